import { Hono } from 'hono'
import { adminSupportApi, supportApi } from '../../../domain/contract/support'
import type { AppBindings } from '../../env'
import { companyCaller, me, myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { thenDeliver } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { replyToCase, setCaseStatus, supportQueue } from './admin-support'
import { caseThread, createCase, listCases, sendCompanyMessage, setTicketStatus } from './company-cases'
import { complaintQueue, replyToComplaint, setComplaintStatus } from './complaints'

/** Support (`/hjaelp/firma`) for companies, and the staff's support and complaints queues (`/admin`). */
export const supportRoutes = new Hono<AppBindings>()

route(supportRoutes, supportApi.list, (c) => listCases(database(c.env.DB), myCompanyId(c)))

route(supportRoutes, supportApi.create, (c, { body }) =>
  createCase(c, database(c.env.DB), companyCaller(c), body),
)

route(supportRoutes, supportApi.thread, (c, { params }) =>
  caseThread(database(c.env.DB), myCompanyId(c), params.caseId),
)

route(supportRoutes, supportApi.send, (c, { params, body }) =>
  sendCompanyMessage(c, database(c.env.DB), companyCaller(c), params.caseId, body.message),
)

route(supportRoutes, supportApi.status, (c, { params, body }) =>
  setTicketStatus(database(c.env.DB), companyCaller(c), params.caseId, body),
)

route(supportRoutes, adminSupportApi.cases, (c, { query }) => supportQueue(database(c.env.DB), query.status))

route(supportRoutes, adminSupportApi.reply, (c, { params, body }) =>
  thenDeliver(c, replyToCase(database(c.env.DB), me(c).id, params.caseId, body.message, publicOrigin(c))),
)

route(supportRoutes, adminSupportApi.status, (c, { params, body }) =>
  setCaseStatus(database(c.env.DB), me(c).id, params.caseId, body.status),
)

route(supportRoutes, adminSupportApi.complaints, (c, { query }) =>
  complaintQueue(database(c.env.DB), query.status),
)

route(supportRoutes, adminSupportApi.complaintReply, (c, { params, body }) =>
  thenDeliver(
    c,
    replyToComplaint(database(c.env.DB), me(c).id, params.complaintId, body.message, publicOrigin(c)),
  ),
)

route(supportRoutes, adminSupportApi.complaintStatus, (c, { params, body }) =>
  setComplaintStatus(database(c.env.DB), me(c).id, params.complaintId, body.status),
)
