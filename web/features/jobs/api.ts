import { customerJobsApi as contract } from '../../../domain/contract/customer-jobs'
import { call } from '../../lib/api'

/** Every call of the customer's job pages (contract: `domain/contract/customer-jobs.ts`). */
export const jobsApi = {
  list: (signal?: AbortSignal) => call(contract.list, { signal }),
  get: (jobId: number, signal?: AbortSignal) =>
    call(contract.get, { params: { jobId: String(jobId) }, signal }),
  chooseSupplier: (jobId: number, contactId: number) =>
    call(contract.chooseSupplier, { params: { jobId: String(jobId) }, body: { contactId } }),
  close: (jobId: number) => call(contract.close, { params: { jobId: String(jobId) } }),
  cancel: (jobId: number) => call(contract.cancel, { params: { jobId: String(jobId) } }),
}
