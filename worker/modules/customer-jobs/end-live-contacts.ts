import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { companies, contacts, lifecycleLog, messages, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { translate } from '../../lib/i18n'
import { selectFor } from '../../lib/insert-select'
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
  const note = selectFor(
    messages,
    {
      contactId: lifecycleLog.subjectId,
      sender: 'system',
      kind: 'message',
      body: sql`case when ${users.locale} = 'en' then ${en} else ${da} end`,
      createdAt: clock.now(),
    },
    sql`FROM ${lifecycleLog}
      JOIN ${contacts} ON ${contacts.id} = ${lifecycleLog.subjectId}
      JOIN ${companies} ON ${companies.id} = ${contacts.companyId}
      JOIN ${users} ON ${users.id} = ${companies.ownerUserId}
      WHERE ${t.appliedRows}`,
  )
  return { transition: t, items: [...t.items, db.insert(messages).select(note)] }
}
