import * as v from 'valibot'
import { contactLifecycle } from '../lifecycle/contact'
import { transitionOf } from '../lifecycle/define'
import { email } from './auth'
import { CompanyFields } from './company'
import { CustomerJobSummary } from './customer-jobs'
import { PlanIdSchema } from './money'
import { BodyId, NumericIdOr404 } from './params'
import { paragraphText, plainText } from './text'

/**
 * Contracts of the customer's invitations (select firm, invite_company_by_email), complaints
 * (complaintsend) and call-back requests (issue 9). The customer is always the session's user.
 */

export const InvitationJobParam = v.object({ jobId: NumericIdOr404 })
export const CallbackParam = v.object({ contactId: NumericIdOr404 })

/** A company the select-firm modal offers: higher plans first, then nearest, with city and distance from the job. */
export const CandidateCompany = v.object({
  ...v.pick(CompanyFields, ['id', 'name', 'slug', 'city']).entries,
  /** Whole km between the job's and the company's postcodes; null when either has no position. */
  distanceKm: v.nullable(v.number()),
  /** Invited to this job ('Invited deals'). */
  invited: v.boolean(),
  /** On the job without an invitation (it found the job and offered). */
  onJob: v.boolean(),
  /** The company's plan in the job's top category: higher plans are listed first, with their badge. */
  plan: PlanIdSchema,
})
export type CandidateCompany = v.InferOutput<typeof CandidateCompany>

export const CandidateList = v.object({
  jobId: v.number(),
  /** Invitations the job has; a job takes fewer than `invitationsPerJobFewerThan`. */
  invitedCount: v.number(),
  companies: v.array(CandidateCompany),
})
export type CandidateList = v.InferOutput<typeof CandidateList>

export const InviteRequest = v.object({ companyId: BodyId })
export type InviteRequest = v.InferInput<typeof InviteRequest>

export const InviteByEmailRequest = v.object({ email: email('auth:::errors::companyEmailRequired') })
export type InviteByEmailRequest = v.InferInput<typeof InviteByEmailRequest>

/** invite_company_by_email's answer: the invited company and the job's invitations now. */
export const InviteResult = v.object({
  companyId: v.number(),
  companyName: v.string(),
  contactId: v.number(),
  invitedCount: v.number(),
})
export type InviteResult = v.InferOutput<typeof InviteResult>

/**
 * The 'open job' modal on a company's profile: one of my open jobs and whether this company can be
 * invited to it. `invitable`; `invited` (it has my invitation); `onJob` (it found the job and offered);
 * `limit` (the job has its invitations, fewer than `invitationsPerJobFewerThan`); `otherTrade` (none of
 * the company's categories reaches the job's category).
 */
export const invitableJobStates = ['invitable', 'invited', 'onJob', 'limit', 'otherTrade'] as const
export type InvitableJobState = (typeof invitableJobStates)[number]

export const InvitableJob = v.object({
  ...v.pick(CustomerJobSummary, ['id', 'title', 'category', 'createdAt']).entries,
  state: v.picklist(invitableJobStates),
})
export type InvitableJob = v.InferOutput<typeof InvitableJob>

/** My open jobs, newest first, each with what this company's invitation to it would meet. */
export const InvitableJobList = v.object({
  company: v.pick(CompanyFields, ['id', 'name']),
  jobs: v.array(InvitableJob),
})
export type InvitableJobList = v.InferOutput<typeof InvitableJobList>

/** The longest complaint text (characters after cleaning). */
export const maxComplaintLength = 4000

/** Several lines, cleaned like a message; only spaces or zero-width characters count as empty. */
const ComplaintText = paragraphText(maxComplaintLength, 'jobs:::complaint::errors::text')

/** complaintsend: all three required, with the spec's messages. */
export const ComplaintRequest = v.object({
  companyName: plainText(160, 'jobs:::complaint::errors::companyName'),
  text: ComplaintText,
  userName: plainText(120, 'jobs:::complaint::errors::userName'),
})
export type ComplaintRequest = v.InferInput<typeof ComplaintRequest>

/**
 * The contact states a company can be asked to call in: its invitation or offer is live (what the job's
 * end would still close), or it is hired. Read from the lifecycle table, shared by worker and web.
 */
export const callbackContactStates = [
  ...transitionOf(contactLifecycle, 'endWithJob').from,
  transitionOf(contactLifecycle, 'hire').to,
]

/** The call-back request on one contact: when it was asked (the first time; asking again changes nothing). */
export const CallbackResult = v.object({ contactId: v.number(), callbackRequestedAt: v.number() })
export type CallbackResult = v.InferOutput<typeof CallbackResult>
