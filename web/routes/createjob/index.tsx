import { createFileRoute } from '@tanstack/react-router'
import { CategoryPicker } from '../../features/catalog/components/CategoryPicker'
import { categoryTreeQuery } from '../../features/catalog/queries'
import { validateCreateJobSearch } from '../../features/catalog/search-params'
import { renderingOnServer } from '../../lib/page-data'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/createjob/')({
  validateSearch: validateCreateJobSearch,
  loader: async ({ context }) => {
    // The server waits for the categories (they are in the HTML); the browser shows them as they come.
    const tree = context.queryClient.ensureQueryData(categoryTreeQuery())
    await Promise.all([
      renderingOnServer ? tree : undefined,
      context.i18n.loadNamespaces(['home', 'createjob']),
    ])
  },
  head: ({ match }) => {
    const t = match.context.i18n.getFixedT(null, 'createjob')
    return pageHead({ title: t('meta::title'), description: t('meta::description') })
  },
  component: CreateJobIndex,
})

function CreateJobIndex() {
  const { word, ...carry } = Route.useSearch()
  return <CategoryPicker {...(word ? { word } : {})} carry={carry} />
}
