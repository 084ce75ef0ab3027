import { createFileRoute, notFound } from '@tanstack/react-router'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CloseJobPage } from '../../features/jobs/components/CloseJobPage'
import { CustomerOnly } from '../../features/jobs/components/CustomerOnly'
import { myJobQuery } from '../../features/jobs/queries'
import { idParam } from '../../features/jobs/search-params'
import { requireRole } from '../../lib/session'

/** `/bruger/lukopgave/{id}?contact_id`: close a job, with the 'lukopgave' explanation modal. */
export const Route = createFileRoute('/bruger/lukopgave/$id')({
  // The hired company's contact; the job itself says who is hired, so it is only carried along.
  validateSearch: (search: Record<string, unknown>): { contact_id?: number } => ({
    contact_id: idParam(search.contact_id),
  }),
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['customer']),
  loader: async ({ context, params }) => {
    const jobId = idParam(params.id)
    if (!jobId) throw notFound()
    await context.i18n.loadNamespaces('jobs')
    if (context.allowed) await context.queryClient.ensureQueryData(myJobQuery(jobId))
  },
  component: CloseJob,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CloseJob() {
  const { allowed } = Route.useRouteContext()
  const { id } = Route.useParams()
  return allowed ? <CloseJobPage jobId={Number(id)} /> : <CustomerOnly />
}
