import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * scrypt via node:crypto (nodejs_compat). The parameters are stored in every hash
 * (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without breaking old hashes.
 * N=2^14, r=8, p=5 is OWASP-equivalent; Workers cap PBKDF2 at 100k iterations (DESIGN.md).
 */
const current = { N: 16384, r: 8, p: 5, keyLength: 64 }

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, current.N, current.r, current.p, current.keyLength)
  return [
    'scrypt',
    current.N,
    current.r,
    current.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const parts = stored?.split('$')
  if (parts?.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so a missing account cannot be told apart by timing.
    await derive(password, randomBytes(16), current.N, current.r, current.p, current.keyLength)
    return false
  }
  const [, N, r, p, salt, hash] = parts
  const expected = Buffer.from(hash ?? '', 'base64url')
  const key = await derive(
    password,
    Buffer.from(salt ?? '', 'base64url'),
    Number(N),
    Number(r),
    Number(p),
    expected.length,
  )
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** True when a hash was made with weaker parameters than today's: re-hash at the next log-in. */
export function needsRehash(stored: string): boolean {
  const [, N, r, p] = stored.split('$')
  return Number(N) < current.N || Number(r) < current.r || Number(p) < current.p
}
