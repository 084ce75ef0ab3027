import type {
  AdminBlockResponse,
  AdminCompanyDetail,
  AdminCompanyList,
  AdminUserDetail,
  AdminUserList,
  AuditList,
} from '../../../domain/schemas/admin'
import type { RegionList } from '../../../domain/schemas/places'
import { api } from '../../lib/api'

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

/** Every call of the admin start (contracts: `domain/schemas/admin.ts`). */
export const adminApi = {
  users: (filter: UserFilter, signal?: AbortSignal) =>
    api<AdminUserList>('/admin/users', { query: { ...filter }, signal }),
  user: (id: number, signal?: AbortSignal) => api<AdminUserDetail>(`/admin/users/${id}`, { signal }),
  block: (id: number) => api<AdminBlockResponse>(`/admin/users/${id}/block`, { method: 'POST', body: {} }),
  unblock: (id: number) =>
    api<AdminBlockResponse>(`/admin/users/${id}/unblock`, { method: 'POST', body: {} }),
  companies: (filter: CompanyFilter, signal?: AbortSignal) =>
    api<AdminCompanyList>('/admin/companies', { query: { ...filter }, signal }),
  company: (id: number, signal?: AbortSignal) =>
    api<AdminCompanyDetail>(`/admin/companies/${id}`, { signal }),
  audit: (target: { targetType?: string; targetId?: string }, signal?: AbortSignal) =>
    api<AuditList>('/admin/audit', { query: target, signal }),
  regions: (signal?: AbortSignal) => api<RegionList>('/regions', { signal }),
}
