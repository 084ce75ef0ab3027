import { and, count, eq, getTableName, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { contacts, messages } from '../../db/schema'
import type { Database } from '../../lib/db'

/** A side of a contact: its customer or its company. */
export type Side = 'customer' | 'company'

/**
 * Whose messages a side reads: the other side's. The system writes only for the customer (the polite
 * decline when another company is hired), so its messages are the customer's side, read by the company.
 */
export const sendersTo = {
  customer: ['company'],
  company: ['customer', 'system'],
} as const satisfies Record<Side, readonly (typeof messages.$inferSelect.sender)[]>

/** The senders of a side's own messages. */
export const sendersOf = {
  customer: ['customer', 'system'],
  company: ['company'],
} as const satisfies Record<Side, readonly (typeof messages.$inferSelect.sender)[]>

/** Messages to `side` on the contact that nobody on that side has opened yet. */
export const unreadBy = (side: Side) =>
  and(inArray(messages.sender, [...sendersTo[side]]), isNull(messages.readAt))

/**
 * The unread count of one contact as a column of a list query (H2's jobs list, H4's company jobs),
 * correlated on `contactId` (default `"contacts"."id"`; pass your own for an aliased contacts table).
 * The caller's query already scopes the contacts. Every name is qualified: in a select list drizzle
 * writes columns bare, and a bare `id` inside the subquery would mean the message's id.
 *
 *   db.select({ id: contacts.id, unread: unreadCountSql('customer') }).from(contacts).where(…)
 */
export function unreadCountSql(
  side: Side,
  contactId: SQL = sql`${sql.identifier(getTableName(contacts))}.${sql.identifier('id')}`,
): SQL<number> {
  const senders = sql.join(
    sendersTo[side].map((s) => sql`${s}`),
    sql`, `,
  )
  const m = sql.identifier('unread_messages')
  return sql<number>`(select count(*) from ${messages} ${m} where ${m}.${sql.identifier('contact_id')} = ${contactId} and ${m}.${sql.identifier('sender')} in (${senders}) and ${m}.${sql.identifier('read_at')} is null)`.mapWith(
    Number,
  )
}

/**
 * Unread counts of the given contacts for one side, by contact id (contacts without unread messages are
 * 0). Pass only contacts the caller may see: this does not check ownership.
 */
export async function unreadCounts(db: Database, side: Side, contactIds: number[]) {
  const counts: Record<number, number> = Object.fromEntries(contactIds.map((id) => [id, 0]))
  if (contactIds.length === 0) return counts
  const rows = await db
    .select({ contactId: messages.contactId, n: count() })
    .from(messages)
    .where(and(inArray(messages.contactId, contactIds), unreadBy(side)))
    .groupBy(messages.contactId)
  for (const row of rows) counts[row.contactId] = row.n
  return counts
}

/** Marks what the other side wrote on the contact as read by `side` (opening the thread). */
export const markRead = (db: Database, side: Side, contactId: number, now: number) =>
  db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.contactId, contactId), unreadBy(side)))
