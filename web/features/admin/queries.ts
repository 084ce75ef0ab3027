import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query'
import { currentLocale } from '../../lib/i18n'
import { adminApi, type CompanyFilter, type UserFilter } from './api'

/** Query keys of the admin start; invalidate `adminKeys.all` after a block or unblock. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (filter: UserFilter) => [...adminKeys.all, 'users', filter] as const,
  user: (id: number) => [...adminKeys.all, 'user', id] as const,
  companies: (filter: CompanyFilter) => [...adminKeys.all, 'companies', filter] as const,
  company: (id: number) => [...adminKeys.all, 'company', id, currentLocale()] as const,
  regions: ['places', 'regions'] as const,
}

/**
 * A page of an admin list (users, companies) for a filter: the last page stays on screen while the next
 * filter's loads, so the table does not blink at each typed letter.
 */
const adminListQuery =
  <Filter, Page>(
    key: (filter: Filter) => QueryKey,
    load: (filter: Filter, signal: AbortSignal) => Promise<Page>,
  ) =>
  (filter: Filter) =>
    queryOptions({
      queryKey: key(filter),
      queryFn: ({ signal }) => load(filter, signal),
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    })

/** One user's or company's page: loaded anew on each visit (a block or a credit may have changed it). */
const adminDetailQuery =
  <Detail>(key: (id: number) => QueryKey, load: (id: number, signal: AbortSignal) => Promise<Detail>) =>
  (id: number) =>
    queryOptions({ queryKey: key(id), queryFn: ({ signal }) => load(id, signal), staleTime: 0 })

export const adminUsersQuery = adminListQuery(adminKeys.users, adminApi.users)
export const adminUserQuery = adminDetailQuery(adminKeys.user, adminApi.user)
export const adminCompaniesQuery = adminListQuery(adminKeys.companies, adminApi.companies)
export const adminCompanyQuery = adminDetailQuery(adminKeys.company, adminApi.company)

export const regionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.regions,
    queryFn: ({ signal }) => adminApi.regions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
