import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { supportCaseLifecycle } from '../../../domain/lifecycle/support-case'
import { companies, users } from './accounts'
import { requiredRef } from './columns'
import { complaints } from './contacts'
import { stateEnum } from './lifecycle'

/**
 * A company's support case with the provider's staff (`/hjaelp/firma`). `status` follows
 * `domain/lifecycle/support-case.ts` and changes only through `worker/lib/lifecycle.ts`.
 */
export const supportCases = sqliteTable(
  'support_cases',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: requiredRef(() => companies.id),
    createdByUserId: integer().references(() => users.id),
    subject: text().notNull(),
    status: text({ enum: stateEnum(supportCaseLifecycle) }).notNull(),
    createdAt: integer().notNull(),
    updatedAt: integer().notNull(),
  },
  (t) => [
    index('support_cases_company_idx').on(t.companyId, t.createdAt),
    index('support_cases_status_idx').on(t.status, t.updatedAt),
  ],
)

export const supportAuthorRoles = ['company', 'admin'] as const

/** One message on a support case: the company's or an administrator's. */
export const supportMessages = sqliteTable(
  'support_messages',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    caseId: requiredRef(() => supportCases.id, { onDelete: 'cascade' }),
    authorRole: text({ enum: supportAuthorRoles }).notNull(),
    authorUserId: integer().references(() => users.id),
    body: text().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [index('support_messages_case_idx').on(t.caseId, t.createdAt)],
)

/**
 * An administrator's reply to a customer's complaint (mailed to the customer). The complaint's status
 * is read from these and its `handled_at`: closed when handled, answered when replied to, else open.
 */
export const complaintReplies = sqliteTable(
  'complaint_replies',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    complaintId: requiredRef(() => complaints.id, { onDelete: 'cascade' }),
    adminUserId: integer().references(() => users.id),
    body: text().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [index('complaint_replies_complaint_idx').on(t.complaintId, t.createdAt)],
)
