import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type CallbackResult, callbackContactStates } from '../../../domain/schemas/invitations'
import { companies, contacts, jobs } from '../../db/schema'
import { clock } from '../../lib/clock'
import { contactsWithCustomer, jobCustomer } from '../../lib/contact-parties'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { emailWhen } from '../../lib/outbox'
import { activeCompany } from './company-recipient'

/**
 * The customer asks the company on one of their jobs to call (the spec's call-me request). Only a live
 * or hired contact can be asked, once: the moment is kept in `contacts.callback_requested_at`, which is
 * what lets that one company see the customer's phone (the company's open-jobs view reads it). The
 * company is e-mailed in the same batch, only when this request set the moment and the company is still
 * in the market (checked in the mail's own statement: a block after the read above sends nothing).
 */
export async function requestCallback(
  db: Database,
  customerId: number,
  contactId: number,
  origin: string,
): Promise<CallbackResult> {
  const [contact] = await contactsWithCustomer(db, {
    id: contacts.id,
    jobId: contacts.jobId,
    companyId: contacts.companyId,
    requestedAt: contacts.callbackRequestedAt,
    title: jobs.title,
    phone: jobCustomer.phone,
  }).where(and(eq(contacts.id, contactId), eq(contacts.customerId, customerId)))
  if (!contact) throw notFound()
  if (contact.requestedAt !== null) return { contactId, callbackRequestedAt: contact.requestedAt }
  if (!contact.phone) throw new ApiError('conflict', { messageKey: 'jobs:::callback::noPhone' })

  const now = clock.now()
  const company = await activeCompany(db, eq(companies.id, contact.companyId))
  const update = db
    .update(contacts)
    .set({ callbackRequestedAt: now, updatedAt: now })
    .where(
      and(
        eq(contacts.id, contactId),
        eq(contacts.customerId, customerId),
        isNull(contacts.callbackRequestedAt),
        inArray(contacts.state, callbackContactStates),
      ),
    )
  const link = `${origin}/firma/opgaver?jobid=${contact.jobId}`
  const mail = company
    ? emailWhen(
        db,
        company,
        'callbackRequested',
        { company: company.name, job: contact.title, link },
        // changes() is the row count of the UPDATE just before it: mail only when this request set it.
        sql`changes() = 1`,
      )
    : []
  await db.batch([update, ...mail])

  const [after] = await db
    .select({ requestedAt: contacts.callbackRequestedAt })
    .from(contacts)
    .where(eq(contacts.id, contactId))
  // A parallel request may have set it first: its moment is the answer.
  if (after?.requestedAt == null) throw new ApiError('conflict', { messageKey: 'jobs:::callback::notLive' })
  return { contactId, callbackRequestedAt: after.requestedAt }
}
