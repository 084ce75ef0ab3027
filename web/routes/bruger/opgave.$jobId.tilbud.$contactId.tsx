import { createFileRoute, notFound } from '@tanstack/react-router'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CustomerOnly } from '../../features/jobs/components/CustomerOnly'
import { OfferCheckPage } from '../../features/jobs/components/OfferCheckPage'
import { myJobQuery } from '../../features/jobs/queries'
import { idParam } from '../../features/jobs/search-params'
import { requireRole } from '../../lib/session'

/** show_check: one offer on one of my jobs as a printable summary. */
export const Route = createFileRoute('/bruger/opgave/$jobId/tilbud/$contactId')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['customer']),
  loader: async ({ context, params }) => {
    const jobId = idParam(params.jobId)
    if (!jobId || !idParam(params.contactId)) throw notFound()
    await context.i18n.loadNamespaces('jobs')
    if (context.allowed) await context.queryClient.ensureQueryData(myJobQuery(jobId))
  },
  component: Check,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function Check() {
  const { allowed } = Route.useRouteContext()
  const { jobId, contactId } = Route.useParams()
  return allowed ? <OfferCheckPage jobId={Number(jobId)} contactId={Number(contactId)} /> : <CustomerOnly />
}
