import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { companies, users } from './accounts'
import { requiredRef } from './columns'
import { contacts } from './contacts'
import { jobs } from './jobs'

/** How the hired company closed the won job: completed with a price, or cancelled (refused to work). */
export const closingKinds = ['completed', 'cancelled'] as const
/** An administrator's answer to a cancellation. */
export const closingDecisions = ['approved', 'rejected'] as const

/**
 * The hired company's 'Afslut opgave' (update_balans_company / refused_to_work): one row per closing.
 * A completion carries the price (øre); a cancellation carries the Close-job choices (optionselect,
 * optionnewone, optionnewtwo) and the reason text: the "cancel message" the administrator reads. The
 * contact's state (domain/lifecycle/contact.ts) says where it stands; 'Fortryd' deletes the pending
 * row; a decision stays with who made it, when, and a rejection's reason.
 */
export const contactClosings = sqliteTable(
  'contact_closings',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    contactId: requiredRef(() => contacts.id, { onDelete: 'cascade' }),
    jobId: requiredRef(() => jobs.id, { onDelete: 'cascade' }),
    companyId: requiredRef(() => companies.id),
    kind: text({ enum: closingKinds }).notNull(),
    priceOre: integer(),
    optionSelect: text(),
    optionNewOne: text(),
    optionNewTwo: text(),
    reason: text(),
    createdAt: integer().notNull(),
    decision: text({ enum: closingDecisions }),
    decidedAt: integer(),
    decidedByUserId: integer().references(() => users.id),
    rejectReason: text(),
  },
  (t) => [
    index('contact_closings_contact_idx').on(t.contactId, t.createdAt),
    index('contact_closings_pending_idx').on(t.kind, t.decidedAt, t.createdAt),
  ],
)
