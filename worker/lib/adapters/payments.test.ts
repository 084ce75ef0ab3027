import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchAs } from '../../test/deployment'
import { AdapterNotConfigured } from './config'
import { paymentsAdapter } from './payments'
import { fakeWebhookSecret } from './payments-fake'
import { replayWindowSeconds, signPayload, verifySignature } from './payments-signature'

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('payments adapter', () => {
  it('production picks Stripe only with both secrets, never the fake', () => {
    expect(() => paymentsAdapter({ ...env, APP_ENV: 'production' }, 'https://x.dk')).toThrow(
      AdapterNotConfigured,
    )
    expect(() =>
      paymentsAdapter({ ...env, APP_ENV: 'staging', STRIPE_SECRET_KEY: 'sk_live_x' }, 'https://x.dk'),
    ).toThrow(AdapterNotConfigured)
    const stripe = paymentsAdapter(
      { ...env, APP_ENV: 'production', STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_live' },
      'https://x.dk',
    )
    expect(stripe.name).toBe('stripe')
    expect(stripe.webhookSecret).toBe('whsec_live')
    expect(paymentsAdapter({ ...env, APP_ENV: 'test' }, 'http://localhost').name).toBe('fake')
  })

  it('in production the fake page is 404 and the webhook without its secret is 503 (retried later)', async () => {
    expect((await fetchAs({ APP_ENV: 'production' }, '/dev/pay/cs_fake_anything')).status).toBe(404)
    const body = '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"id":"cs_1"}}}'
    const signature = await signPayload(fakeWebhookSecret, body, Math.floor(Date.now() / 1000))
    const { status } = await fetchAs({ APP_ENV: 'production' }, '/webhooks/payments', {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body,
    })
    expect(status).toBe(503)
  })

  it('a production webhook signed with the fake secret is refused', async () => {
    const body = '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"id":"cs_1"}}}'
    const signature = await signPayload(fakeWebhookSecret, body, Math.floor(Date.now() / 1000))
    const { status } = await fetchAs(
      { APP_ENV: 'production', STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_live' },
      '/webhooks/payments',
      { method: 'POST', headers: { 'stripe-signature': signature }, body },
    )
    expect(status).toBe(400)
  })
})

describe('webhook signature', () => {
  const body = '{"a":1}'
  it('accepts its own signature inside the window, with several v1 values (a rolled secret)', async () => {
    const t = 1_800_000_000
    const header = await signPayload('s1', body, t)
    expect(await verifySignature('s1', body, header, t + replayWindowSeconds)).toBe('ok')
    const rolled = `${header},v1=${'0'.repeat(64)}`
    expect(await verifySignature('s1', body, rolled, t)).toBe('ok')
    expect(await verifySignature('s1', body, header, t + replayWindowSeconds + 1)).toBe('stale')
    expect(await verifySignature('s2', body, header, t)).toBe('forged')
    expect(await verifySignature('s1', '{"a":2}', header, t)).toBe('forged')
    expect(await verifySignature('s1', body, undefined, t)).toBe('missing')
    expect(await verifySignature('s1', body, 'v1=abc', t)).toBe('missing')
  })
})
