import type { AppEnv } from '../../env'
import { AdapterNotConfigured, fakesAllowed } from './config'
import { createFakeSession, fakeWebhookSecret } from './payments-fake'

/**
 * The payment provider behind balance top-ups (decision 019), Stripe Checkout style: the Worker creates a
 * session, the browser pays on the provider's page, and a signed webhook tells the Worker the outcome.
 * Production talks to Stripe's REST API with fetch; development and tests use the local fake provider
 * (`/dev/pay/{sessionId}`), never reachable in production. Both sign webhooks the same way
 * (payments-signature.ts).
 */
export type PaymentMethod = 'card' | 'mobilepay'

export interface SessionRequest {
  topUpId: string
  amountOre: number
  method: PaymentMethod
  successUrl: string
  cancelUrl: string
}

export interface PaymentSession {
  sessionId: string
  /** Where to send the browser to pay. */
  url: string
}

export interface PaymentsAdapter {
  readonly name: 'stripe' | 'fake'
  createSession(request: SessionRequest): Promise<PaymentSession>
  /** The secret webhooks are signed with. */
  readonly webhookSecret: string
}

/** The events the Worker acts on; any other type is acknowledged and ignored. */
export const paymentEvents = {
  completed: 'checkout.session.completed',
  expired: 'checkout.session.expired',
  failed: 'checkout.session.async_payment_failed',
} as const

/** The part of a webhook event the Worker reads (Stripe's shape). */
export interface PaymentEvent {
  id: string
  type: string
  data: {
    object: {
      id: string
      client_reference_id: string | null
      amount_total: number | null
      currency: string | null
      payment_status: string | null
    }
  }
}

/** The event in a verified body, or null when it is not one we understand. */
export function parsePaymentEvent(body: string): PaymentEvent | null {
  try {
    const event = JSON.parse(body) as Partial<PaymentEvent>
    const object = event?.data?.object
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || !object) return null
    if (typeof object.id !== 'string') return null
    return event as PaymentEvent
  } catch {
    return null
  }
}

const stripeApi = 'https://api.stripe.com/v1'

/** Stripe Checkout through its REST API (form-encoded, DKK, one line: the top-up). */
export function stripePayments(secretKey: string, webhookSecret: string): PaymentsAdapter {
  return {
    name: 'stripe',
    webhookSecret,
    async createSession(request) {
      const form = new URLSearchParams({
        mode: 'payment',
        'payment_method_types[0]': request.method,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'dkk',
        'line_items[0][price_data][unit_amount]': String(request.amountOre),
        'line_items[0][price_data][product_data][name]': 'Indbetaling til saldo',
        client_reference_id: request.topUpId,
        'metadata[topUpId]': request.topUpId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      })
      const res = await fetch(`${stripeApi}/checkout/sessions`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          // Stripe's own idempotency: a retried create makes one session.
          'Idempotency-Key': `topup-${request.topUpId}`,
        },
        body: form,
      })
      if (!res.ok) throw new Error(`stripe checkout session: HTTP ${res.status}`)
      const session = (await res.json()) as { id?: unknown; url?: unknown }
      if (typeof session.id !== 'string' || typeof session.url !== 'string')
        throw new Error('stripe checkout session: no id or url')
      return { sessionId: session.id, url: session.url }
    },
  }
}

/** The fake provider: sessions in KV, its page on this Worker's own origin. */
export function fakePayments(env: Pick<AppEnv, 'KV' | 'PAYMENT_WEBHOOK_SECRET'>, origin: string) {
  return {
    name: 'fake',
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || fakeWebhookSecret,
    createSession: (request) => createFakeSession(env.KV, origin, request),
  } satisfies PaymentsAdapter
}

/**
 * The adapter for this environment. Fails closed: the fake only where fakes are allowed; production
 * without its secrets throws AdapterNotConfigured (503), never a fake.
 */
export function paymentsAdapter(env: AppEnv, requestOrigin: string): PaymentsAdapter {
  if (fakesAllowed(env)) return fakePayments(env, requestOrigin)
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name as keyof AppEnv])
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
    throw new AdapterNotConfigured('payments', missing)
  return stripePayments(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET)
}
