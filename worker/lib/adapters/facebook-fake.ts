import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'

/**
 * State of the local fake Facebook (dev and tests only; the routes are in modules/dev/fake-facebook.tsx).
 * Codes are single-use and short-lived, tokens last an hour; both live in KV.
 */
export const fakeFacebookClientId = 'fake-facebook-app'
export const fakeFacebookAuthorizePath = '/dev/fake-facebook/dialog/oauth'

export interface FakeFacebookUser {
  id: string
  name: string
  email: string | null
}

/** The demo users the authorize page offers: one with an e-mail, one without. */
export const fakeFacebookUsers: readonly FakeFacebookUser[] = [
  { id: '10001', name: 'Mette Facebook', email: 'mette.facebook@example.dk' },
  { id: '10002', name: 'Jonas Uden E-mail', email: null },
]

/** A user typed on the authorize page (for tests that need fresh addresses); the id follows the input. */
export function customFakeUser(name: string, email: string | null): FakeFacebookUser {
  const key = (email || name).toLowerCase()
  let hash = 0
  for (const ch of key) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return { id: `2${String(hash).padStart(10, '0')}`, name: name || 'Facebook-bruger', email: email || null }
}

const random = () => {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

export async function issueFakeCode(kv: KVNamespace, user: FakeFacebookUser, redirectUri: string) {
  const code = random()
  await kv.put(`fakefb:code:${code}`, JSON.stringify({ user, redirectUri }), { expirationTtl: 120 })
  return code
}

/** The access token for a code (single use; the redirect URI must match the one it was issued for). */
export async function exchangeFakeCode(
  kv: KVNamespace,
  code: string,
  redirectUri: string,
): Promise<string | null> {
  const stored = await kv.get<{ user: FakeFacebookUser; redirectUri: string }>(`fakefb:code:${code}`, 'json')
  if (!stored) return null
  await kv.delete(`fakefb:code:${code}`)
  if (stored.redirectUri !== redirectUri) return null
  const token = random()
  await kv.put(`fakefb:token:${token}`, JSON.stringify(stored.user), { expirationTtl: 3600 })
  return token
}

/** What `/me?fields=id,name,email` answers; a user without an e-mail has no `email` field. */
export async function fakeProfileForToken(kv: KVNamespace, token: string) {
  const user = await kv.get<FakeFacebookUser>(`fakefb:token:${token}`, 'json')
  if (!user) return null
  return user.email ? { id: user.id, name: user.name, email: user.email } : { id: user.id, name: user.name }
}
