import type { NewTopUp } from '../../../domain/schemas/money'
import { topUps } from '../../db/schema'
import type { PaymentsAdapter } from '../../lib/adapters/payments'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { randomToken } from '../../lib/tokens'

/** The page the provider sends the browser back to, paid or not: it waits there for the webhook. */
export const returnPath = (topUpId: string) => `/firma/saldo/betaling/${topUpId}`

/**
 * Starts a top-up: a session at the provider, then the pending row that the webhook settles. The row is
 * written after the session exists (it holds the session id); a session whose row never got written
 * is never paid into the ledger, because the webhook finds no top-up for it.
 */
export async function startTopUp(
  db: Database,
  payments: PaymentsAdapter,
  companyId: number,
  input: Required<Pick<NewTopUp, 'amountOre' | 'method'>> & { returnJobId?: number },
  origin: string,
) {
  const topUpId = randomToken()
  const back = `${origin}${returnPath(topUpId)}`
  const session = await payments.createSession({
    topUpId,
    amountOre: input.amountOre,
    method: input.method,
    successUrl: back,
    cancelUrl: `${back}?afbrudt=1`,
  })
  await db.insert(topUps).values({
    id: topUpId,
    companyId,
    amountOre: input.amountOre,
    method: input.method,
    state: 'pending',
    providerSessionId: session.sessionId,
    returnJobId: input.returnJobId ?? null,
    createdAt: clock.now(),
  })
  return { topUpId, redirectUrl: session.url }
}
