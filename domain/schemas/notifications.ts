import * as v from 'valibot'

/**
 * Contracts of the company's notifications (issue 10): a new matching job, a new message, an
 * invitation, a hire, a declined offer and an offer about to expire; later a cancellation's decision, a
 * support answer, a hired job the customer closed and a new review. Each is unread until the company
 * marks it read; the page polls for new ones and shows them as toasts.
 */
export const notificationTypes = [
  'agent_match',
  'new_message',
  'invited',
  'hired',
  'declined',
  'offer_expiring',
  'cancel_approved',
  'cancel_rejected',
  'support_reply',
  /** The customer closed a job the company was hired on as done (lukopgave). */
  'job_closed',
  /** A customer reviewed the company (it may reply under the review). */
  'new_review',
  /** A customer ordered from the company's price list: the company is hired at the listed price. */
  'ordered',
] as const
export const NotificationType = v.picklist(notificationTypes)
export type NotificationType = v.InferOutput<typeof NotificationType>

/** How often an open page asks for new notifications (ms). */
export const notificationPollMs = 30_000

export const Notification = v.object({
  id: v.number(),
  type: NotificationType,
  jobId: v.nullable(v.number()),
  note: v.string(),
  read: v.boolean(),
  createdAt: v.number(),
})
export type Notification = v.InferOutput<typeof Notification>

// GET /api/company/notifications?after=
export const NotificationQuery = v.object({
  /** Only notifications newer than this id (the poll); absent: the newest page. */
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))),
})

export const NotificationList = v.object({ items: v.array(Notification), unread: v.number() })
export type NotificationList = v.InferOutput<typeof NotificationList>

export const MarkReadRequest = v.object({
  /** These ids; absent: every notification of mine. */
  ids: v.optional(
    v.pipe(v.array(v.pipe(v.number(), v.integer(), v.maxValue(Number.MAX_SAFE_INTEGER))), v.maxLength(100)),
  ),
})

export const UnreadCount = v.object({ unread: v.number() })

export const NotificationSettings = v.object({
  email: v.boolean(),
  /** notifications_phone: SMS to the company's mobile. */
  sms: v.boolean(),
})
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>
