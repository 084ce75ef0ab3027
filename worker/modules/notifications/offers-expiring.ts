import { and, between, eq, inArray, sql } from 'drizzle-orm'
import { contactLifecycle } from '../../../domain/lifecycle/contact'
import { transitionOf } from '../../../domain/lifecycle/define'
import { contacts, jobs } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notificationWrites } from './notify'

/** A live offer is 'expiring soon' this long before it lapses. */
export const expiringWithinSeconds = 3 * 24 * 60 * 60
const perRun = 200

/** The states an offer lapses from (the lifecycle's `expireOffer`), never strings of their own. */
const lapsing = transitionOf(contactLifecycle, 'expireOffer').from

/**
 * The cron's 'offer expiring' notifications: every live offer that lapses within three days tells its
 * company once per offer (an edited offer restarts its timer and may tell again). Each is its own batch
 * with its SMS, guarded by "not told since this offer was given", so a second run tells nobody.
 */
export async function notifyExpiringOffers(db: Database, origin: string): Promise<number> {
  const now = clock.now()
  const due = await db
    .select({
      companyId: contacts.companyId,
      jobId: contacts.jobId,
      title: jobs.title,
      offeredAt: contacts.offeredAt,
      updatedAt: contacts.updatedAt,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .where(
      and(inArray(contacts.state, [...lapsing]), between(contacts.dueAt, now, now + expiringWithinSeconds)),
    )
    .limit(perRun)
  let told = 0
  for (const offer of due) {
    const since = offer.offeredAt ?? offer.updatedAt
    const [made] = await db.batch(
      notificationWrites(
        db,
        { companyId: offer.companyId, type: 'offer_expiring', jobId: offer.jobId, note: offer.title },
        {
          origin,
          when: sql`NOT EXISTS (SELECT 1 FROM notifications n WHERE n.company_id = ${offer.companyId}
            AND n.job_id = ${offer.jobId} AND n.type = 'offer_expiring' AND n.created_at >= ${since})`,
        },
      ),
    )
    told += made.length
  }
  return told
}
