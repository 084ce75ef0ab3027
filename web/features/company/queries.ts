import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import type { regionOrder } from '../../../domain/rules/zip'
import type { CompanyJobSort, CompanyJobTab, SavedJobFilter } from '../../../domain/schemas/company-jobs'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

export type Region = (typeof regionOrder)[number]

/** The open-jobs filter as the page's URL holds it. */
export interface JobsFilter {
  /** Categories (each with its subcategories); none: all of the company's. */
  category?: number[] | undefined
  region?: Region[] | undefined
  /** Free text (every word a prefix). */
  q?: string | undefined
  /** `attributeId:value`. */
  attribute?: string | undefined
  sort?: CompanyJobSort | undefined
}

/** A remembered filter as the page's filter (one remembered before lists were possible is a list of one). */
export function fromSaved(saved: SavedJobFilter): JobsFilter {
  const listOf = <T>(value: T | T[] | undefined) =>
    value === undefined ? undefined : Array.isArray(value) ? value : [value]
  return {
    category: listOf(saved.category),
    region: listOf(saved.region),
    q: saved.q,
    attribute: saved.attribute,
    sort: saved.sort,
  }
}

/** The list's tab: open jobs, or the jobs the company was hired on. */
export type JobsTab = CompanyJobTab

/** Query keys of the company's jobs; category names are translated, so the locale is in the key. */
export const companyJobsKeys = {
  all: ['company-jobs'] as const,
  list: (tab: JobsTab, filter: JobsFilter, showHidden: boolean) =>
    ['company-jobs', 'list', currentLocale(), tab, filter, showHidden] as const,
  savedFilter: () => ['company-jobs', 'saved-filter'] as const,
  filters: () => ['company-jobs', 'filters', currentLocale()] as const,
  job: (jobId: number) => ['company-jobs', 'job', currentLocale(), jobId] as const,
}

/**
 * The jobs on a tab, a page at a time (the cursor comes from the page before). The server leaves the
 * jobs the company hid out, so every page is full; `showHidden` lists them too, marked.
 */
export const companyJobsQuery = (filter: JobsFilter, tab: JobsTab = 'open', showHidden = false) =>
  infiniteQueryOptions({
    queryKey: companyJobsKeys.list(tab, filter, showHidden),
    queryFn: ({ signal, pageParam }) =>
      call(companyJobsApi.list, {
        query: {
          tab,
          category: filter.category?.join(','),
          region: filter.region?.join(','),
          q: filter.q,
          attribute: filter.attribute,
          sort: filter.sort,
          hidden: showHidden ? 'show' : undefined,
          // A page rendered by the Worker brings its first page's param through JSON: null, not undefined.
          cursor: pageParam ?? undefined,
        },
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
  })

/** The remembered filter ("husk mine filtre"), kept on the server per company. */
export const savedJobFilterQuery = () =>
  queryOptions({
    queryKey: companyJobsKeys.savedFilter(),
    queryFn: ({ signal }) => call(companyJobsApi.savedFilter, { signal }),
    staleTime: 5 * 60_000,
  })
