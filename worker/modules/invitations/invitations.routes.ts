import { type Context, Hono } from 'hono'
import { invitationsApi } from '../../../domain/contract/invitations'
import type { AppBindings } from '../../env'
import { me } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { thenDeliver } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { route } from '../../lib/route'
import { inviteCompanyByEmail } from './company-by-email'
import { listInvitableJobs } from './invitable-jobs'
import { inviteCompany } from './invite-company'
import { listCandidates } from './list-candidates'
import { requestCallback } from './request-callback'
import { sendComplaint } from './send-complaint'

/** Inviting companies, complaints and call-back requests. */
export const invitationsRoutes = new Hono<AppBindings>()

route(invitationsRoutes, invitationsApi.candidates, (c, { params }) =>
  listCandidates(database(c.env.DB), me(c).id, params.jobId),
)

route(invitationsRoutes, invitationsApi.invitableJobs, (c, { params }) =>
  listInvitableJobs(database(c.env.DB), me(c).id, params.companyId, c.get('locale')),
)

/** Who invites to which job, and the origin the invitation's links use; the company is each route's own. */
const inviter = (c: Context<AppBindings>, jobId: number) => ({
  customerId: me(c).id,
  jobId,
  origin: publicOrigin(c),
})

route(invitationsRoutes, invitationsApi.invite, (c, { params, body }) =>
  thenDeliver(
    c,
    inviteCompany(database(c.env.DB), { ...inviter(c, params.jobId), companyId: body.companyId }),
  ),
)

route(invitationsRoutes, invitationsApi.inviteByEmail, (c, { params, body }) =>
  thenDeliver(
    c,
    inviteCompanyByEmail(database(c.env.DB), { ...inviter(c, params.jobId), email: body.email }),
  ),
)

route(invitationsRoutes, invitationsApi.complaint, async (c, { body }) => {
  await sendComplaint(c, me(c).id, body)
  return undefined
})

route(invitationsRoutes, invitationsApi.requestCallback, (c, { params }) =>
  thenDeliver(c, requestCallback(database(c.env.DB), me(c).id, params.contactId, publicOrigin(c))),
)
