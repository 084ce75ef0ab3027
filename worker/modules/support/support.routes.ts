import { Hono } from 'hono'
import { adminSupportApi, supportApi } from '../../../domain/contract/support'
import type { AppBindings } from '../../env'
import { me, myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { deliverSoon } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { replyToCase, setCaseStatus, supportQueue } from './admin-support'
import { caseThread, createCase, listCases, sendCompanyMessage, setTicketStatus } from './company-cases'
import { complaintQueue, replyToComplaint, setComplaintStatus } from './complaints'

/** Support (`/hjaelp/firma`) for companies, and the staff's support and complaints queues (`/admin`). */
export const supportRoutes = new Hono<AppBindings>()

const caller = (c: Parameters<typeof me>[0]) => ({ companyId: myCompanyId(c), userId: me(c).id })

route(supportRoutes, supportApi.list, (c) => listCases(database(c.env.DB), myCompanyId(c)))

route(supportRoutes, supportApi.create, (c, { body }) => createCase(c, database(c.env.DB), caller(c), body))

route(supportRoutes, supportApi.thread, (c, { params }) =>
  caseThread(database(c.env.DB), myCompanyId(c), params.caseId),
)

route(supportRoutes, supportApi.send, (c, { params, body }) =>
  sendCompanyMessage(c, database(c.env.DB), caller(c), params.caseId, body.message),
)

route(supportRoutes, supportApi.status, (c, { params, body }) =>
  setTicketStatus(database(c.env.DB), caller(c), params.caseId, body),
)

route(supportRoutes, adminSupportApi.cases, (c, { query }) => supportQueue(database(c.env.DB), query.status))

route(supportRoutes, adminSupportApi.reply, async (c, { params, body }) => {
  const result = await replyToCase(database(c.env.DB), me(c).id, params.caseId, body.message, publicOrigin(c))
  deliverSoon(c)
  return result
})

route(supportRoutes, adminSupportApi.status, (c, { params, body }) =>
  setCaseStatus(database(c.env.DB), me(c).id, params.caseId, body.status),
)

route(supportRoutes, adminSupportApi.complaints, (c, { query }) =>
  complaintQueue(database(c.env.DB), query.status),
)

route(supportRoutes, adminSupportApi.complaintReply, async (c, { params, body }) => {
  const result = await replyToComplaint(
    database(c.env.DB),
    me(c).id,
    params.complaintId,
    body.message,
    publicOrigin(c),
  )
  deliverSoon(c)
  return result
})

route(supportRoutes, adminSupportApi.complaintStatus, (c, { params, body }) =>
  setComplaintStatus(database(c.env.DB), me(c).id, params.complaintId, body.status),
)
