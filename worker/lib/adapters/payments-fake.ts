import { randomToken } from '../tokens'
import type { SessionRequest } from './payments'

/**
 * State of the local fake payment provider (dev and tests only; its page is modules/dev/fake-pay.tsx).
 * A session lives in KV for a day, like a Stripe Checkout session.
 */
export const fakePayPath = '/dev/pay'

/** The webhook secret when `PAYMENT_WEBHOOK_SECRET` is not set (tests); only fakes ever use it. */
export const fakeWebhookSecret = 'whsec_fake_local_only'

export interface FakeSession extends SessionRequest {
  sessionId: string
  createdAt: number
}

const sessionKey = (sessionId: string) => `fakepay:${sessionId}`

export async function createFakeSession(kv: KVNamespace, origin: string, request: SessionRequest) {
  const sessionId = `cs_fake_${randomToken()}`
  const session: FakeSession = { ...request, sessionId, createdAt: Math.floor(Date.now() / 1000) }
  await kv.put(sessionKey(sessionId), JSON.stringify(session), { expirationTtl: 24 * 60 * 60 })
  return { sessionId, url: `${origin}${fakePayPath}/${sessionId}` }
}

export function fakeSession(kv: KVNamespace, sessionId: string) {
  return kv.get<FakeSession>(sessionKey(sessionId), 'json')
}

export type FakeOutcome = 'pay' | 'decline' | 'abandon'

/** The webhook event the provider sends for an outcome on the page (Stripe's event shape). */
export function fakeEvent(session: FakeSession, outcome: FakeOutcome, now: number) {
  const type =
    outcome === 'pay'
      ? 'checkout.session.completed'
      : outcome === 'decline'
        ? 'checkout.session.async_payment_failed'
        : 'checkout.session.expired'
  return checkoutSessionEvent(type, session, outcome === 'pay' ? 'paid' : 'unpaid', now)
}

/** A Checkout Session event of any type in Stripe's shape: the fake page's, and the tests' own. */
export function checkoutSessionEvent(
  type: string,
  session: { sessionId: string; topUpId: string; amountOre: number; method?: string },
  paymentStatus: string,
  now: number,
) {
  return {
    id: `evt_fake_${randomToken()}`,
    type,
    created: now,
    data: {
      object: {
        id: session.sessionId,
        client_reference_id: session.topUpId,
        amount_total: session.amountOre,
        currency: 'dkk',
        payment_status: paymentStatus,
        payment_method_types: session.method ? [session.method] : [],
      },
    },
  }
}
