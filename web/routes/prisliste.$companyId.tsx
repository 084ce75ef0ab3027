import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useProfileConfirmation } from '../features/auth/profile-confirmation'
import { idParam } from '../features/jobs/search-params'
import { PriceListView } from '../features/price-lists/components/PriceListView'
import { companyPriceListsQuery } from '../features/price-lists/queries'
import { ApiFailure } from '../lib/api'
import { pageHead } from '../lib/seo'

/**
 * `/prisliste/{companyId}`: a company's price lists on a page of their own (the pricelist popup's
 * content, linkable), where a visitor orders a line directly.
 */
export const Route = createFileRoute('/prisliste/$companyId')({
  loader: async ({ context, params }) => {
    const id = idParam(params.companyId)
    if (!id) throw notFound()
    const [lists] = await Promise.all([
      context.queryClient.ensureQueryData(companyPriceListsQuery(id)).catch((error: unknown) => {
        if (error instanceof ApiFailure && (error.status === 404 || error.status === 422)) throw notFound()
        throw error
      }),
      context.i18n.loadNamespaces(['pricelists', 'login']),
    ])
    return { companyId: id, company: lists.companyName }
  },
  head: ({ match, loaderData }) => {
    const t = match.context.i18n.getFixedT(null, 'pricelists')
    if (!loaderData) return pageHead({ title: t('view::title'), description: t('view::empty') })
    return pageHead({
      title: t('view::pageTitle', { company: loaderData.company }),
      description: t('view::pageDescription', { company: loaderData.company }),
    })
  },
  component: PriceListPage,
})

function PriceListPage() {
  const { companyId } = Route.useLoaderData()
  const { t } = useTranslation('pricelists')
  const { data } = useSuspenseQuery(companyPriceListsQuery(companyId))
  // The auth feature's confirm-profile modal, handed to the order dialog (features stay apart).
  const { confirmThenSubmit, modal } = useProfileConfirmation()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 id="price-list-title" className="title-display break-words">
        {t('view::pageTitle', { company: data.companyName })}
      </h1>
      {/* Back to the company it is the price list of: its reviews, its information. */}
      <p className="m-0 flex flex-wrap justify-between gap-x-4 gap-y-1">
        <a href={`/${data.companySlug}`} className="font-semibold">
          {t('view::profile', { company: data.companyName })}
        </a>
        <span className="text-ink-700">{t('view::pricesInclVat')}</span>
      </p>
      <PriceListView
        companyId={companyId}
        confirmThenOrder={confirmThenSubmit}
        confirmModal={modal}
        titledBy="price-list-title"
      />
    </div>
  )
}
