import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { companies, users } from './accounts'
import { categories } from './catalog'
import { primaryRef, requiredRef } from './columns'
import { contacts } from './contacts'

/**
 * A customer's review of the company that finished one of their jobs (issue 19): one per contact (the
 * unique index makes a second, or a parallel first, fail), only on a `completed` contact, so every
 * review is 'Verificeret'. `comment` is the company's reply; `invitation_id` says it came from a
 * review-invitation e-mail. `updated_at` moves with the reply and a withdrawal (the profile's cache
 * version reads it).
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    contactId: requiredRef(() => contacts.id, { onDelete: 'cascade' }),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    customerId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    categoryId: requiredRef(() => categories.id),
    rating: integer().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    comment: text(),
    commentedAt: integer(),
    invitationId: integer().references(() => reviewInvitations.id, { onDelete: 'set null' }),
    createdAt: integer().notNull(),
    updatedAt: integer().notNull(),
    /**
     * Withdrawn by its author (review-cancel): kept with who and when, not erased, so a dispute about
     * what was published can still be answered; it leaves the profile, the rating and the widget, and the
     * contact stays reviewed (one review per job, withdrawn or not).
     */
    withdrawnAt: integer(),
    withdrawnBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_contact_unique').on(t.contactId),
    index('reviews_company_idx').on(t.companyId, t.createdAt),
  ],
)

/**
 * A review-invitation e-mail a company sent (sendemailreview). The link carries a token (only its
 * SHA-256 kept); a review written through it records the invitation.
 */
export const reviewInvitations = sqliteTable(
  'review_invitations',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: integer().notNull(),
  },
  (t) => [index('review_invitations_company_idx').on(t.companyId, t.createdAt)],
)

/**
 * Review mails a company sent in the current Copenhagen month and day (decision 008's window keys):
 * a new key starts the window at zero, so no reset job is needed; one conditional upsert counts and
 * decides, and `nonce` names the request whose count went in (its mails are inserted only then).
 */
export const reviewMailQuota = sqliteTable('review_mail_quota', {
  companyId: primaryRef(() => companies.id, { onDelete: 'cascade' }),
  monthKey: text().notNull(),
  monthCount: integer().notNull(),
  dayKey: text().notNull(),
  dayCount: integer().notNull(),
  nonce: text().notNull(),
})
