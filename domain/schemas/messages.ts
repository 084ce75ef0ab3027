import * as v from 'valibot'
import { ContactJob, ContactState } from './contact'
import { PositiveIdOr404 } from './params'
import { paragraphText } from './text'

/**
 * Contracts of the message thread on a contact (issue 9, spec `new_message`, `message_modal`): one
 * thread model for both sides. The caller's side comes from the session, never from the body.
 */

/** The longest message (characters after cleaning): a few paragraphs, never a document. */
export const maxMessageLength = 2000

/** 'Dette felt må ikke være tomt.': the spec's text for an empty custom 'nej tak' (and any message). */
export const emptyMessageKey = 'messages:::errors::empty'

/** Several lines of text, non-empty once cleaned (only spaces or zero-width characters is empty). */
export const MessageText = paragraphText(maxMessageLength, emptyMessageKey)

export const MessageSender = v.picklist(['customer', 'company', 'system'])
export const MessageKind = v.picklist(['message', 'decline', 'reply'])

export const ThreadParams = v.object({ contactId: PositiveIdOr404 })

export const ThreadMessage = v.object({
  id: v.number(),
  sender: MessageSender,
  /** Written by the caller's side (a decline the system sent for the customer counts as the customer's). */
  mine: v.boolean(),
  kind: MessageKind,
  body: v.string(),
  /** Unix seconds. */
  createdAt: v.number(),
  /** When the other side opened the thread; null = not read yet. */
  readAt: v.nullable(v.number()),
})
export type ThreadMessage = v.InferOutput<typeof ThreadMessage>

// GET /api/contacts/:contactId/messages
export const MessageThread = v.object({
  ...ContactJob.entries,
  viewer: v.picklist(['customer', 'company']),
  /** The company's name for the customer; null for the company (the customer stays unnamed until hired). */
  counterpart: v.nullable(v.string()),
  state: ContactState,
  /** The caller may send a message now (live or hired; the company's one reply to a decline). */
  canWrite: v.boolean(),
  /** The company's next message is its one reply to the decline (answered 'replay'). */
  replyOnly: v.boolean(),
  /** The customer said no to this offer themselves (the decline control stays disabled, saying so). */
  declined: v.boolean(),
  /** Oldest first: the newest is last. */
  messages: v.array(ThreadMessage),
})
export type MessageThread = v.InferOutput<typeof MessageThread>

/**
 * POST /api/contacts/:contactId/messages (spec `new_message`: `msg`, `option`). `option: 'decline'` is
 * the customer's 'nej tak' (the preset 'Tak, men nej tak.' or their own text): the offer is declined
 * and the text sent in one step.
 */
export const NewMessageRequest = v.object({
  msg: MessageText,
  option: v.optional(v.picklist(['decline'])),
})
export type NewMessageRequest = v.InferInput<typeof NewMessageRequest>

export const NewMessageResponse = v.object({
  /** The spec's answer: 'replay' when the company's message was its reply to a decline. */
  response: v.picklist(['success', 'replay']),
  message: ThreadMessage,
})
export type NewMessageResponse = v.InferOutput<typeof NewMessageResponse>

/** The header's dropdown shows this many threads (spec: the message list dropdown). */
export const inboxPreviewSize = 5
/** The messages page shows at most this many threads, newest first. */
export const inboxMaxSize = 100
/** The header's unread badge asks again this often while the tab is visible (docs/decisions, unread badge). */
export const inboxPollMs = 30_000

// GET /api/messages?limit=5
export const InboxQuery = v.object({
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/), v.transform(Number), v.maxValue(inboxMaxSize)),
  ),
})

export const InboxThread = v.object({
  ...ContactJob.entries,
  /** The company's name for the customer; the customer's name for the company only once hired (decision 012). */
  counterpart: v.nullable(v.string()),
  state: ContactState,
  /** The offer's price in øre, when the company has made one. */
  priceOre: v.nullable(v.number()),
  /** The offer's appointment (unix seconds), when it has one. */
  appointmentAt: v.nullable(v.number()),
  offeredAt: v.nullable(v.number()),
  /** Messages to me on this thread I have not opened. */
  unread: v.number(),
  last: v.object({ body: v.string(), mine: v.boolean(), sender: MessageSender, createdAt: v.number() }),
})
export type InboxThread = v.InferOutput<typeof InboxThread>

export const Inbox = v.object({
  viewer: v.picklist(['customer', 'company']),
  /** All my unread messages (the badge), not only those of the threads listed. */
  unread: v.number(),
  /** Newest message first. */
  threads: v.array(InboxThread),
})
export type Inbox = v.InferOutput<typeof Inbox>
