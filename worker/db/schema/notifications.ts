import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { notificationTypes } from '../../../domain/schemas/notifications'
import { companies } from './accounts'
import { primaryRef, requiredRef } from './columns'
import { jobs } from './jobs'

/**
 * A company's notification: unread until `read_at`. `job_id` is the job it is about (its link);
 * `note` is the short text shown in the list (a job title or a message's opening), already cleaned.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    type: text({ enum: notificationTypes }).notNull(),
    jobId: integer().references(() => jobs.id, { onDelete: 'cascade' }),
    note: text().notNull().default(''),
    readAt: integer(),
    createdAt: integer().notNull(),
  },
  (t) => [
    index('notifications_company_idx').on(t.companyId, t.id),
    index('notifications_unread_idx').on(t.companyId, t.readAt),
  ],
)

/** How a company wants its notifications besides the list; no row is e-mail on, SMS off. */
export const notificationSettings = sqliteTable('notification_settings', {
  companyId: primaryRef(() => companies.id, { onDelete: 'cascade' }),
  email: integer({ mode: 'boolean' }).notNull().default(true),
  /** notifications_phone: SMS to the company's mobile. */
  sms: integer({ mode: 'boolean' }).notNull().default(false),
})
