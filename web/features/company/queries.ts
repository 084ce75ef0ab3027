import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import type { regionOrder } from '../../../domain/rules/zip'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

export type Region = (typeof regionOrder)[number]

/** The open-jobs filter as the page's URL holds it. */
export interface JobsFilter {
  category?: number | undefined
  region?: Region | undefined
}

/** Query keys of the company's jobs; category names are translated, so the locale is in the key. */
export const companyJobsKeys = {
  all: ['company-jobs'] as const,
  list: (filter: JobsFilter) => ['company-jobs', 'list', currentLocale(), filter] as const,
  filters: () => ['company-jobs', 'filters', currentLocale()] as const,
  job: (jobId: number) => ['company-jobs', 'job', currentLocale(), jobId] as const,
}

/** The open jobs, a page at a time (the cursor is the last job's `createdAt.id`). */
export const companyJobsQuery = (filter: JobsFilter) =>
  infiniteQueryOptions({
    queryKey: companyJobsKeys.list(filter),
    queryFn: ({ signal, pageParam }) =>
      call(companyJobsApi.list, {
        query: { category: filter.category?.toString(), region: filter.region, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 15_000,
  })

export const companyJobFiltersQuery = () =>
  queryOptions({
    queryKey: companyJobsKeys.filters(),
    queryFn: ({ signal }) => call(companyJobsApi.filters, { signal }),
    staleTime: 5 * 60_000,
  })

/** One job for the description modal (`?jobid=` may name a job that is not on the first page). */
export const companyJobQuery = (jobId: number) =>
  queryOptions({
    queryKey: companyJobsKeys.job(jobId),
    queryFn: ({ signal }) => call(companyJobsApi.job, { params: { jobId: String(jobId) }, signal }),
    staleTime: 15_000,
    retry: false,
  })
