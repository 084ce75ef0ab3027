import { keepPreviousData, queryOptions } from '@tanstack/react-query'
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

export const adminUsersQuery = (filter: UserFilter) =>
  queryOptions({
    queryKey: adminKeys.users(filter),
    queryFn: ({ signal }) => adminApi.users(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  })

export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => adminApi.user(id, signal),
    staleTime: 0,
  })

export const adminCompaniesQuery = (filter: CompanyFilter) =>
  queryOptions({
    queryKey: adminKeys.companies(filter),
    queryFn: ({ signal }) => adminApi.companies(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  })

export const adminCompanyQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.company(id),
    queryFn: ({ signal }) => adminApi.company(id, signal),
    staleTime: 0,
  })

export const regionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.regions,
    queryFn: ({ signal }) => adminApi.regions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
