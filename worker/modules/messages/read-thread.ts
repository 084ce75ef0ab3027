import { desc, eq } from 'drizzle-orm'
import type { MessageThread, ThreadMessage } from '../../../domain/schemas/messages'
import { messages } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import type { SessionUser } from '../../lib/session'
import { customerContactData } from '../company-jobs/contact-privacy'
import { threadContact } from './thread-contact'
import { markRead, type Side, sendersOf } from './unread'
import { nextMessageKind } from './write-rule'

/** A thread holds at most this many messages on screen (the newest); a real chat stays far below. */
const maxMessages = 500

export const toThreadMessage = (side: Side, row: typeof messages.$inferSelect): ThreadMessage => ({
  id: row.id,
  sender: row.sender,
  mine: (sendersOf[side] as readonly string[]).includes(row.sender),
  kind: row.kind,
  body: row.body,
  createdAt: row.createdAt,
  readAt: row.readAt,
})

/**
 * A contact's thread for its customer or its company, oldest first. Opening it marks what the other side
 * wrote as read (in the same batch as the read, so the answer already shows them read).
 */
export async function readThread(
  db: Database,
  user: Pick<SessionUser, 'id' | 'companyId'>,
  contactId: number,
): Promise<MessageThread> {
  const contact = await threadContact(db, user, contactId)
  const [, rows] = await db.batch([
    markRead(db, contact.side, contact.id, clock.now()),
    db
      .select()
      .from(messages)
      .where(eq(messages.contactId, contact.id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(maxMessages),
  ])
  const newestLast = rows.reverse()
  const hasDecline = newestLast.some((m) => m.kind === 'decline')
  const hasReply = newestLast.some((m) => m.kind === 'reply')
  const next = nextMessageKind(
    contact.side,
    contact.state,
    { hasDecline, hasReply },
    contact.companyInMarket,
    contact.customerInMarket,
  )
  return {
    contactId: contact.id,
    jobId: contact.jobId,
    jobTitle: contact.jobTitle,
    viewer: contact.side,
    // The company sees who it talks to once the customer has hired it, as on the job and in the inbox.
    counterpart:
      contact.side === 'customer'
        ? contact.companyName
        : customerContactData(
            { name: contact.customerName, email: null, phone: null },
            { hired: contact.hiredContactId === contact.id, callbackRequested: false },
          ).name,
    state: contact.state,
    canWrite: next !== null,
    replyOnly: next === 'reply',
    // The customer's own 'nej tak', not an offer that ended with the job (a system note, no decline).
    declined: contact.state === 'declined' && hasDecline,
    messages: newestLast.map((row) => toThreadMessage(contact.side, row)),
  }
}
