import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm'
import { type Inbox, inboxMaxSize } from '../../../domain/schemas/messages'
import { companies, contacts, jobs, messages } from '../../db/schema'
import { contactsWithCustomer, jobCustomer } from '../../lib/contact-parties'
import type { Database } from '../../lib/db'
import type { SessionUser } from '../../lib/session'
import { customerContactData } from '../company-jobs/contact-privacy'
import { toThreadMessage } from './read-thread'
import { type Side, unreadBy, unreadCounts } from './unread'

/**
 * My threads (contacts with at least one message), newest message first, and the count of every unread
 * message to me (the header badge). A company user reads as its company, anyone else as a customer: the
 * contacts are scoped by that side alone, so another company's or customer's threads never show up.
 */
export async function listInbox(
  db: Database,
  user: Pick<SessionUser, 'id' | 'companyId'>,
  limit = inboxMaxSize,
): Promise<Inbox> {
  const side: Side = user.companyId === null ? 'customer' : 'company'
  const mine =
    user.companyId === null ? eq(contacts.customerId, user.id) : eq(contacts.companyId, user.companyId)

  const lastId = max(messages.id)
  const [latest, [total]] = await db.batch([
    db
      .select({ contactId: messages.contactId, lastId })
      .from(messages)
      .innerJoin(contacts, eq(contacts.id, messages.contactId))
      .where(mine)
      .groupBy(messages.contactId)
      .orderBy(desc(lastId))
      .limit(limit),
    db
      .select({ n: count() })
      .from(messages)
      .innerJoin(contacts, eq(contacts.id, messages.contactId))
      .where(and(mine, unreadBy(side))),
  ])
  const contactIds = latest.map((r) => r.contactId)
  if (contactIds.length === 0) return { viewer: side, unread: total?.n ?? 0, threads: [] }

  const lastIds = latest.map((r) => r.lastId).filter((id): id is number => id !== null)
  const [rows, lasts] = await db.batch([
    contactsWithCustomer(db, {
      id: contacts.id,
      jobId: contacts.jobId,
      state: contacts.state,
      priceOre: contacts.priceOre,
      appointmentAt: contacts.appointmentAt,
      offeredAt: contacts.offeredAt,
      callbackRequestedAt: contacts.callbackRequestedAt,
      jobTitle: jobs.title,
      hiredContactId: jobs.hiredContactId,
      // Aliased: both columns are `name`. D1 answers a batch with rows as objects, so one `name` would
      // overwrite the other and drizzle, reading the values by position, would shift every later field.
      companyName: sql<string>`${companies.name}`.as('company_name'),
      customerName: sql<string>`${jobCustomer.name}`.as('customer_name'),
    }).where(and(inArray(contacts.id, contactIds), mine)),
    db.select().from(messages).where(inArray(messages.id, lastIds)),
  ])
  const unread = await unreadCounts(db, side, contactIds)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const lastByContact = new Map(lasts.map((m) => [m.contactId, m]))

  const threads = contactIds.flatMap((contactId) => {
    const row = byId.get(contactId)
    const last = lastByContact.get(contactId)
    if (!row || !last) return []
    const message = toThreadMessage(side, last)
    return [
      {
        contactId,
        jobId: row.jobId,
        jobTitle: row.jobTitle,
        counterpart:
          side === 'customer'
            ? row.companyName
            : customerContactData(
                { name: row.customerName, email: null, phone: null },
                { hired: row.hiredContactId === row.id, callbackRequested: row.callbackRequestedAt !== null },
              ).name,
        state: row.state,
        priceOre: row.priceOre,
        appointmentAt: row.appointmentAt,
        offeredAt: row.offeredAt,
        unread: unread[contactId] ?? 0,
        last: {
          body: message.body,
          mine: message.mine,
          sender: message.sender,
          createdAt: message.createdAt,
        },
      },
    ]
  })
  return { viewer: side, unread: total?.n ?? 0, threads }
}
