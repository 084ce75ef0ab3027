import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useProfileConfirmation } from '../../features/auth/profile-confirmation'
import { CategoryNotFound } from '../../features/catalog/components/CategoryNotFound'
import { CreateJobPage } from '../../features/catalog/components/CreateJobPage'
import { categoryDetailQuery, categoryTreeQuery } from '../../features/catalog/queries'
import { validateCreateJobSearch } from '../../features/catalog/search-params'
import { ApiFailure } from '../../lib/api'
import { renderingOnServer } from '../../lib/page-data'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/createjob/$slug')({
  validateSearch: validateCreateJobSearch,
  loader: async ({ context, params }) => {
    const tree = context.queryClient.ensureQueryData(categoryTreeQuery())
    const [category] = await Promise.all([
      context.queryClient.ensureQueryData(categoryDetailQuery(params.slug)).catch((error: unknown) => {
        if (error instanceof ApiFailure && (error.status === 404 || error.status === 422)) throw notFound()
        throw error
      }),
      // The related categories: in the HTML from the server; in the browser they may come later.
      renderingOnServer ? tree : undefined,
      context.i18n.loadNamespaces(['home', 'createjob', 'login']),
    ])
    return { title: category.name }
  },
  head: ({ match, loaderData }) => {
    const t = match.context.i18n.getFixedT(null, 'createjob')
    if (!loaderData) return pageHead({ title: t('notFound::title'), description: t('notFound::body') })
    return pageHead({
      title: t('documentTitle', { category: loaderData.title }),
      description: t('meta::category', { category: loaderData.title }),
    })
  },
  component: CreateJob,
  notFoundComponent: CategoryNotFound,
})

function CreateJob() {
  const { slug } = Route.useParams()
  const { word, search, sendcompany } = Route.useSearch()
  const { data: category } = useSuspenseQuery(categoryDetailQuery(slug))
  // The auth feature's confirm-profile modal, handed to the catalog's form (features stay apart).
  const { confirmThenSubmit, modal } = useProfileConfirmation()
  return (
    <CreateJobPage
      key={category.slug}
      category={category}
      {...(word ? { word } : {})}
      {...(search ? { search } : {})}
      {...(sendcompany ? { sendCompany: sendcompany } : {})}
      confirmThenPost={confirmThenSubmit}
      confirmModal={modal}
    />
  )
}
