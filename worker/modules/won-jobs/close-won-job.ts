import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { accountAccess } from '../../../domain/lifecycle/account'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { transitionOf } from '../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import { formatOre } from '../../../domain/rules/money'
import type { CancelRequest, ClosingResult } from '../../../domain/schemas/won-jobs'
import { companies, contactClosings, contacts, jobs } from '../../db/schema'
import { clock } from '../../lib/clock'
import { contactsWithCustomer, jobCustomer } from '../../lib/contact-parties'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'
import { apply, commit } from '../../lib/lifecycle'
import { customerInMarket } from '../../lib/market'
import { emailWhen } from '../../lib/outbox'
import { contactSubject, jobSubject } from '../../lib/subjects'
import { undecidedCancel } from './won-contact'

export interface CompanyCaller {
  companyId: number
  userId: number
}

/**
 * A contact with its job, company and customer, as the closings' side effects need them (the company's
 * own closing and the administrator's decision read the same columns); 404 when `where` matches none.
 */
export async function contactParties(db: Database, where: SQL | undefined) {
  const [row] = await contactsWithCustomer(db, {
    jobId: contacts.jobId,
    jobStatus: jobs.status,
    companyId: contacts.companyId,
    title: jobs.title,
    company: companies.name,
    customerId: contacts.customerId,
    customerName: jobCustomer.name,
    customerEmail: jobCustomer.email,
    customerStatus: jobCustomer.status,
    customerLocale: jobCustomer.locale,
  })
    .where(where)
    .limit(1)
  if (!row) throw notFound()
  return row
}

/** The company moves its own contact (scoped by the company), with `conflictMessageKey` for a 409. */
function moveOwnContact(
  db: Database,
  caller: CompanyCaller,
  contactId: number,
  transition: 'complete' | 'requestCancel' | 'undoCancel',
  conflictMessageKey: string,
  where?: SQL,
) {
  return apply(db, contactLifecycle, {
    subject: contactSubject,
    transition,
    by: { role: 'company', userId: caller.userId },
    id: contactId,
    where: and(eq(contacts.companyId, caller.companyId), where),
    set: { updatedAt: clock.now() },
    conflictMessageKey,
  })
}

/** The company's own contact (another company's is a 404). */
const hiredContact = (db: Database, companyId: number, contactId: number) =>
  contactParties(db, and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)))

/**
 * update_balans_company: the hired company closes the won job as completed with its price. One batch:
 * the contact is completed (only from hired: a pending cancellation must be undone first), the price
 * is stored, the job is closed (when it is still hired with this contact: the customer may have closed
 * it already) and the customer, if the account is still active, is mailed a request for a review.
 * Until reviews exist the mail's link opens the customer's job page.
 */
export async function completeWonJob(
  db: Database,
  caller: CompanyCaller,
  contactId: number,
  priceOre: number,
  origin: string,
): Promise<ClosingResult> {
  const row = await hiredContact(db, caller.companyId, contactId)
  const now = clock.now()
  const t = moveOwnContact(db, caller, contactId, 'complete', 'wonjobs:::errors::notHired')
  const job = apply(db, jobLifecycle, {
    subject: jobSubject,
    transition: 'close',
    by: { role: 'company', userId: caller.userId },
    id: row.jobId,
    where: and(eq(jobs.hiredContactId, contactId), t.applied),
    set: { closedAt: now },
  })
  const customer =
    accountAccess[row.customerStatus] === 'allowed'
      ? // Checked again in the mail's own statement: a block after the read above sends nothing.
        { to: row.customerEmail, locale: row.customerLocale, sendsWhile: customerInMarket(row.customerId) }
      : null
  const mail = emailWhen(
    db,
    customer,
    'reviewRequest',
    {
      name: row.customerName,
      company: row.company,
      job: row.title,
      price: formatOre(priceOre),
      link: `${origin}/bruger/opgave/${row.jobId}`,
    },
    t.applied,
  )
  await commit(db, t, [
    insertClosing(
      db,
      { contactId, jobId: row.jobId, companyId: caller.companyId, now, t: t.applied },
      { kind: 'completed', priceOre },
    ),
    ...job.items,
    ...mail,
  ])
  return { contactId, state: t.to }
}

/**
 * refused_to_work: the hired company cancels the won job; it waits for an administrator. One batch:
 * the contact moves to cancel_pending (only from hired, so a pending cancellation blocks a second one and
 * parallel calls write one cancel message) and the cancel message is stored.
 */
export async function cancelWonJob(
  db: Database,
  caller: CompanyCaller,
  contactId: number,
  body: v.InferOutput<typeof CancelRequest>,
): Promise<ClosingResult> {
  const row = await hiredContact(db, caller.companyId, contactId)
  const now = clock.now()
  // Only while the job is still hired with this contact: a job its customer closed is not cancelled.
  const jobStillHired = exists(
    db
      .select({ one: sql`1` })
      .from(jobs)
      .where(
        and(
          eq(jobs.id, contacts.jobId),
          eq(jobs.hiredContactId, contacts.id),
          inArray(jobs.status, [...transitionOf(jobLifecycle, 'reopen').from]),
        ),
      ),
  )
  const t = moveOwnContact(
    db,
    caller,
    contactId,
    'requestCancel',
    'wonjobs:::errors::notHired',
    jobStillHired,
  )
  const writes = [
    insertClosing(
      db,
      { contactId, jobId: row.jobId, companyId: caller.companyId, now, t: t.applied },
      {
        kind: 'cancelled',
        optionSelect: body.optionSelect,
        optionNewOne: body.optionNewOne,
        optionNewTwo: body.optionNewTwo,
        reason: body.text,
      },
    ),
  ]
  // My contact (read above): a refusal, also for a job no longer hired, is the 409, never a 404.
  await commit(db, t, writes).catch((error: unknown) => {
    throw error instanceof ApiError && error.code === 'not_found'
      ? new ApiError('transition_refused', { messageKey: 'wonjobs:::errors::notHired' })
      : error
  })
  return { contactId, state: t.to }
}

/** delete_cancel_message ('Fortryd'): only while pending; the company is hired again. */
export async function undoCancel(
  db: Database,
  caller: CompanyCaller,
  contactId: number,
): Promise<ClosingResult> {
  const t = moveOwnContact(db, caller, contactId, 'undoCancel', 'wonjobs:::errors::notPending')
  await commit(db, t, [
    db
      .delete(contactClosings)
      .where(and(eq(contactClosings.contactId, contactId), undecidedCancel, t.applied)),
  ])
  return { contactId, state: t.to }
}

/** A closing row, written only when the transition happened. */
function insertClosing(
  db: Database,
  at: { contactId: number; jobId: number; companyId: number; now: number; t: ReturnType<typeof sql> },
  values: {
    kind: 'completed' | 'cancelled'
    priceOre?: number
    optionSelect?: string
    optionNewOne?: string
    optionNewTwo?: string
    reason?: string
  },
) {
  return db
    .insert(contactClosings)
    .select(
      selectFor(
        contactClosings,
        { contactId: at.contactId, jobId: at.jobId, companyId: at.companyId, createdAt: at.now, ...values },
        sql`WHERE ${at.t}`,
      ),
    )
}
