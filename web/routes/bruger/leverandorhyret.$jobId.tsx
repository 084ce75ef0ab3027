import { createFileRoute, notFound } from '@tanstack/react-router'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CustomerOnly } from '../../features/jobs/components/CustomerOnly'
import { HiredPage } from '../../features/jobs/components/HiredPage'
import { myJobQuery } from '../../features/jobs/queries'
import { idParam } from '../../features/jobs/search-params'
import { requireRole } from '../../lib/session'

/** `/bruger/leverandorhyret/{job_id}/?contact_id=`: after choosing a supplier. */
export const Route = createFileRoute('/bruger/leverandorhyret/$jobId')({
  validateSearch: (search: Record<string, unknown>): { contact_id?: number } => ({
    contact_id: idParam(search.contact_id),
  }),
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['customer']),
  loader: async ({ context, params }) => {
    const jobId = idParam(params.jobId)
    if (!jobId) throw notFound()
    await context.i18n.loadNamespaces('jobs')
    if (context.allowed) await context.queryClient.ensureQueryData(myJobQuery(jobId))
  },
  component: Hired,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function Hired() {
  const { allowed } = Route.useRouteContext()
  const { jobId } = Route.useParams()
  const { contact_id } = Route.useSearch()
  if (!allowed) return <CustomerOnly />
  return <HiredPage jobId={Number(jobId)} contactId={contact_id ?? 0} />
}
