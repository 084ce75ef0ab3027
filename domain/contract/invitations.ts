import {
  CallbackParam,
  CallbackResult,
  CandidateList,
  ComplaintRequest,
  InvitableJobList,
  InvitationJobParam,
  InviteByEmailRequest,
  InviteRequest,
  InviteResult,
} from '../schemas/invitations'
import { CompanyParam } from '../schemas/params'
import { endpoint } from './endpoint'

/**
 * Inviting companies to one of my jobs (select firm, invite_company_by_email), complaints
 * (complaintsend) and call-back requests. Every call is the session's customer's: another customer's
 * job or contact is a 404.
 */
export const invitationsApi = {
  candidates: endpoint({
    method: 'GET',
    path: '/customer/jobs/:jobId/invitations/candidates',
    tag: 'invitations',
    summary: "Select firm: companies in the job's category (or its parent) nearest the job, with distance",
    description:
      'Whole km between the postcodes, from approximate municipality centres (decision 013). At most 20 companies; each says whether it is invited or already on the job.',
    params: InvitationJobParam,
    response: CandidateList,
    auth: 'customer',
    errors: [401, 403, 404],
  }),
  invitableJobs: endpoint({
    method: 'GET',
    path: '/customer/companies/:companyId/invitable-jobs',
    tag: 'invitations',
    summary:
      "The 'open job' modal (modalopenjob): my open jobs, and whether this company can be invited to each",
    description:
      "Newest first. Each job says `invitable`, `invited`, `onJob` (the company offered uninvited), `limit` (the job has its 3 invitations) or `otherTrade` (none of the company's categories reaches the job). 404 `company_not_found` for an unknown, blocked or deleted company. Inviting is `invite`.",
    params: CompanyParam,
    response: InvitableJobList,
    auth: 'customer',
    errors: [401, 403, 404, 422],
  }),
  invite: endpoint({
    method: 'POST',
    path: '/customer/jobs/:jobId/invitations',
    tag: 'invitations',
    summary: 'Invite a company to my job; it gets an e-mail with a link to the job',
    description:
      'A job takes fewer than 4 invitations, exact under parallel requests: 409 `invitation_limit`. 409 `already_invited` when the company is invited or has offered, `job_not_open` when the job is no longer open; 404 `company_not_found` for an unknown company.',
    params: InvitationJobParam,
    body: InviteRequest,
    response: InviteResult,
    status: 201,
    auth: 'customer',
    errors: [401, 403, 404, 409, 422],
  }),
  inviteByEmail: endpoint({
    method: 'POST',
    path: '/customer/jobs/:jobId/invitations/by-email',
    tag: 'invitations',
    summary: "Invite the company with this e-mail (the company's or its owner's) to my job",
    description:
      '404 `company_email_unknown` when no active company has the address; otherwise as the invite.',
    params: InvitationJobParam,
    body: InviteByEmailRequest,
    response: InviteResult,
    status: 201,
    auth: 'customer',
    errors: [401, 403, 404, 409, 422],
  }),
  complaint: endpoint({
    method: 'POST',
    path: '/customer/complaints',
    tag: 'invitations',
    summary: 'complaintsend: a complaint about a company, for the admin queue',
    description: "Company name, text and the writer's name are required. Throttled per customer (429).",
    body: ComplaintRequest,
    response: null,
    auth: 'customer',
    errors: [401, 403, 422, 429],
  }),
  requestCallback: endpoint({
    method: 'POST',
    path: '/customer/contacts/:contactId/callback',
    tag: 'invitations',
    summary: 'Ask the company on one of my jobs to call me; only it then sees my phone',
    description:
      'On a live or hired contact only (409 otherwise). The company gets an e-mail the first time; asking again answers the first moment and sends nothing. 409 when my profile has no phone.',
    params: CallbackParam,
    response: CallbackResult,
    auth: 'customer',
    errors: [401, 403, 404, 409],
  }),
}
