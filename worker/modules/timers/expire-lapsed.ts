import { inArray } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import { contacts, lifecycleLog } from '../../db/schema'
import type { Database } from '../../lib/db'
import { apply, sweep } from '../../lib/lifecycle'
import { contactSubject, jobSubject } from '../../lib/subjects'

/** Rows per batch: a sweep that comes back full runs again, so a backlog drains in one cron run. */
const batchSize = 100
/** A cron run gives up after this many batches and leaves the rest to the next run (every few minutes). */
const maxRounds = 50

/**
 * The cron's side of the timers (DESIGN.md "Lifecycles are data"): offers that lapsed after 20 working
 * days become `expired`, and open jobs nobody was hired for in time become `expired` together with
 * what is still live on them (invitations and offers end with the job, in the same batch). Each
 * transition is logged as `system`. A row whose moment has not come is never touched.
 */
export async function expireLapsed(db: Database) {
  let offers = 0
  let expiredJobs = 0
  for (let round = 0; round < maxRounds; round++) {
    const t = sweep(db, contactLifecycle, 'offerLapses', contactSubject, batchSize)
    const changed = t.changedIds(await db.batch(t.items)).length
    offers += changed
    if (changed < batchSize) break
  }
  for (let round = 0; round < maxRounds; round++) {
    const t = sweep(db, jobLifecycle, 'jobLapses', jobSubject, batchSize)
    // The jobs this sweep expires are exactly its log rows: end their live contacts in the same batch.
    const endContacts = apply(db, contactLifecycle, {
      subject: contactSubject,
      transition: 'endWithJob',
      by: { role: 'system', userId: null },
      where: inArray(
        contacts.jobId,
        db.select({ id: lifecycleLog.subjectId }).from(lifecycleLog).where(t.appliedRows),
      ),
    })
    const results = await db.batch([...t.items, ...endContacts.items])
    const changed = t.changedIds(results).length
    expiredJobs += changed
    if (changed < batchSize) break
  }
  return { offers, jobs: expiredJobs }
}
