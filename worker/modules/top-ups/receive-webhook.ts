import type { AppEnv } from '../../env'
import { parsePaymentEvent, paymentsAdapter } from '../../lib/adapters/payments'
import { verifySignature } from '../../lib/adapters/payments-signature'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { type Settlement, settleTopUp } from './settle-top-up'

export type WebhookOutcome =
  | { ok: true; settlement: Settlement }
  | { ok: false; reason: 'missing' | 'stale' | 'forged' | 'malformed' }

/**
 * The provider's webhook: the signature over the raw body first (forged, unsigned or outside the replay
 * window → refused, nothing read), then the event. The route and the fake provider's page both call
 * this, so the fake exercises the same check.
 */
export async function receivePaymentWebhook(
  env: AppEnv,
  body: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const now = clock.now()
  const { webhookSecret } = paymentsAdapter(env, env.PUBLIC_ORIGIN)
  const check = await verifySignature(webhookSecret, body, signature, now)
  if (check !== 'ok') return { ok: false, reason: check }
  const event = parsePaymentEvent(body)
  if (!event) return { ok: false, reason: 'malformed' }
  return { ok: true, settlement: await settleTopUp(database(env.DB), event, now) }
}
