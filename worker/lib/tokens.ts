import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'

/**
 * Secrets sent to a person (reset and confirmation links, device cookies): 160 random bits, and only
 * their SHA-256 is stored, so a leaked table opens nothing. Sessions follow the same recipe.
 */
export function randomToken(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

export const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)))

/** A uniform 6-digit code (an SMS code is typed, so it is short; its uses are counted instead). */
export function randomCode(): string {
  const buf = new Uint32Array(1)
  do crypto.getRandomValues(buf)
  while ((buf[0] ?? 0) >= 4_294_000_000) // reject the tail so every code is equally likely
  return String((buf[0] ?? 0) % 1_000_000).padStart(6, '0')
}
