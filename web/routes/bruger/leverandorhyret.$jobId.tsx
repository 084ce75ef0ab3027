import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { HiredPage } from '../../features/jobs/components/HiredPage'
import { JobNotFound } from '../../features/jobs/components/JobNotFound'
import { roleRoute } from '../-role-route'
import { contactIdSearch, loadMyJob } from './-my-job'

/** `/bruger/leverandorhyret/{job_id}/?contact_id=`: after choosing a supplier. */
export const Route = createFileRoute('/bruger/leverandorhyret/$jobId')({
  validateSearch: contactIdSearch,
  ...roleRoute(['customer']),
  loader: ({ context, params }) => loadMyJob(context, params.jobId),
  component: Hired,
  notFoundComponent: JobNotFound,
})

function Hired() {
  const { allowed } = Route.useRouteContext()
  const { jobId } = Route.useParams()
  const { contact_id } = Route.useSearch()
  if (!allowed) return <OtherRolesPage pageFor="customer" />
  return <HiredPage jobId={Number(jobId)} contactId={contact_id ?? 0} />
}
