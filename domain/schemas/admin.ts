import * as v from 'valibot'
import { Role, UserFields } from './auth'
import { CompanyFields } from './company'
import { PageNumber, pageOf } from './page'
import { NumericIdOr404 } from './params'

/** Contracts of the admin start (`/admin`, issue 3). Later issues add their queues beside these. */

export const adminPageSize = 25

export const UserStatus = v.picklist(['active', 'blocked', 'deleted'])
export type UserStatus = v.InferOutput<typeof UserStatus>

const Search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), '')
export const IdParam = v.object({ id: NumericIdOr404 })

// GET /api/admin/users?q=&role=&status=&page=
export const AdminUserListQuery = v.object({
  q: Search,
  role: v.optional(v.union([v.literal(''), Role]), ''),
  status: v.optional(v.union([v.literal(''), UserStatus]), ''),
  page: PageNumber,
})
export type AdminUserListQuery = v.InferInput<typeof AdminUserListQuery>

export const AdminUserRow = v.object({
  ...UserFields.entries,
  status: UserStatus,
  createdAt: v.number(),
  company: v.nullable(v.object({ id: v.number(), name: v.string() })),
})
export type AdminUserRow = v.InferOutput<typeof AdminUserRow>

export const AdminUserList = pageOf(AdminUserRow)
export type AdminUserList = v.InferOutput<typeof AdminUserList>

export const AuditEntry = v.object({
  id: v.number(),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  /** Who acted, named as they were when the entry was written (decision 023); `erasedName` once erased. */
  actor: v.nullable(v.object({ id: v.number(), name: v.string() })),
  details: v.nullable(v.record(v.string(), v.unknown())),
  createdAt: v.number(),
})
export type AuditEntry = v.InferOutput<typeof AuditEntry>

export const AdminCompanySummary = v.object({ ...CompanyFields.entries, createdAt: v.number() })
export type AdminCompanySummary = v.InferOutput<typeof AdminCompanySummary>

// GET /api/admin/users/:id
export const AdminUserDetail = v.object({
  user: v.object({
    ...AdminUserRow.entries,
    zip: v.nullable(v.string()),
    locale: v.string(),
    deletedAt: v.nullable(v.number()),
    activeSessions: v.number(),
  }),
  company: v.nullable(AdminCompanySummary),
  audit: v.array(AuditEntry),
})
export type AdminUserDetail = v.InferOutput<typeof AdminUserDetail>

// POST /api/admin/users/:id/block and /unblock
export const AdminBlockResponse = v.object({ id: v.number(), status: UserStatus })
export type AdminBlockResponse = v.InferOutput<typeof AdminBlockResponse>

// GET /api/admin/companies?q=&region=&page=
export const AdminCompanyListQuery = v.object({
  q: Search,
  region: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60)), ''),
  page: PageNumber,
})
export type AdminCompanyListQuery = v.InferInput<typeof AdminCompanyListQuery>

export const AdminCompanyRow = v.object({
  ...v.pick(CompanyFields, ['id', 'name', 'slug', 'cvr', 'zip', 'city', 'region']).entries,
  createdAt: v.number(),
  owner: v.object({ id: v.number(), name: v.string(), status: UserStatus }),
})
export type AdminCompanyRow = v.InferOutput<typeof AdminCompanyRow>
export const AdminCompanyList = pageOf(AdminCompanyRow)
export type AdminCompanyList = v.InferOutput<typeof AdminCompanyList>

// GET /api/admin/companies/:id
export const AdminCompanyDetail = v.object({
  company: v.object({ ...AdminCompanySummary.entries, description: v.string() }),
  owner: v.object({
    id: v.number(),
    name: v.string(),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    status: UserStatus,
  }),
  categories: v.array(v.object({ id: v.number(), name: v.string(), parentId: v.nullable(v.number()) })),
  audit: v.array(AuditEntry),
})
export type AdminCompanyDetail = v.InferOutput<typeof AdminCompanyDetail>

// GET /api/admin/audit?targetType=&targetId=
export const AuditQuery = v.object({
  targetType: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
  targetId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
})
export type AuditQuery = v.InferInput<typeof AuditQuery>
export const AuditList = v.object({ entries: v.array(AuditEntry) })
export type AuditList = v.InferOutput<typeof AuditList>
