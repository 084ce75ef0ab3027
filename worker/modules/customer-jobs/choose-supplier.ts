import { and, eq, exists, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { companyMarket } from '../../../domain/lifecycle/account'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { transitionOf, verdict } from '../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import { formatDanishPhone } from '../../../domain/rules/phone'
import { companies, contacts, jobs, lifecycleLog } from '../../db/schema'
import { clock } from '../../lib/clock'
import { companyOwner, contactsWithCompanyOwner } from '../../lib/contact-parties'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { apply, commit } from '../../lib/lifecycle'
import { companyInMarket } from '../../lib/market'
import { emailWhen } from '../../lib/outbox'
import { contactSubject, jobSubject } from '../../lib/subjects'
import { notificationWrites } from '../notifications/notify'
import { endLiveContacts } from './end-live-contacts'

/**
 * changejobstatus: the customer hires one company's offer. One batch: the contact is hired (only while
 * its offer has not lapsed and the job is open), the job gets its supplier, every other live contact
 * ends with a polite system message, and the hired and the declined companies are mailed. Two parallel
 * choices on one job hire one contact: the second finds the job no longer open and changes nothing.
 */
export async function chooseSupplier(
  db: Database,
  customer: { id: number; name: string; email: string | null; phone: string | null },
  jobId: number,
  contactId: number,
  origin: string,
) {
  const recipients = await contactsWithCompanyOwner(db, {
    contactId: contacts.id,
    state: contacts.state,
    company: companies.name,
    email: sql<string | null>`coalesce(${companies.email}, ${companyOwner.email})`,
    locale: companyOwner.locale,
    owner: companyOwner.status,
    job: jobs.title,
  }).where(and(eq(contacts.jobId, jobId), eq(contacts.customerId, customer.id)))
  const chosen = recipients.find((r) => r.contactId === contactId)
  if (!chosen) throw notFound()

  const now = clock.now()
  const hire = apply(db, contactLifecycle, {
    subject: contactSubject,
    transition: 'hire',
    by: { role: 'customer', userId: customer.id },
    id: contactId,
    where: and(
      eq(contacts.jobId, jobId),
      eq(contacts.customerId, customer.id),
      // Only a company in the market is hired: a blocked or deleted one is refused (and never mailed).
      companyInMarket(contacts.companyId),
      // The job's own guard, checked before the contact moves: open and not lapsed (the job's
      // transition below then cannot refuse what this one allowed).
      exists(
        db
          .select({ one: sql`1` })
          .from(jobs)
          .where(
            and(
              eq(jobs.id, jobId),
              inArray(jobs.status, [...transitionOf(jobLifecycle, 'chooseSupplier').from]),
              or(isNull(jobs.dueAt), gt(jobs.dueAt, now)),
            ),
          ),
      ),
    ),
  })
  const job = apply(db, jobLifecycle, {
    subject: jobSubject,
    transition: 'chooseSupplier',
    by: { role: 'customer', userId: customer.id },
    id: jobId,
    where: and(eq(jobs.customerId, customer.id), hire.applied),
    set: { hiredContactId: contactId },
  })
  const others = endLiveContacts(db, {
    jobId,
    customerId: customer.id,
    when: job.applied,
    exceptContactId: contactId,
    messageKey: 'jobs:::system::notChosen',
  })
  const live = transitionOf(contactLifecycle, 'endWithJob').from as readonly string[]
  const mails = [
    ...emailWhen(
      db,
      { to: chosen.email, locale: chosen.locale },
      'supplierHired',
      {
        company: chosen.company,
        job: chosen.job,
        customer: customer.name,
        customerPhone: customer.phone ? formatDanishPhone(customer.phone) : '–',
        customerEmail: customer.email ?? '–',
        link: `${origin}/firma/opgaver?jobid=${jobId}`,
      },
      hire.applied,
    ),
    ...recipients
      // A company out of the market is mailed nothing (its contact still ends with the job's).
      .filter(
        (r) => r.contactId !== contactId && live.includes(r.state) && companyMarket[r.owner] === 'listed',
      )
      .flatMap((r) =>
        emailWhen(
          db,
          { to: r.email, locale: r.locale },
          'supplierNotChosen',
          { company: r.company, job: r.job },
          sql`EXISTS (SELECT 1 FROM ${lifecycleLog} WHERE ${others.transition.appliedRows} AND ${lifecycleLog.subjectId} = ${r.contactId})`,
        ),
      ),
  ]
  const told = notificationWrites(
    db,
    {
      companyId: sql`(SELECT company_id FROM contacts WHERE id = ${contactId})`,
      type: 'hired',
      jobId,
      note: chosen.job,
    },
    { origin, when: hire.applied },
  )
  try {
    await commit(db, hire, [...job.items, ...others.items, ...mails, ...told])
  } catch (error) {
    // The hire's scope includes the job's guard, so its own refusal says 404 for a closed job too.
    throw error instanceof ApiError ? await whyRefused(db, customer.id, jobId, contactId) : error
  }
  return { jobId, contactId }
}

/** Words a refused hire precisely: a supplier already chosen, the company gone, the job closed, or the offer lapsed. */
async function whyRefused(db: Database, customerId: number, jobId: number, contactId: number) {
  const [row] = await contactsWithCompanyOwner(db, {
    status: jobs.status,
    jobDue: jobs.dueAt,
    hired: jobs.hiredContactId,
    state: contacts.state,
    due: contacts.dueAt,
    owner: companyOwner.status,
  })
    .where(and(eq(contacts.id, contactId), eq(contacts.jobId, jobId), eq(contacts.customerId, customerId)))
    .limit(1)
  if (!row) return notFound()
  const now = clock.now()
  if (row.hired !== null) return new ApiError('supplier_chosen')
  if (companyMarket[row.owner] === 'out') return new ApiError('company_unavailable')
  const jobLapsed = row.jobDue !== null && row.jobDue <= now
  if (verdict(jobLifecycle, 'chooseSupplier', row.status, 'customer') !== 'allowed' || jobLapsed)
    return new ApiError('job_not_open')
  if (row.state === 'offered' && row.due !== null && row.due <= now) return new ApiError('offer_expired')
  if (row.state === 'expired') return new ApiError('offer_expired')
  return new ApiError('transition_refused')
}
