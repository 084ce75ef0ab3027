import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * scrypt via node:crypto (nodejs_compat). The parameters are stored in every hash
 * (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without breaking old hashes.
 * N=2^14, r=8, p=5 is OWASP-equivalent; Workers cap PBKDF2 at 100k iterations (DESIGN.md).
 */
const current = { N: 16384, r: 8, p: 5, keyLength: 64 }
/**
 * The worker tests' parameters (decision 020): ~80× cheaper, so a test of something else does not pay
 * for a real hash at every log-in. Fails closed: only an `APP_ENV` of exactly 'test' (set by
 * vitest.config.ts, never by wrangler.toml) gets them; anything else, unset included, gets `current`.
 */
const testOnly = { N: 1024, r: 8, p: 1, keyLength: 64 }

/** The parameters new hashes get in this environment. */
export function passwordParameters(appEnv: string | undefined) {
  return appEnv === 'test' ? testOnly : current
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string, appEnv?: string): Promise<string> {
  const params = passwordParameters(appEnv)
  const salt = randomBytes(16)
  const key = await derive(password, salt, params.N, params.r, params.p, params.keyLength)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
  appEnv?: string,
): Promise<boolean> {
  const parts = stored?.split('$')
  if (parts?.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so a missing account cannot be told apart by timing.
    const params = passwordParameters(appEnv)
    await derive(password, randomBytes(16), params.N, params.r, params.p, params.keyLength)
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
export function needsRehash(stored: string, appEnv?: string): boolean {
  const params = passwordParameters(appEnv)
  const [, N, r, p] = stored.split('$')
  return Number(N) < params.N || Number(r) < params.r || Number(p) < params.p
}
