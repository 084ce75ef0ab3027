import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'

/**
 * The token half of sessions, free of D1 and Hono so a Node process can make a session exactly as
 * the Worker does (the e2e `login` fixture writes one straight into the local D1 file).
 */
export const sessionCookieName = '__Host-session'
export const sessionLifetimeSeconds = 30 * 86_400

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

export const sessionIdOf = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
