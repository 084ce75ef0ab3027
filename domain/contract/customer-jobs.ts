import {
  ChooseSupplierRequest,
  ChooseSupplierResult,
  CustomerJobDetail,
  CustomerJobList,
  JobIdParam,
  JobStatusResult,
} from '../schemas/customer-jobs'
import { endpoint } from './endpoint'

/**
 * The customer's own jobs, offers and hiring (`/bruger/opgaver`, `/bruger/opgave/{job_id}`,
 * changejobstatus, lukopgave). Every call is scoped by the caller: another customer's job is a 404.
 */
export const customerJobsApi = {
  list: endpoint({
    method: 'GET',
    path: '/customer/jobs',
    tag: 'customer-jobs',
    summary: 'My jobs, newest first, with their companies, number of offers and unread messages',
    response: CustomerJobList,
    auth: 'customer',
    errors: [401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: '/customer/jobs/:jobId',
    tag: 'customer-jobs',
    summary: 'One of my jobs: answers, invited companies and offers',
    description: "A company's phone and mobile are shown from its first offer on.",
    params: JobIdParam,
    response: CustomerJobDetail,
    auth: 'customer',
    errors: [401, 403, 404],
  }),
  chooseSupplier: endpoint({
    method: 'POST',
    path: '/customer/jobs/:jobId/supplier',
    tag: 'customer-jobs',
    summary: 'Hire one offer (changejobstatus); every other live offer and invitation ends',
    description:
      '409 `offer_expired` when the offer has lapsed, `supplier_chosen` when a company is already hired, `job_not_open` when the job is closed. Parallel calls hire one contact.',
    params: JobIdParam,
    body: ChooseSupplierRequest,
    response: ChooseSupplierResult,
    auth: 'customer',
    errors: [401, 403, 404, 409, 422],
  }),
  close: endpoint({
    method: 'POST',
    path: '/customer/jobs/:jobId/close',
    tag: 'customer-jobs',
    summary: 'lukopgave: done with the hired company (the job is closed)',
    params: JobIdParam,
    response: JobStatusResult,
    auth: 'customer',
    errors: [401, 403, 404, 409],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/customer/jobs/:jobId/cancel',
    tag: 'customer-jobs',
    summary: 'lukopgave: no longer needed (the open job is cancelled, its live offers end)',
    params: JobIdParam,
    response: JobStatusResult,
    auth: 'customer',
    errors: [401, 403, 404, 409],
  }),
}
