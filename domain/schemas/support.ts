import * as v from 'valibot'
import { supportCaseLifecycle } from '../lifecycle/support-case'
import { MessageText } from './messages'
import { NumericIdOr404 } from './params'
import { plainText } from './text'

/**
 * Contracts of support (issue 18, spec `/hjaelp/firma`, send_support_message, modal_support_messages,
 * sendtiketstatus) and the administrator's complaints queue. A company sees only its own cases; the
 * administrator sees all, with counts per status.
 */

/** The subject `?title=` prefills (the spec's text, translated in da-DK). */
export const pricelistSubjectKey = 'support:::form::pricelistSubject'

export const SupportCaseStatus = v.picklist(supportCaseLifecycle.states)
export type SupportCaseStatus = v.InferOutput<typeof SupportCaseStatus>

export const SupportCaseParam = v.object({ caseId: NumericIdOr404 })
export const ComplaintParam = v.object({ complaintId: NumericIdOr404 })

/** A support message: 'Dette felt må ikke være tomt.' when empty (the thread's own message text). */
export const SupportMessageText = MessageText

export const CreateSupportCaseRequest = v.object({
  subject: plainText(160, 'support:::errors::subject'),
  message: SupportMessageText,
})
export type CreateSupportCaseRequest = v.InferInput<typeof CreateSupportCaseRequest>

export const SupportMessageRequest = v.object({ message: SupportMessageText })
export type SupportMessageRequest = v.InferInput<typeof SupportMessageRequest>

/** sendtiketstatus: the company closes or reopens its case, with a non-empty note (kept in the thread). */
export const TicketStatusRequest = v.object({
  status: v.picklist(['open', 'closed'], 'common:::errors::invalidField'),
  text: SupportMessageText,
})
export type TicketStatusRequest = v.InferInput<typeof TicketStatusRequest>

/** The administrator's status for a case or a complaint. */
export const AdminStatusRequest = v.object({
  status: v.picklist(['open', 'closed'], 'common:::errors::invalidField'),
})
export type AdminStatusRequest = v.InferInput<typeof AdminStatusRequest>

export const SupportMessage = v.object({
  id: v.number(),
  author: v.picklist(['company', 'admin']),
  body: v.string(),
  createdAt: v.number(),
})
export type SupportMessage = v.InferOutput<typeof SupportMessage>

export const SupportCaseSummary = v.object({
  id: v.number(),
  subject: v.string(),
  status: SupportCaseStatus,
  createdAt: v.number(),
  updatedAt: v.number(),
  messageCount: v.number(),
  /** Who wrote last: an administrator's answer the company has to read, or the company's own. */
  lastAuthor: v.nullable(v.picklist(['company', 'admin'])),
})
export type SupportCaseSummary = v.InferOutput<typeof SupportCaseSummary>

export const SupportCaseList = v.object({ items: v.array(SupportCaseSummary) })
export type SupportCaseList = v.InferOutput<typeof SupportCaseList>

/** modal_support_messages: one case with its thread and what the caller may do with it now. */
export const SupportCaseThread = v.object({
  case: SupportCaseSummary,
  messages: v.array(SupportMessage),
  /** The lifecycle's allowed actions for the caller (e.g. close, reopen). */
  actions: v.array(v.string()),
})
export type SupportCaseThread = v.InferOutput<typeof SupportCaseThread>

const Counts = v.object({ open: v.number(), answered: v.number(), closed: v.number() })

export const AdminQueueQuery = v.object({
  status: v.optional(v.picklist(['open', 'answered', 'closed'], 'common:::errors::invalidField'), 'open'),
})
export type AdminQueueQuery = v.InferInput<typeof AdminQueueQuery>

export const AdminSupportCase = v.object({
  ...SupportCaseSummary.entries,
  company: v.object({ id: v.number(), name: v.string() }),
  messages: v.array(SupportMessage),
})
export type AdminSupportCase = v.InferOutput<typeof AdminSupportCase>

export const AdminSupportQueue = v.object({ items: v.array(AdminSupportCase), counts: Counts })
export type AdminSupportQueue = v.InferOutput<typeof AdminSupportQueue>

export const ComplaintStatus = v.picklist(['open', 'answered', 'closed'])

/** A customer's complaint as the administrator sees it: what was written, by whom, and the replies. */
export const AdminComplaint = v.object({
  id: v.number(),
  status: ComplaintStatus,
  companyName: v.string(),
  /** The company with that exact name, when there is one (the form takes a name, not a choice). */
  company: v.nullable(v.object({ id: v.number(), name: v.string() })),
  text: v.string(),
  userName: v.string(),
  customer: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.nullable(v.string()) })),
  /** The customer's newest job with that company (contact), when there is one: what it is probably about. */
  job: v.nullable(v.object({ id: v.number(), title: v.string() })),
  createdAt: v.number(),
  replies: v.array(v.object({ id: v.number(), body: v.string(), createdAt: v.number() })),
})
export type AdminComplaint = v.InferOutput<typeof AdminComplaint>

export const AdminComplaintQueue = v.object({ items: v.array(AdminComplaint), counts: Counts })
export type AdminComplaintQueue = v.InferOutput<typeof AdminComplaintQueue>

export const AdminDone = v.object({ id: v.number(), status: v.string() })
