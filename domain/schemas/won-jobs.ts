import * as v from 'valibot'
import { parseDanishPrice } from '../rules/price-da'
import { ContactJob, ContactState } from './contact'
import { NumericIdOr404 } from './params'
import { cleanParagraphs, isBlank, paragraphText } from './text'

/**
 * Contracts of closing a won job (issue 18): the hired company's 'Afslut opgave' as completed with a
 * price (update_balans_company) or as cancelled / refused to work (refused_to_work) with the spec's
 * Close-job choices, 'Fortryd' while the cancellation waits (delete_cancel_message), the cancel message
 * (show_cancel_message), and the administrator's queue of pending cancellations.
 */

export const WonContactParam = v.object({ contactId: NumericIdOr404 })

/** The first radio option of the close dialog: 2 = completed with a price, else cancelled / refused. */
export const closeOutcomes = ['completed', 'cancelled'] as const
export type CloseOutcome = (typeof closeOutcomes)[number]

/** optionselect: why the job was not done. */
export const cancelReasons = [
  'customer_cancelled',
  'customer_unreachable',
  'company_refused',
  'other',
] as const
/** optionnewone (in contact with the customer?) and optionnewtwo (any work done?). */
export const yesNo = ['yes', 'no'] as const

/** The longest reason text (characters after cleaning). */
export const maxCloseReasonLength = 2000

const priceRequired = 'wonjobs:::errors::priceRequired'
/** The spec's one alert for a gap in the cancellation (the summary; each field says its own). */
export const fillAll = 'wonjobs:::errors::fillAll'

/** A choice that must be made: absent or empty gives the choice's own message. */
const choice = <const T extends readonly string[]>(options: T, message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.picklist(options, message))

/** update_balans_company: the price as the company typed it (`12.500,50`), read into øre. */
export const CompleteRequest = v.object({
  price: v.pipe(
    v.optional(v.string(priceRequired), ''),
    v.transform((s) => s.trim()),
    v.check((s) => s !== '', priceRequired),
    v.check((s) => parseDanishPrice(s) !== null, 'wonjobs:::errors::priceInvalid'),
    v.transform((s) => parseDanishPrice(s) ?? 0),
  ),
})
export type CompleteRequest = v.InferInput<typeof CompleteRequest>

/**
 * refused_to_work: every field required. Each gap says what that field needs ('Skriv en begrundelse.');
 * the form's summary and the API's 422 message say the spec's one alert ('Please fill out all fields
 * before submitting', the contract's `invalidMessage`), once.
 */
export const CancelRequest = v.object({
  // A missing field reads as empty, so it gets its own text too.
  optionSelect: choice(cancelReasons, 'wonjobs:::errors::reasonRequired'),
  optionNewOne: choice(yesNo, 'wonjobs:::errors::yesNoRequired'),
  optionNewTwo: choice(yesNo, 'wonjobs:::errors::yesNoRequired'),
  text: v.pipe(
    v.optional(v.string('wonjobs:::errors::textRequired'), ''),
    v.transform(cleanParagraphs),
    v.check((s) => !isBlank(s), 'wonjobs:::errors::textRequired'),
    v.maxLength(maxCloseReasonLength, 'common:::errors::tooLong'),
  ),
})
export type CancelRequest = v.InferInput<typeof CancelRequest>

/** The company's cancel message and the Close-job choices it gave. */
export const CancelMessage = v.object({
  optionSelect: v.picklist(cancelReasons),
  optionNewOne: v.picklist(yesNo),
  optionNewTwo: v.picklist(yesNo),
  text: v.string(),
})

/** The newest closing of the contact: a completion's price, or a cancellation and its decision. */
export const Closing = v.object({
  kind: v.picklist(closeOutcomes),
  priceOre: v.nullable(v.number()),
  message: v.nullable(CancelMessage),
  createdAt: v.number(),
  decision: v.nullable(v.picklist(['approved', 'rejected'])),
  decidedAt: v.nullable(v.number()),
  rejectReason: v.nullable(v.string()),
})
export type Closing = v.InferOutput<typeof Closing>

/** show_cancel_message and the contact's closing status, for the hired company. */
export const WonClosing = v.object({
  ...ContactJob.entries,
  state: ContactState,
  /** What the company may do now (allowedActions of the contact table): the buttons to show. */
  actions: v.array(v.string()),
  closing: v.nullable(Closing),
})
export type WonClosing = v.InferOutput<typeof WonClosing>

/** The administrator's queue: one pending cancellation with its job, both parties and the thread. */
export const PendingCancellation = v.object({
  contactId: v.number(),
  job: v.object({ id: v.number(), title: v.string(), city: v.string() }),
  company: v.object({ id: v.number(), name: v.string() }),
  customer: v.object({ id: v.number(), name: v.string() }),
  priceOre: v.nullable(v.number()),
  message: CancelMessage,
  requestedAt: v.number(),
  /** The newest messages of the contact's thread, oldest first. */
  messages: v.array(
    v.object({
      sender: v.picklist(['customer', 'company', 'system']),
      body: v.string(),
      createdAt: v.number(),
    }),
  ),
})
export type PendingCancellation = v.InferOutput<typeof PendingCancellation>

export const PendingCancellationList = v.object({ items: v.array(PendingCancellation), count: v.number() })
export type PendingCancellationList = v.InferOutput<typeof PendingCancellationList>

export const RejectCancellationRequest = v.object({
  reason: paragraphText(maxCloseReasonLength, 'wonjobs:::errors::rejectReason'),
})
export type RejectCancellationRequest = v.InferInput<typeof RejectCancellationRequest>

export const ClosingResult = v.object({ contactId: v.number(), state: ContactState })
export type ClosingResult = v.InferOutput<typeof ClosingResult>
