import { createFileRoute, notFound } from '@tanstack/react-router'
import { productName } from '../../../domain/brand'
import { GuaranteeNotFound } from '../../features/guarantees/components/GuaranteeNotFound'
import { GuaranteePage } from '../../features/guarantees/components/GuaranteePage'
import { guaranteePages, isGuaranteeSlug } from '../../features/guarantees/pages'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/guarantees/$slug')({
  loader: async ({ context, params }) => {
    await context.i18n.loadNamespaces('guarantees')
    if (!isGuaranteeSlug(params.slug)) throw notFound()
    return { guarantee: guaranteePages[params.slug] }
  },
  head: ({ match, loaderData }) => {
    const t = match.context.i18n.getFixedT(null, 'guarantees')
    if (!loaderData) return pageHead({ title: t('notFound::title'), description: t('notFound::description') })
    const key = loaderData.guarantee
    return pageHead({
      title: t(`${key}::title`, { brand: productName }),
      description: t(`${key}::description`, { brand: productName }),
    })
  },
  component: Guarantee,
  notFoundComponent: GuaranteeNotFound,
})

function Guarantee() {
  const { guarantee } = Route.useLoaderData()
  return <GuaranteePage guarantee={guarantee} />
}
