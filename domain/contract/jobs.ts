import { PostJobRequest, PostJobResponse } from '../schemas/jobs'
import { endpoint } from './endpoint'

/** Posting a job (createjob). */
export const postJobApi = {
  post: endpoint({
    method: 'POST',
    path: '/jobs',
    tag: 'jobs',
    summary: 'Post a job (createjob): as the logged-in customer, or as a new customer made on the way',
    description:
      'Logged out: `contact` is required; an e-mail with a customer profile answers 409 `confirm_profile` ' +
      '(log in through the profile confirmation first), a company or admin e-mail 403 `job_poster_not_customer`; ' +
      'a new e-mail makes a customer without password (a set-password mail) and logs in. User, job and answers ' +
      'are one batch; `sendCompany` (an active company id or slug, else 404) is then invited. Throttled per IP.',
    body: PostJobRequest,
    response: PostJobResponse,
    status: 201,
    errors: [403, 404, 409, 422, 429],
  }),
}
