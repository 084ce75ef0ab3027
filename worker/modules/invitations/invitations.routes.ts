import { Hono } from 'hono'
import { invitationsApi } from '../../../domain/contract/invitations'
import type { AppBindings } from '../../env'
import { me } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { deliverSoon } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { inviteCompanyByEmail } from './company-by-email'
import { inviteCompany } from './invite-company'
import { listCandidates } from './list-candidates'
import { requestCallback } from './request-callback'
import { sendComplaint } from './send-complaint'

/** Inviting companies, complaints and call-back requests. */
export const invitationsRoutes = new Hono<AppBindings>()

route(invitationsRoutes, invitationsApi.candidates, (c, { params }) =>
  listCandidates(database(c.env.DB), me(c).id, params.jobId),
)

route(invitationsRoutes, invitationsApi.invite, async (c, { params, body }) => {
  const result = await inviteCompany(database(c.env.DB), {
    customerId: me(c).id,
    jobId: params.jobId,
    companyId: body.companyId,
    origin: publicOrigin(c),
  })
  deliverSoon(c)
  return result
})

route(invitationsRoutes, invitationsApi.inviteByEmail, async (c, { params, body }) => {
  const result = await inviteCompanyByEmail(database(c.env.DB), {
    customerId: me(c).id,
    jobId: params.jobId,
    email: body.email,
    origin: publicOrigin(c),
  })
  deliverSoon(c)
  return result
})

route(invitationsRoutes, invitationsApi.complaint, async (c, { body }) => {
  await sendComplaint(c, me(c).id, body)
  return undefined
})

route(invitationsRoutes, invitationsApi.requestCallback, async (c, { params }) => {
  const result = await requestCallback(database(c.env.DB), me(c).id, params.contactId, publicOrigin(c))
  deliverSoon(c)
  return result
})
