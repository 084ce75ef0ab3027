import { HiddenJobList, HiddenJobParam, HideJob, ShowHidden } from '../schemas/hidden-jobs'
import { endpoint } from './endpoint'

/** The session's company's hidden jobs: kept on the server so they stay hidden on every device. */
export const hiddenJobsApi = {
  list: endpoint({
    method: 'GET',
    path: '/company/hidden-jobs',
    tag: 'hidden-jobs',
    summary: "Ids of the jobs I hid from my open-jobs list, and whether 'Vis skjulte' is on",
    response: HiddenJobList,
    auth: 'company',
    errors: [401, 403],
  }),
  hide: endpoint({
    method: 'POST',
    path: '/company/hidden-jobs',
    tag: 'hidden-jobs',
    summary: 'Hide a job I may see from my open-jobs list (hiding it again changes nothing)',
    body: HideJob,
    response: null,
    auth: 'company',
    errors: [401, 403, 404, 422],
  }),
  show: endpoint({
    method: 'DELETE',
    path: '/company/hidden-jobs/:jobId',
    tag: 'hidden-jobs',
    summary: 'Show a hidden job again (the undo)',
    params: HiddenJobParam,
    response: null,
    auth: 'company',
    errors: [401, 403],
  }),
  showHidden: endpoint({
    method: 'PUT',
    path: '/company/hidden-jobs/shown',
    tag: 'hidden-jobs',
    summary:
      "Switch 'Vis skjulte' on or off; remembered for 365 days on every device (the spec's showallwork)",
    body: ShowHidden,
    response: null,
    auth: 'company',
    errors: [401, 403, 422],
  }),
}
