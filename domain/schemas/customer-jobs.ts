import * as v from 'valibot'
import { CompanyFields } from './company'
import { ContactState } from './contact'
import { JobStatus, jobTimings } from './jobs'
import { PlanIdSchema } from './money'
import { OfferFields } from './offer'
import { NumericIdOr404 } from './params'

export const JobIdParam = v.object({ jobId: NumericIdOr404 })

/** The company on a contact. Phone and mobile only once it has given an offer (privacy rule). */
export const ContactCompany = v.object({
  ...v.pick(CompanyFields, ['id', 'name', 'slug', 'cvr', 'city', 'phone', 'mobile']).entries,
  /** The company's plan in the job's category (its badge; higher plans are listed first). */
  plan: v.optional(PlanIdSchema),
})

/** One company on one of my jobs: an invitation, an offer or the hire. */
export const CustomerContact = v.object({
  id: v.number(),
  state: ContactState,
  company: ContactCompany,
  invitedAt: v.nullable(v.number()),
  ...OfferFields.entries,
  /** When a live offer lapses (can no longer be accepted). */
  expiresAt: v.nullable(v.number()),
  callbackRequestedAt: v.nullable(v.number()),
  /** Messages from the company I have not read. */
  unread: v.number(),
})
export type CustomerContact = v.InferOutput<typeof CustomerContact>

/** One of my jobs in the list (`/bruger/opgaver`). */
export const CustomerJobSummary = v.object({
  id: v.number(),
  title: v.string(),
  status: JobStatus,
  category: v.string(),
  zip: v.string(),
  city: v.string(),
  createdAt: v.number(),
  /** Offers received (every contact that has an offer, whatever became of it). */
  offers: v.number(),
  unread: v.number(),
  hiredContactId: v.nullable(v.number()),
  /** The companies on the job, invited or offering. */
  companies: v.array(v.object({ contactId: v.number(), name: v.string(), state: ContactState })),
})
export type CustomerJobSummary = v.InferOutput<typeof CustomerJobSummary>

export const CustomerJobList = v.object({ jobs: v.array(CustomerJobSummary) })
export type CustomerJobList = v.InferOutput<typeof CustomerJobList>

/** An answered category question: the question and the chosen option labels (or the typed value). */
export const JobAnswer = v.object({ question: v.string(), answer: v.string() })

/** One of my jobs with its questions answered and every company on it (`/bruger/opgave/{job_id}`). */
export const CustomerJobDetail = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  status: JobStatus,
  category: v.string(),
  categorySlug: v.string(),
  zip: v.string(),
  city: v.string(),
  timing: v.picklist(jobTimings),
  timingDate: v.nullable(v.number()),
  car: v.nullable(v.object({ make: v.string(), model: v.string(), year: v.nullable(v.number()) })),
  createdAt: v.number(),
  closedAt: v.nullable(v.number()),
  hiredContactId: v.nullable(v.number()),
  answers: v.array(JobAnswer),
  contacts: v.array(CustomerContact),
})
export type CustomerJobDetail = v.InferOutput<typeof CustomerJobDetail>

/** changejobstatus: the contact (company offer) the customer hires. */
export const ChooseSupplierRequest = v.object({
  contactId: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, 'common:::errors::not_found'),
    v.maxValue(Number.MAX_SAFE_INTEGER, 'common:::errors::not_found'),
  ),
})
export type ChooseSupplierRequest = v.InferOutput<typeof ChooseSupplierRequest>

export const ChooseSupplierResult = v.object({ jobId: v.number(), contactId: v.number() })

/** What a close or cancel leaves the job in. */
export const JobStatusResult = v.object({ jobId: v.number(), status: JobStatus })
