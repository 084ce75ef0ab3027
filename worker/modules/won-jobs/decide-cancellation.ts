import { and, eq, type SQL } from 'drizzle-orm'
import { accountAccess } from '../../../domain/lifecycle/account'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import type { ClosingResult } from '../../../domain/schemas/won-jobs'
import { contactClosings, contacts, jobs } from '../../db/schema'
import { audit } from '../../lib/audit'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { apply, commit } from '../../lib/lifecycle'
import { customerInMarket } from '../../lib/market'
import { emailWhen } from '../../lib/outbox'
import { contactSubject, jobSubject } from '../../lib/subjects'
import { notificationWrites } from '../notifications/notify'
import { contactParties } from './close-won-job'
import { undecidedCancel } from './won-contact'

/** The pending cancellation's contact, job, company and customer (for the decision's side effects). */
const pendingContact = (db: Database, contactId: number) => contactParties(db, eq(contacts.id, contactId))

/**
 * The administrator approves a pending cancellation. One batch: the contact is cancelled, the cancel
 * message gets its decision, the job is reopened for the customer (job.ts `reopen`; `endAfterCancel`
 * when the customer's account is blocked or deleted), the decision goes to the audit log, the company
 * is notified (notification, SMS/e-mail as it chose) and the customer mailed. A job its customer
 * closed meanwhile stays closed (the job's transitions are from hired only) and its customer is not
 * mailed. A lost race is a 409 with nothing written.
 */
export async function approveCancellation(db: Database, adminId: number, contactId: number, origin: string) {
  const row = await pendingContact(db, contactId)
  const now = clock.now()
  const customerActive = accountAccess[row.customerStatus] === 'allowed'
  const t = decision(db, 'approveCancel', adminId, contactId, now)
  const job = apply(db, jobLifecycle, {
    subject: jobSubject,
    transition: customerActive ? 'reopen' : 'endAfterCancel',
    by: { role: 'admin', userId: adminId },
    id: row.jobId,
    where: and(eq(jobs.hiredContactId, contactId), t.applied),
    set: customerActive ? { hiredContactId: null } : { closedAt: now },
  })
  await commit(db, t, [
    decide(db, contactId, { decision: 'approved', adminId, now, rejectReason: null }, t.applied),
    ...job.items,
    audit(
      db,
      {
        actorUserId: adminId,
        action: 'cancellation.approved',
        targetType: 'contact',
        targetId: contactId,
        details: {
          jobId: row.jobId,
          companyId: row.companyId,
          job: row.jobStatus === 'hired' ? job.to : row.jobStatus,
        },
      },
      t.applied,
    ),
    ...companyNotice(db, row, 'cancel_approved', 'cancelApprovedCompany', origin, {}, t.applied),
    // 'Din opgave er åben igen' only when it is: a job its customer already closed stays closed, unmailed.
    ...customerMail(db, row, 'cancelApprovedCustomer', origin, {}, customerActive, job.applied),
  ])
  return { contactId, state: t.to } satisfies ClosingResult
}

/**
 * The administrator rejects a pending cancellation with a reason: the company is hired again (and must
 * finish or close the job anew). Audit log, the company's notification with the reason, the customer's mail.
 */
export async function rejectCancellation(
  db: Database,
  adminId: number,
  contactId: number,
  reason: string,
  origin: string,
) {
  const row = await pendingContact(db, contactId)
  const now = clock.now()
  const t = decision(db, 'rejectCancel', adminId, contactId, now)
  await commit(db, t, [
    decide(db, contactId, { decision: 'rejected', adminId, now, rejectReason: reason }, t.applied),
    audit(
      db,
      {
        actorUserId: adminId,
        action: 'cancellation.rejected',
        targetType: 'contact',
        targetId: contactId,
        details: { jobId: row.jobId, companyId: row.companyId, reason },
      },
      t.applied,
    ),
    ...companyNotice(db, row, 'cancel_rejected', 'cancelRejectedCompany', origin, { reason }, t.applied),
    ...customerMail(
      db,
      row,
      'cancelRejectedCustomer',
      origin,
      {},
      accountAccess[row.customerStatus] === 'allowed',
      t.applied,
    ),
  ])
  return { contactId, state: t.to } satisfies ClosingResult
}

/** The administrator's decision moves the pending contact; a lost race is a 409 `notPending`. */
function decision(
  db: Database,
  transition: 'approveCancel' | 'rejectCancel',
  adminId: number,
  contactId: number,
  now: number,
) {
  return apply(db, contactLifecycle, {
    subject: contactSubject,
    transition,
    by: { role: 'admin', userId: adminId },
    id: contactId,
    set: { updatedAt: now },
    conflictMessageKey: 'wonjobs:::errors::notPending',
  })
}

/** The company hears of the decision: a notification, and SMS/e-mail as it chose. */
function companyNotice(
  db: Database,
  row: Awaited<ReturnType<typeof pendingContact>>,
  type: 'cancel_approved' | 'cancel_rejected',
  template: 'cancelApprovedCompany' | 'cancelRejectedCompany',
  origin: string,
  extra: Record<string, string>,
  when: SQL,
) {
  return notificationWrites(
    db,
    { companyId: row.companyId, type, jobId: row.jobId, note: row.title },
    {
      origin,
      when,
      email: {
        template,
        payload: {
          company: row.company,
          job: row.title,
          ...extra,
          link: `${origin}/firma/opgaver?jobid=${row.jobId}`,
        },
      },
    },
  )
}

/** The pending cancel message gets its decision (who, when, a rejection's reason). */
function decide(
  db: Database,
  contactId: number,
  d: { decision: 'approved' | 'rejected'; adminId: number; now: number; rejectReason: string | null },
  when: SQL,
) {
  return db
    .update(contactClosings)
    .set({ decision: d.decision, decidedAt: d.now, decidedByUserId: d.adminId, rejectReason: d.rejectReason })
    .where(and(eq(contactClosings.contactId, contactId), undecidedCancel, when))
}

function customerMail(
  db: Database,
  row: Awaited<ReturnType<typeof pendingContact>>,
  template: 'cancelApprovedCustomer' | 'cancelRejectedCustomer',
  origin: string,
  extra: Record<string, string>,
  active: boolean,
  when: SQL,
) {
  // Checked again in the mail's own statement: a block after the read above sends nothing.
  const customer = active
    ? { to: row.customerEmail, locale: row.customerLocale, sendsWhile: customerInMarket(row.customerId) }
    : null
  const payload = {
    name: row.customerName,
    company: row.company,
    job: row.title,
    link: `${origin}/bruger/opgave/${row.jobId}`,
    ...extra,
  }
  return emailWhen(db, customer, template, payload, when)
}
