import { Hono } from 'hono'
import { adminApi } from '../../../domain/contract/admin'
import { moneyApi } from '../../../domain/contract/money'
import type { AppBindings } from '../../env'
import { me } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { transitionHistory } from '../../lib/lifecycle-history'
import { route } from '../../lib/route'
import { adjustBalance } from './adjust-balance'
import { auditEntries } from './audit-entries'
import { companyDetail } from './company-detail'
import { companyLedger } from './company-ledger'
import { listCompanies } from './list-companies'
import { listUsers } from './list-users'
import { setBlocked } from './set-blocked'
import { userDetail } from './user-detail'

/** The admin start (`/admin`): users and companies, block/unblock, the audit trail. Admins only. */
export const adminRoutes = new Hono<AppBindings>()

route(adminRoutes, adminApi.users, (c, { query }) => listUsers(database(c.env.DB), query))

route(adminRoutes, adminApi.history, (c, { params }) =>
  transitionHistory(database(c.env.DB), params.lifecycle, params.id),
)

route(adminRoutes, adminApi.user, (c, { params }) => userDetail(database(c.env.DB), params.id))

route(adminRoutes, adminApi.block, (c, { params }) =>
  setBlocked(database(c.env.DB), me(c).id, params.id, true),
)

route(adminRoutes, adminApi.unblock, (c, { params }) =>
  setBlocked(database(c.env.DB), me(c).id, params.id, false),
)

route(adminRoutes, adminApi.companies, (c, { query }) => listCompanies(database(c.env.DB), query))

route(adminRoutes, adminApi.company, (c, { params }) =>
  companyDetail(database(c.env.DB), params.id, c.get('locale')),
)

route(adminRoutes, adminApi.audit, async (c, { query }) => ({
  entries: await auditEntries(
    database(c.env.DB),
    query.targetType ? [{ type: query.targetType, id: query.targetId || undefined }] : null,
  ),
}))

route(adminRoutes, moneyApi.adminLedger, (c, { params, query }) =>
  companyLedger(database(c.env.DB), params.companyId, query, c.get('locale')),
)

route(adminRoutes, moneyApi.adminAdjust, (c, { params, body }) =>
  adjustBalance(database(c.env.DB), me(c).id, params.companyId, body, c.get('locale')),
)
