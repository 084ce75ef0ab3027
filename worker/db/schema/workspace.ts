import { index, integer, primaryKey, sqliteTable } from 'drizzle-orm/sqlite-core'
import { companies } from './accounts'
import { primaryRef, requiredRef } from './columns'
import { contacts } from './contacts'
import { jobs } from './jobs'

/**
 * A job the company hid from its open-jobs list (the spec's hidden-jobs cookie as server state, so the
 * choice follows the company to every device). Undo deletes the row.
 */
export const hiddenJobs = sqliteTable(
  'hidden_jobs',
  {
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    jobId: requiredRef(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.jobId] })],
)

/**
 * 'Vis skjulte' switched on for the open-jobs list (the spec's showallwork cookie, 365 days) as server
 * state beside the hidden jobs it shows: the choice follows the company to every device, and the page
 * the server renders already lists them. `since` is when it was switched on; it counts for 365 days
 * from then, as the cookie did. Switching it off deletes the row.
 */
export const hiddenJobsShown = sqliteTable('hidden_jobs_shown', {
  companyId: primaryRef(() => companies.id, { onDelete: 'cascade' }),
  since: integer().notNull(),
})

/**
 * A dated plan on a hired contact: made when the company sends the customer the SMS with the expected
 * start and end (send_sms_button). `company_id` repeats the contact's company so the calendar reads one
 * indexed column. Appointment dates of offers are read from the contacts themselves, not copied here.
 */
export const calendarEvents = sqliteTable(
  'calendar_events',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: requiredRef(() => companies.id, { onDelete: 'cascade' }),
    contactId: requiredRef(() => contacts.id, { onDelete: 'cascade' }),
    startsAt: integer().notNull(),
    endsAt: integer().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [
    index('calendar_events_company_idx').on(t.companyId, t.startsAt),
    index('calendar_events_contact_idx').on(t.contactId),
  ],
)
