import { SELF } from 'cloudflare:test'
import { checkoutSessionEvent, fakeWebhookSecret } from '../../lib/adapters/payments-fake'
import { signatureHeader, signPayload } from '../../lib/adapters/payments-signature'
import { call } from '../../test/client'

/** Test-only: top-ups started through the API and webhooks signed as the provider signs them. */
export async function beginTopUp(cookie: string, amountOre = 50_000, extra: { returnJobId?: number } = {}) {
  const res = await call('/api/company/top-ups', { cookie, body: { amountOre, method: 'card', ...extra } })
  if (res.status !== 201) throw new Error(`start top-up: ${res.status} ${res.text}`)
  const topUpId: string = res.json.topUpId
  const redirectUrl: string = res.json.redirectUrl
  return { topUpId, redirectUrl, sessionId: redirectUrl.split('/').pop() ?? '', headers: res.headers }
}

/** A webhook body as the provider sends it (by default paid when completed, else unpaid). */
export function providerEvent(
  type: string,
  session: { sessionId: string; topUpId: string; amountOre: number },
  paymentStatus = type === 'checkout.session.completed' ? 'paid' : 'unpaid',
) {
  return JSON.stringify(checkoutSessionEvent(type, session, paymentStatus, Math.floor(Date.now() / 1000)))
}

/** Posts a webhook body with a signature (by default a good one made now). */
export async function sendWebhook(
  body: string,
  options: { secret?: string; at?: number; signature?: string | null } = {},
) {
  const at = options.at ?? Math.floor(Date.now() / 1000)
  const signature =
    options.signature === undefined
      ? await signPayload(options.secret ?? fakeWebhookSecret, body, at)
      : options.signature
  const res = await SELF.fetch('http://localhost:8787/webhooks/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { [signatureHeader]: signature } : {}) },
    body,
  })
  const json = (await res.json().catch(() => undefined)) as { settlement?: string } | undefined
  return { status: res.status, json: json ?? {} }
}

/** Presses a button on the fake provider's page, as the browser's form post does. */
export async function pressOnFakePage(sessionId: string, action: 'pay' | 'decline' | 'abandon') {
  const res = await SELF.fetch(`http://localhost:8787/dev/pay/${sessionId}`, {
    method: 'POST',
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  })
  return { status: res.status, location: res.headers.get('location') }
}
