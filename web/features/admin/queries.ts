import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { adminApi } from '../../../domain/contract/admin'
import { placesApi } from '../../../domain/contract/places'
import { UserStatus } from '../../../domain/schemas/admin'
import { Role } from '../../../domain/schemas/auth'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'
import { withShownNames } from './shown-names'

export interface UserFilter {
  q?: string
  role?: string
  status?: string
  page?: number
}
export interface CompanyFilter {
  q?: string
  region?: string
  page?: number
}

/** A role or status typed into the URL that the API does not know means "any". */
const known = <S extends v.GenericSchema<string>>(schema: S, value: string | undefined) =>
  v.is(schema, value) ? value : ''
const pageParam = (page: number | undefined) => (page === undefined ? undefined : String(page))

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

export const adminUsersQuery = adminListQuery(adminKeys.users, (filter: UserFilter, signal) =>
  withShownNames(
    call(adminApi.users, {
      query: {
        q: filter.q,
        role: known(Role, filter.role),
        status: known(UserStatus, filter.status),
        page: pageParam(filter.page),
      },
      signal,
    }),
  ),
)
export const adminUserQuery = adminDetailQuery(adminKeys.user, (id, signal) =>
  withShownNames(call(adminApi.user, { params: { id: String(id) }, signal })),
)
export const adminCompaniesQuery = adminListQuery(adminKeys.companies, (filter: CompanyFilter, signal) =>
  withShownNames(
    call(adminApi.companies, {
      query: { q: filter.q, region: filter.region, page: pageParam(filter.page) },
      signal,
    }),
  ),
)
export const adminCompanyQuery = adminDetailQuery(adminKeys.company, (id, signal) =>
  withShownNames(call(adminApi.company, { params: { id: String(id) }, signal })),
)

export const regionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.regions,
    queryFn: ({ signal }) => call(placesApi.regions, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
