import { and, eq } from 'drizzle-orm'
import { topUps } from '../../db/schema'
import { type PaymentEvent, paymentEvents } from '../../lib/adapters/payments'
import type { Database } from '../../lib/db'
import { recordMoney } from '../../lib/ledger'

export type Settlement =
  | 'credited'
  | 'already-credited'
  | 'declined'
  | 'abandoned'
  | 'unchanged'
  | 'unknown-top-up'
  | 'mismatch'
  | 'ignored'

/**
 * Acts on a verified provider event. A completed, paid session credits the wallet once: the ledger
 * event's key is `topup:{id}`, so a webhook sent twice, late or before the browser's return credits
 * exactly once, and the row turns `paid` and its receipt ('Kvittering for indbetaling') is written in
 * the same batch. A payment that completes after the session was abandoned or declined still credits:
 * the money was taken. Declined and expired only change a pending row's state.
 */
export async function settleTopUp(db: Database, event: PaymentEvent, now: number): Promise<Settlement> {
  const session = event.data.object
  const known = Object.values(paymentEvents) as string[]
  if (!known.includes(event.type)) return 'ignored'
  const [topUp] = await db.select().from(topUps).where(eq(topUps.providerSessionId, session.id))
  if (!topUp || (session.client_reference_id && session.client_reference_id !== topUp.id))
    return 'unknown-top-up'

  if (event.type === paymentEvents.completed) {
    if (session.payment_status !== 'paid') return 'unchanged'
    if (session.amount_total !== topUp.amountOre || session.currency?.toLowerCase() !== 'dkk')
      return 'mismatch'
    const recorded = await recordMoney(
      db,
      {
        companyId: topUp.companyId,
        kind: 'topup',
        idempotencyKey: `topup:${topUp.id}`,
        // Its receipt ('Kvittering for indbetaling') goes in the same batch, once (decision 025).
        topUpId: topUp.id,
        postings: [
          { account: 'wallet', amountOre: topUp.amountOre },
          { account: 'provider', amountOre: -topUp.amountOre },
        ],
      },
      now,
      (applied) => [
        db
          .update(topUps)
          .set({ state: 'paid', settledAt: now })
          .where(and(eq(topUps.id, topUp.id), applied)),
      ],
    )
    return recorded.applied ? 'credited' : 'already-credited'
  }

  const state = event.type === paymentEvents.failed ? 'declined' : 'abandoned'
  const changed = await db
    .update(topUps)
    .set({ state, settledAt: now })
    .where(and(eq(topUps.id, topUp.id), eq(topUps.state, 'pending')))
    .returning({ id: topUps.id })
  return changed.length > 0 ? state : 'unchanged'
}
