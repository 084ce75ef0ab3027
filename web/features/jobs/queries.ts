import { queryOptions } from '@tanstack/react-query'
import { customerJobsApi } from '../../../domain/contract/customer-jobs'
import { call } from '../../lib/api'

/** Query keys of the customer's jobs; log-out clears the whole cache, so no user id is needed here. */
export const jobsKeys = {
  all: ['customer-jobs'] as const,
  list: ['customer-jobs', 'list'] as const,
  detail: (jobId: number) => ['customer-jobs', 'detail', jobId] as const,
}

export const myJobsQuery = () =>
  queryOptions({
    queryKey: jobsKeys.list,
    queryFn: ({ signal }) => call(customerJobsApi.list, { signal }),
    staleTime: 10_000,
  })

export const myJobQuery = (jobId: number) =>
  queryOptions({
    queryKey: jobsKeys.detail(jobId),
    queryFn: ({ signal }) => call(customerJobsApi.get, { params: { jobId: String(jobId) }, signal }),
    staleTime: 10_000,
  })
