import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import {
  AdminBlockResponse,
  AdminCompanyDetail,
  AdminCompanyList,
  AdminCompanyListQuery,
  AdminUserDetail,
  AdminUserList,
  AdminUserListQuery,
  AuditList,
  AuditQuery,
  IdParam,
} from '../../../domain/schemas/admin'
import type { AppBindings } from '../../env'
import { me, requireAdmin } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { errorResponses, jsonContent as json } from '../../lib/openapi'
import { input } from '../../lib/validate'
import {
  auditEntries,
  companyDetail,
  listCompanies,
  listUsers,
  setBlocked,
  userDetail,
} from './admin.service'

const guarded = { 401: errorResponses[401], 403: errorResponses[403] }

/** The admin start (`/admin`): users and companies, block/unblock, the audit trail. Admins only. */
export const adminRoutes = new Hono<AppBindings>()
  .get(
    '/admin/users',
    describeRoute({
      tags: ['admin'],
      summary: 'Search users by name, e-mail or phone; 25 a page',
      responses: {
        200: { description: 'OK', content: json(AdminUserList) },
        ...guarded,
        422: errorResponses[422],
      },
    }),
    requireAdmin,
    input('query', AdminUserListQuery),
    async (c) => {
      const { q = '', role = '', status = '', page } = c.req.valid('query')
      return c.json(await listUsers(database(c.env.DB), { q, role, status, page: Number(page) }))
    },
  )
  .get(
    '/admin/users/:id',
    describeRoute({
      tags: ['admin'],
      summary: 'One user with company and the latest audit entries',
      responses: {
        200: { description: 'OK', content: json(AdminUserDetail) },
        ...guarded,
        404: errorResponses[404],
      },
    }),
    requireAdmin,
    input('param', IdParam),
    async (c) => c.json(await userDetail(database(c.env.DB), c.req.valid('param').id)),
  )
  .post(
    '/admin/users/:id/block',
    describeRoute({
      tags: ['admin'],
      summary: 'Block a user: log-in refused, every session ends, logged with who and when',
      responses: {
        200: { description: 'OK', content: json(AdminBlockResponse) },
        ...guarded,
        404: errorResponses[404],
        409: { description: 'Already blocked, deleted, or yourself' },
      },
    }),
    requireAdmin,
    input('param', IdParam),
    async (c) => c.json(await setBlocked(database(c.env.DB), me(c).id, c.req.valid('param').id, true)),
  )
  .post(
    '/admin/users/:id/unblock',
    describeRoute({
      tags: ['admin'],
      summary: 'Unblock a user, logged with who and when',
      responses: {
        200: { description: 'OK', content: json(AdminBlockResponse) },
        ...guarded,
        404: errorResponses[404],
        409: { description: 'Not blocked' },
      },
    }),
    requireAdmin,
    input('param', IdParam),
    async (c) => c.json(await setBlocked(database(c.env.DB), me(c).id, c.req.valid('param').id, false)),
  )
  .get(
    '/admin/companies',
    describeRoute({
      tags: ['admin'],
      summary: 'Search companies by name, CVR, contact or owner; optional region; 25 a page',
      responses: {
        200: { description: 'OK', content: json(AdminCompanyList) },
        ...guarded,
        422: errorResponses[422],
      },
    }),
    requireAdmin,
    input('query', AdminCompanyListQuery),
    async (c) => {
      const { q = '', region = '', page } = c.req.valid('query')
      return c.json(await listCompanies(database(c.env.DB), { q, region, page: Number(page) }))
    },
  )
  .get(
    '/admin/companies/:id',
    describeRoute({
      tags: ['admin'],
      summary: 'One company with its owner, categories and audit entries',
      responses: {
        200: { description: 'OK', content: json(AdminCompanyDetail) },
        ...guarded,
        404: errorResponses[404],
      },
    }),
    requireAdmin,
    input('param', IdParam),
    async (c) => c.json(await companyDetail(database(c.env.DB), c.req.valid('param').id, c.get('locale'))),
  )
  .get(
    '/admin/audit',
    describeRoute({
      tags: ['admin'],
      summary: 'The audit trail (who did what and when), newest first, optionally for one target',
      responses: { 200: { description: 'OK', content: json(AuditList) }, ...guarded },
    }),
    requireAdmin,
    input('query', AuditQuery),
    async (c) => {
      const { targetType = '', targetId = '' } = c.req.valid('query')
      const targets = targetType ? [{ type: targetType, id: targetId || undefined }] : null
      return c.json({ entries: await auditEntries(database(c.env.DB), targets) })
    },
  )
