/**
 * The payment provider's webhook signature, Stripe's scheme: the header `t=<unix seconds>,v1=<hex>`
 * where the hex is HMAC-SHA256(secret, `${t}.${body}`). The fake provider signs with the same code, so
 * development and tests run the exact check production runs. Web Crypto only (no Node crypto).
 */
export const signatureHeader = 'stripe-signature'

/** How far the signed time may be from ours: an old request replayed later is refused. */
export const replayWindowSeconds = 5 * 60

const encoder = new TextEncoder()

async function hmacHex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)))
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Compares every character whatever the first difference, so the time taken reveals nothing. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/** The header value for `body` signed at `timestamp`. */
export async function signPayload(secret: string, body: string, timestamp: number): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'forged'

/**
 * Checks `header` against the raw `body`: a parsable header, a time inside the replay window, and one
 * `v1` that matches (the provider may send several while it rolls a secret).
 */
export async function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: number,
): Promise<SignatureCheck> {
  if (!header) return 'missing'
  const parts = header.split(',').map((part) => part.trim().split('='))
  const t = parts.find(([k]) => k === 't')?.[1]
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v as string)
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return 'missing'
  if (Math.abs(now - Number(t)) > replayWindowSeconds) return 'stale'
  const expected = await hmacHex(secret, `${t}.${body}`)
  let match = false
  // No early exit: every candidate is compared.
  for (const candidate of signatures) match = constantTimeEqual(expected, candidate) || match
  return match ? 'ok' : 'forged'
}
