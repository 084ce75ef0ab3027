import i18next from 'i18next'
import * as v from 'valibot'
import { adminApi as contract } from '../../../domain/contract/admin'
import { placesApi } from '../../../domain/contract/places'
import { isErasedName } from '../../../domain/schemas/account'
import { UserStatus } from '../../../domain/schemas/admin'
import { Role } from '../../../domain/schemas/auth'
import { call } from '../../lib/api'

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

/**
 * An erased account has no name in the data (`erasedName`; companies and categories always have one):
 * every name the admin pages show passes through here, and an empty one becomes the localized "deleted
 * user". The catalog is loaded first, so the text is there even when the answer beats the page's.
 */
async function withShownNames<T>(answer: Promise<T>): Promise<T> {
  const [data] = await Promise.all([answer, i18next.loadNamespaces('admin')])
  const label = i18next.t('admin:::deletedUser')
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'name' && typeof inner === 'string' && isErasedName(inner) ? label : walk(inner),
      ]),
    )
  }
  return walk(data) as T
}

/** Every call of the admin start (contract: `domain/contract/admin.ts`). */
export const adminApi = {
  users: (filter: UserFilter, signal?: AbortSignal) =>
    withShownNames(
      call(contract.users, {
        query: {
          q: filter.q,
          role: known(Role, filter.role),
          status: known(UserStatus, filter.status),
          page: pageParam(filter.page),
        },
        signal,
      }),
    ),
  user: (id: number, signal?: AbortSignal) =>
    withShownNames(call(contract.user, { params: { id: String(id) }, signal })),
  block: (id: number) => call(contract.block, { params: { id: String(id) } }),
  unblock: (id: number) => call(contract.unblock, { params: { id: String(id) } }),
  companies: (filter: CompanyFilter, signal?: AbortSignal) =>
    withShownNames(
      call(contract.companies, {
        query: { q: filter.q, region: filter.region, page: pageParam(filter.page) },
        signal,
      }),
    ),
  company: (id: number, signal?: AbortSignal) =>
    withShownNames(call(contract.company, { params: { id: String(id) }, signal })),
  audit: (target: { targetType?: string; targetId?: string }, signal?: AbortSignal) =>
    withShownNames(call(contract.audit, { query: target, signal })),
  regions: (signal?: AbortSignal) => call(placesApi.regions, { signal }),
}
