import type { Context } from 'hono'
import type * as v from 'valibot'
import type { ComplaintRequest } from '../../../domain/schemas/invitations'
import { complaints } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { consume, type Limit } from '../../lib/throttle'

/** A customer files a few complaints, never a flood into the admin queue. */
export const complaintLimit = {
  name: 'complaint-user',
  max: 5,
  windowSeconds: 60 * 60,
  messageKey: 'jobs:::complaint::throttled',
} satisfies Limit

/** complaintsend: stored for the admin queue (unhandled until an admin deals with it). Throttled per customer. */
export async function sendComplaint(
  c: Context<AppBindings>,
  userId: number,
  complaint: v.InferOutput<typeof ComplaintRequest>,
) {
  await consume(c, complaintLimit, String(userId))
  await database(c.env.DB)
    .insert(complaints)
    .values({ userId, ...complaint, createdAt: clock.now() })
}
