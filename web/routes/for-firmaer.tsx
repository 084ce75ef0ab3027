import { createFileRoute } from '@tanstack/react-router'
import { productName } from '../../domain/brand'
import { ForFirmsPage } from '../features/for-firms/components/ForFirmsPage'
import { pageHead } from '../lib/seo'

/** `/for-firmaer`: server-rendered like the legal pages (web/rendered-routes.ts). */
export const Route = createFileRoute('/for-firmaer')({
  loader: ({ context }) => context.i18n.loadNamespaces('forfirms'),
  head: ({ match }) => {
    const t = match.context.i18n.getFixedT(null, 'forfirms')
    return pageHead({ title: t('title'), description: t('description', { brand: productName }) })
  },
  component: ForFirmsPage,
})
