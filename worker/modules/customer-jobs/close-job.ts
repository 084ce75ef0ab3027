import { eq } from 'drizzle-orm'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import { jobs } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { apply, commit } from '../../lib/lifecycle'
import { jobSubject } from '../../lib/subjects'
import { endLiveContacts } from './end-live-contacts'

/** The customer ends a job of their own ('close' or 'cancel'), stamping when it closed. */
const endMyJob = (db: Database, customerId: number, jobId: number, transition: 'close' | 'cancel') =>
  apply(db, jobLifecycle, {
    subject: jobSubject,
    transition,
    by: { role: 'customer', userId: customerId },
    id: jobId,
    where: eq(jobs.customerId, customerId),
    set: { closedAt: clock.now() },
  })

/** lukopgave, 'done with the hired company': the hired job is closed. 404 if not mine, 409 otherwise. */
export async function closeJob(db: Database, customerId: number, jobId: number) {
  const t = endMyJob(db, customerId, jobId, 'close')
  await commit(db, t)
  return { jobId, status: t.to }
}

/**
 * lukopgave, 'no longer needed': the open job is cancelled and, in the same batch, every invitation
 * and offer still live on it ends with a polite message to its company.
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
