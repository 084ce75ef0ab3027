import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { companies, contacts, lifecycleLog, messages, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { translate } from '../../lib/i18n'
import { apply } from '../../lib/lifecycle'
import { contactSubject } from '../../lib/subjects'

/**
 * The live contacts of a job (invited or offering) end with it, each with a polite system message in
 * the company's language. Fired as `system` on the customer's behalf (`userId` keeps who caused it);
 * runs only if `when` (the job's own transition) applied in the same batch.
 */
export function endLiveContacts(
  db: Database,
  options: { jobId: number; customerId: number; when: SQL; exceptContactId?: number; messageKey: string },
) {
  const t = apply(db, contactLifecycle, {
    subject: contactSubject,
    transition: 'endWithJob',
    by: { role: 'system', userId: options.customerId },
    where: and(
      eq(contacts.jobId, options.jobId),
      eq(contacts.customerId, options.customerId),
      options.exceptContactId === undefined ? undefined : ne(contacts.id, options.exceptContactId),
      options.when,
    ) as SQL,
  })
  const da = translate('da-DK', options.messageKey)
  const en = translate('en', options.messageKey)
  // Columns in messages' order, each named as its column (a positional INSERT … SELECT).
  const note = db
    .select({
      id: sql<null>`null`.as('id'),
      contactId: sql<number>`${lifecycleLog.subjectId}`.as('contact_id'),
      sender: sql<'system'>`'system'`.as('sender'),
      senderUserId: sql<null>`null`.as('sender_user_id'),
      kind: sql<'message'>`'message'`.as('kind'),
      body: sql<string>`case when ${users.locale} = 'en' then ${en} else ${da} end`.as('body'),
      createdAt: sql<number>`${clock.now()}`.as('created_at'),
      readAt: sql<null>`null`.as('read_at'),
    })
    .from(lifecycleLog)
    .innerJoin(contacts, eq(contacts.id, lifecycleLog.subjectId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(t.appliedRows)
  return { transition: t, items: [...t.items, db.insert(messages).select(note)] }
}
