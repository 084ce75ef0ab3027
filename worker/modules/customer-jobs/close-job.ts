import { and, eq, sql } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { transitionOf } from '../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import { contacts, jobs } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { apply, commit } from '../../lib/lifecycle'
import { contactSubject, jobSubject } from '../../lib/subjects'
import { notificationWrites } from '../notifications/notify'
import { endLiveContacts } from './end-live-contacts'

/** The customer ends a job of their own ('close' or 'cancel'), stamping when it closed. */
const endMyJob = (
  db: Database,
  customerId: number,
  jobId: number,
  transition: 'close' | 'cancel',
  where?: ReturnType<typeof sql>,
) =>
  apply(db, jobLifecycle, {
    subject: jobSubject,
    transition,
    by: { role: 'customer', userId: customerId },
    id: jobId,
    where: and(eq(jobs.customerId, customerId), where),
    set: { closedAt: clock.now() },
  })

/** The states the hired contact may be finished from together with the job (a pending cancellation is not). */
const finishableStates = transitionOf(contactLifecycle, 'closeWithJob').from

/**
 * lukopgave, 'done by the company I chose': the hired job is closed and, in the same batch, the hired
 * company's booking is finished with it (contact `closeWithJob` → completed) and the company is told.
 * While the company's cancellation waits for the administrator the job is not closed (409 saying so):
 * the decision comes first. 404 if not mine, 409 otherwise.
 */
export async function closeJob(db: Database, customerId: number, jobId: number, origin: string) {
  const [job] = await db
    .select({ title: jobs.title, hiredContactId: jobs.hiredContactId })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.customerId, customerId)))
    .limit(1)
  if (!job) throw notFound()
  const hired = job.hiredContactId
  // The job closes only while its hired contact can be finished with it (checked in the same statement).
  const t = endMyJob(
    db,
    customerId,
    jobId,
    'close',
    sql`EXISTS (SELECT 1 FROM ${contacts} WHERE ${contacts.id} = ${jobs.hiredContactId}
      AND ${contacts.state} IN (${sql.join(
        finishableStates.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
  )
  const booking =
    hired === null
      ? null
      : apply(db, contactLifecycle, {
          subject: contactSubject,
          transition: 'closeWithJob',
          by: { role: 'system', userId: customerId },
          id: hired,
          where: and(eq(contacts.jobId, jobId), eq(contacts.customerId, customerId), t.applied),
          set: { updatedAt: clock.now() },
        })
  const told = booking
    ? notificationWrites(
        db,
        {
          companyId: sql`(SELECT ${contacts.companyId} FROM ${contacts} WHERE ${contacts.id} = ${hired})`,
          type: 'job_closed',
          jobId,
          note: job.title,
        },
        { origin, when: booking.applied },
      )
    : []
  try {
    await commit(db, t, [...(booking?.items ?? []), ...told])
  } catch (error) {
    throw error instanceof ApiError ? await whyNotClosed(db, hired, error) : error
  }
  return { jobId, status: t.to }
}

/**
 * A refused close of my job (read above, so never a 404): a pending cancellation is worded precisely,
 * anything else is the job's 409.
 */
async function whyNotClosed(db: Database, hired: number | null, refusal: ApiError) {
  if (!['transition_refused', 'not_found'].includes(refusal.code)) return refusal
  const [row] =
    hired === null
      ? []
      : await db.select({ state: contacts.state }).from(contacts).where(eq(contacts.id, hired))
  return new ApiError('transition_refused', {
    messageKey:
      row?.state === transitionOf(contactLifecycle, 'requestCancel').to
        ? 'jobs:::errors::cancelPending'
        : undefined,
  })
}

/**
 * lukopgave, 'no longer needed': the open job is cancelled and, in the same batch, every invitation
 * and offer still live on it ends with a polite message to its company. A hired job is not cancelled
 * this way (its company's booking ends by the company's own closing or an administrator's decision).
 */
export async function cancelJob(db: Database, customerId: number, jobId: number) {
  const t = endMyJob(db, customerId, jobId, 'cancel')
  const live = endLiveContacts(db, {
    jobId,
    customerId,
    when: t.applied,
    messageKey: 'jobs:::system::jobCancelled',
  })
  await commit(db, t, live.items)
  return { jobId, status: t.to }
}
