import { createFileRoute, notFound } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { JobNotFound } from '../../features/jobs/components/JobNotFound'
import { OfferCheckPage } from '../../features/jobs/components/OfferCheckPage'
import { idParam } from '../../features/jobs/search-params'
import { roleRoute } from '../-role-route'
import { loadMyJob } from './-my-job'

/** show_check: one offer on one of my jobs as a printable summary. */
export const Route = createFileRoute('/bruger/opgave/$jobId/tilbud/$contactId')({
  ...roleRoute(['customer']),
  loader: ({ context, params }) => {
    if (!idParam(params.contactId)) throw notFound()
    return loadMyJob(context, params.jobId)
  },
  component: Check,
  notFoundComponent: JobNotFound,
})

function Check() {
  const { allowed } = Route.useRouteContext()
  const { jobId, contactId } = Route.useParams()
  return allowed ? (
    <OfferCheckPage jobId={Number(jobId)} contactId={Number(contactId)} />
  ) : (
    <OtherRolesPage pageFor="customer" />
  )
}
