import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import type { Context } from 'hono'
import type { AppBindings } from '../env'
import { clock } from './clock'
import { ApiError } from './errors'

/**
 * Soft rate limits in KV (DESIGN.md: KV for throttles only — eventually consistent, fine for
 * "about 5 per 15 minutes"; exact quotas live in D1). A fixed window per (limit, subject):
 * `{ count, resetAt }`, expiring with the window. Subjects are hashed so no e-mail or IP is a key.
 */
export interface Limit {
  /** Key prefix, e.g. `login-account`. */
  name: string
  max: number
  windowSeconds: number
  /** Locale key of the 429 message; gets `{{minutes}}`. */
  messageKey: string
}

export const limits = {
  loginAccount: {
    name: 'login-account',
    max: 5,
    windowSeconds: 15 * 60,
    messageKey: 'auth:::errors::loginThrottled',
  },
  loginIp: { name: 'login-ip', max: 30, windowSeconds: 15 * 60, messageKey: 'auth:::errors::ipThrottled' },
  // Per-IP limits leave room for many people behind one address (mobile carriers' CGNAT, offices).
  signupIp: { name: 'signup-ip', max: 60, windowSeconds: 60 * 60, messageKey: 'auth:::errors::ipThrottled' },
  resetIp: { name: 'reset-ip', max: 30, windowSeconds: 60 * 60, messageKey: 'auth:::errors::ipThrottled' },
  smsPhone: { name: 'sms-phone', max: 3, windowSeconds: 60 * 60, messageKey: 'auth:::errors::smsThrottled' },
  smsIp: { name: 'sms-ip', max: 10, windowSeconds: 60 * 60, messageKey: 'auth:::errors::smsThrottled' },
  resetCode: {
    name: 'reset-code',
    max: 5,
    windowSeconds: 30 * 60,
    messageKey: 'auth:::errors::codeThrottled',
  },
  resetConfirmIp: {
    name: 'reset-confirm-ip',
    max: 30,
    windowSeconds: 30 * 60,
    messageKey: 'auth:::errors::ipThrottled',
  },
  profileLookupIp: {
    name: 'profile-lookup-ip',
    max: 20,
    windowSeconds: 15 * 60,
    messageKey: 'auth:::errors::profileThrottled',
  },
  cvrIp: { name: 'cvr-ip', max: 60, windowSeconds: 15 * 60, messageKey: 'auth:::errors::ipThrottled' },
  facebookIp: {
    name: 'facebook-ip',
    max: 30,
    windowSeconds: 15 * 60,
    messageKey: 'auth:::errors::ipThrottled',
  },
} satisfies Record<string, Limit>

interface Window {
  count: number
  resetAt: number
}

const keyOf = (limit: Limit, subject: string) =>
  `throttle:${limit.name}:${encodeHexLowerCase(sha256(new TextEncoder().encode(subject.toLowerCase())))}`

async function read(kv: KVNamespace, key: string): Promise<Window | null> {
  const window = await kv.get<Window>(key, 'json')
  if (!window || window.resetAt <= clock.now()) return null
  return window
}

/** Seconds until the subject may try again, or 0 when it is under the limit. */
export async function retryAfter(kv: KVNamespace, limit: Limit, subject: string): Promise<number> {
  const window = await read(kv, keyOf(limit, subject))
  if (!window || window.count < limit.max) return 0
  return Math.max(1, window.resetAt - clock.now())
}

/** Counts one attempt (a failure, a sent SMS …). */
export async function hit(kv: KVNamespace, limit: Limit, subject: string): Promise<Window> {
  const key = keyOf(limit, subject)
  const now = clock.now()
  const current = await read(kv, key)
  const window = current
    ? { count: current.count + 1, resetAt: current.resetAt }
    : { count: 1, resetAt: now + limit.windowSeconds }
  // KV needs a TTL of at least 60 s.
  await kv.put(key, JSON.stringify(window), { expirationTtl: Math.max(60, window.resetAt - now) })
  return window
}

/** Forgets the subject's attempts (e.g. after a successful log-in). */
export async function clear(kv: KVNamespace, limit: Limit, subject: string) {
  await kv.delete(keyOf(limit, subject))
}

export function tooManyRequests(c: Context<AppBindings>, limit: Limit, seconds: number) {
  c.header('Retry-After', String(seconds))
  return new ApiError('rate_limited', {
    messageKey: limit.messageKey,
    vars: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  })
}

/** Throws 429 (with Retry-After and a "try again in N minutes" message) when over the limit. */
export async function assertNotThrottled(c: Context<AppBindings>, limit: Limit, subject: string) {
  const seconds = await retryAfter(c.env.KV, limit, subject)
  if (seconds > 0) throw tooManyRequests(c, limit, seconds)
}

/** Counts the attempt and throws 429 when it goes over the limit (for actions limited on every call). */
export async function consume(c: Context<AppBindings>, limit: Limit, subject: string) {
  await assertNotThrottled(c, limit, subject)
  await hit(c.env.KV, limit, subject)
}

/** The caller's IP as Cloudflare reports it (`cf-connecting-ip`); a fixed value locally. */
export const clientIp = (c: Context<AppBindings>) => c.req.header('cf-connecting-ip') ?? 'local'
