import { createFileRoute, redirect } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { NewAccountNotice, useNewAccountLanding } from '../../features/catalog/components/NewAccountNotice'
import { MyJobsPage } from '../../features/jobs/components/MyJobsPage'
import { myJobsQuery } from '../../features/jobs/queries'
import { idParam } from '../../features/jobs/search-params'
import { privatePageHead } from '../../lib/seo'
import { requireRole } from '../../lib/session'

interface MyJobsSearch {
  /** Opens that job's block and scrolls to it. */
  job?: number
  /** Spec: with `activcompany` (a job id) the page goes on to close that job (lukopgave). */
  activcompany?: number
  contact_id?: number
}

/** `/bruger/opgaver`: the customer's jobs. Anonymous visitors log in and come back. */
export const Route = createFileRoute('/bruger/opgaver')({
  validateSearch: (search: Record<string, unknown>): MyJobsSearch => ({
    job: idParam(search.job),
    activcompany: idParam(search.activcompany),
    contact_id: idParam(search.contact_id),
  }),
  beforeLoad: async ({ context, location, search }) => {
    const guard = await requireRole(context.queryClient, location.href, ['customer'])
    if (guard.allowed && search.activcompany)
      throw redirect({
        to: '/bruger/lukopgave/$id',
        params: { id: String(search.activcompany) },
        search: search.contact_id ? { contact_id: search.contact_id } : {},
        replace: true,
      })
    return guard
  },
  // The texts and the jobs at once: one round trip before the first screen, not two (issue 21).
  loader: async ({ context }) => {
    await Promise.all([
      context.i18n.loadNamespaces('jobs'),
      context.allowed ? context.queryClient.ensureQueryData(myJobsQuery()) : undefined,
    ])
  },
  // The title is in the server's HTML (the same for another role's view, OtherRolesPage).
  head: ({ match }) => privatePageHead(match.context.i18n.getFixedT(null, 'jobs')('mine::title')),
  component: MyJobs,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function MyJobs() {
  const { allowed } = Route.useRouteContext()
  const { job } = Route.useSearch()
  // A new customer's first job: the create-job feature says where her set-password e-mail went, at the
  // top (her job, opened, just below it).
  const newAccount = useNewAccountLanding()
  return allowed ? (
    <MyJobsPage openJobId={job} notice={newAccount ? <NewAccountNotice /> : null} />
  ) : (
    <OtherRolesPage pageFor="customer" />
  )
}
