import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { CloseJobPage } from '../../features/jobs/components/CloseJobPage'
import { JobNotFound } from '../../features/jobs/components/JobNotFound'
import { roleRoute } from '../-role-route'
import { contactIdSearch, loadMyJob } from './-my-job'

/** `/bruger/lukopgave/{id}?contact_id`: close a job, with the 'lukopgave' explanation modal. */
export const Route = createFileRoute('/bruger/lukopgave/$id')({
  // The hired company's contact; the job itself says who is hired, so it is only carried along.
  validateSearch: contactIdSearch,
  ...roleRoute(['customer']),
  loader: ({ context, params }) => loadMyJob(context, params.id),
  component: CloseJob,
  notFoundComponent: JobNotFound,
})

function CloseJob() {
  const { allowed } = Route.useRouteContext()
  const { id } = Route.useParams()
  return allowed ? <CloseJobPage jobId={Number(id)} /> : <OtherRolesPage pageFor="customer" />
}
