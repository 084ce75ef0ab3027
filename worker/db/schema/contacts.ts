import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { companies, users } from './accounts'
import { primaryRef, requiredRef } from './columns'
import { jobs } from './jobs'
import { stateEnum } from './lifecycle'

/**
 * One company on one job (contact / contract): an invitation, an offer (bid), the hire. `state` follows
 * `domain/lifecycle/contact.ts` and changes only through `worker/lib/lifecycle.ts`; `due_at` is when a
 * live offer lapses (20 working days). `customer_id` repeats the job's owner so every customer query
 * is scoped by one indexed column.
 */
export const contacts = sqliteTable(
  'contacts',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    jobId: requiredRef(() => jobs.id, { onDelete: 'cascade' }),
    companyId: requiredRef(() => companies.id),
    customerId: requiredRef(() => users.id),
    state: text({ enum: stateEnum(contactLifecycle) }).notNull(),
    dueAt: integer(),
    /** Set when the customer invited the company (counts toward the fewer-than-4 limit). */
    invitedAt: integer(),
    /** The live offer: price in øre (VAT included, to a private customer), text, optional appointment. */
    priceOre: integer(),
    offerText: text(),
    appointmentAt: integer(),
    offeredAt: integer(),
    /** The customer asked this company to call; only then does the company see the customer's phone. */
    callbackRequestedAt: integer(),
    /** When the hired company first opened this booking; null shows the unseen dot in its booking list. */
    companySeenAt: integer(),
    createdAt: integer().notNull(),
    updatedAt: integer().notNull(),
  },
  (t) => [
    uniqueIndex('contacts_job_company_unique').on(t.jobId, t.companyId),
    index('contacts_company_idx').on(t.companyId, t.updatedAt),
    index('contacts_customer_idx').on(t.customerId, t.jobId),
    index('contacts_due_idx').on(t.state, t.dueAt),
  ],
)

/**
 * sendcoment: the company's own note on one of its contacts (a job it bid on or won), one per contact.
 * Only that company reads it; the customer never does (a table of its own, so no read of `contacts` can
 * carry it to her). `company_id` repeats the contact's company so every read, the export and the
 * erasure of the company's account are scoped by one indexed column.
 */
export const contactNotes = sqliteTable(
  'contact_notes',
  {
    contactId: primaryRef(() => contacts.id, { onDelete: 'cascade' }),
    companyId: requiredRef(() => companies.id),
    text: text().notNull(),
    createdAt: integer().notNull(),
    updatedAt: integer().notNull(),
  },
  (t) => [index('contact_notes_company_idx').on(t.companyId)],
)

/** Who wrote a message on a contact: either side, or the system (a decline sent for the customer). */
export const messageSenders = ['customer', 'company', 'system'] as const
/** A plain message, the customer's decline ('Tak, men nej tak.' or own text), the company's reply to it. */
export const messageKinds = ['message', 'decline', 'reply'] as const

/** The one thread model for both sides: every message belongs to one contact. */
export const messages = sqliteTable(
  'messages',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    contactId: requiredRef(() => contacts.id, { onDelete: 'cascade' }),
    sender: text({ enum: messageSenders }).notNull(),
    senderUserId: integer(),
    kind: text({ enum: messageKinds }).notNull().default('message'),
    body: text().notNull(),
    createdAt: integer().notNull(),
    /** When the other side opened the thread; null = unread. */
    readAt: integer(),
  },
  (t) => [
    index('messages_contact_idx').on(t.contactId, t.createdAt),
    index('messages_unread_idx').on(t.contactId, t.readAt),
  ],
)

/** A customer's complaint about a company (complaintsend), for the admin queue. */
export const complaints = sqliteTable(
  'complaints',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer().references(() => users.id),
    companyName: text().notNull(),
    text: text().notNull(),
    userName: text().notNull(),
    createdAt: integer().notNull(),
    handledAt: integer(),
  },
  (t) => [index('complaints_created_idx').on(t.handledAt, t.createdAt)],
)
