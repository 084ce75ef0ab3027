import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { allowedActions, transitionOf } from '../../../domain/lifecycle/define'
import type { Closing, WonClosing } from '../../../domain/schemas/won-jobs'
import { contactClosings, contacts, jobs } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'

/**
 * The states a contact is in once its company was hired, read from the table: hired, and where the
 * company's and the administrator's closing transitions lead. Only these are the company's won jobs.
 */
export const wonStates = [
  transitionOf(contactLifecycle, 'hire').to,
  transitionOf(contactLifecycle, 'complete').to,
  transitionOf(contactLifecycle, 'requestCancel').to,
  transitionOf(contactLifecycle, 'approveCancel').to,
] as const

/** A cancel message still waiting for the administrator's decision (undone, it is deleted). */
export const undecidedCancel = and(eq(contactClosings.kind, 'cancelled'), isNull(contactClosings.decision))

/** The caller's won contact (scoped by its company), with its job; 404 for any other contact. */
export async function wonContact(db: Database, companyId: number, contactId: number) {
  const [row] = await db
    .select({
      contactId: contacts.id,
      state: contacts.state,
      jobId: jobs.id,
      jobTitle: jobs.title,
      customerId: contacts.customerId,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .where(
      and(
        eq(contacts.id, contactId),
        eq(contacts.companyId, companyId),
        inArray(contacts.state, [...wonStates]),
      ),
    )
    .limit(1)
  if (!row) throw notFound()
  return row
}

/** The contact's newest closing (a completion's price or a cancel message and its decision). */
export async function newestClosing(db: Database, contactId: number): Promise<Closing | null> {
  const [row] = await db
    .select()
    .from(contactClosings)
    .where(eq(contactClosings.contactId, contactId))
    .orderBy(desc(contactClosings.id))
    .limit(1)
  if (!row) return null
  return {
    kind: row.kind,
    priceOre: row.priceOre,
    message: cancelMessageOf(row),
    createdAt: row.createdAt,
    decision: row.decision,
    decidedAt: row.decidedAt,
    rejectReason: row.rejectReason,
  }
}

export function cancelMessageOf(row: typeof contactClosings.$inferSelect): Closing['message'] {
  if (row.kind !== 'cancelled') return null
  return {
    optionSelect: row.optionSelect as NonNullable<Closing['message']>['optionSelect'],
    optionNewOne: row.optionNewOne as NonNullable<Closing['message']>['optionNewOne'],
    optionNewTwo: row.optionNewTwo as NonNullable<Closing['message']>['optionNewTwo'],
    text: row.reason ?? '',
  }
}

/** show_cancel_message: the won contact's state, what the company may do now, and its newest closing. */
export async function wonClosing(db: Database, companyId: number, contactId: number): Promise<WonClosing> {
  const contact = await wonContact(db, companyId, contactId)
  return {
    contactId: contact.contactId,
    jobId: contact.jobId,
    jobTitle: contact.jobTitle,
    state: contact.state,
    actions: allowedActions(contactLifecycle, contact.state, 'company'),
    closing: await newestClosing(db, contactId),
  }
}
