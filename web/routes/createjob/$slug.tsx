import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import i18next from 'i18next'
import { CategoryNotFound } from '../../features/catalog/components/CategoryNotFound'
import { CreateJobPreview } from '../../features/catalog/components/CreateJobPreview'
import { categoryDetailQuery, categoryTreeQuery } from '../../features/catalog/queries'
import { validateCreateJobSearch } from '../../features/catalog/search-params'
import { ApiFailure } from '../../lib/api'

export const Route = createFileRoute('/createjob/$slug')({
  validateSearch: validateCreateJobSearch,
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(categoryTreeQuery())
    const [category] = await Promise.all([
      context.queryClient.ensureQueryData(categoryDetailQuery(params.slug)).catch((error: unknown) => {
        if (error instanceof ApiFailure && (error.status === 404 || error.status === 422)) throw notFound()
        throw error
      }),
      i18next.loadNamespaces(['home', 'createjob']),
    ])
    return { title: category.name }
  },
  component: CreateJobPage,
  notFoundComponent: CategoryNotFound,
})

function CreateJobPage() {
  const { slug } = Route.useParams()
  const { word } = Route.useSearch()
  const { data: category } = useSuspenseQuery(categoryDetailQuery(slug))
  return <CreateJobPreview category={category} {...(word ? { word } : {})} />
}
