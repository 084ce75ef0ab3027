import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { CategoryPicker } from '../../features/catalog/components/CategoryPicker'
import { categoryTreeQuery } from '../../features/catalog/queries'
import { validateCreateJobSearch } from '../../features/catalog/search-params'

export const Route = createFileRoute('/createjob/')({
  validateSearch: validateCreateJobSearch,
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(categoryTreeQuery())
    await i18next.loadNamespaces(['home', 'createjob'])
  },
  component: CreateJobIndex,
})

function CreateJobIndex() {
  const { word } = Route.useSearch()
  return <CategoryPicker {...(word ? { word } : {})} />
}
