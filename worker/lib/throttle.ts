import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { throttleWindows } from '../db/schema'
import type { AppBindings } from '../env'
import { clock } from './clock'
import { database } from './db'
import { ApiError } from './errors'

/**
 * Rate limits as atomic D1 counters (decision 008). Every attempt is counted FIRST, by one upsert that
 * returns the new count, and only then does the caller decide: N parallel requests get the counts
 * 1 … N, so exactly `max` of them get through. A fixed window per (limit, subject) starts at the first
 * attempt; subjects are hashed so no e-mail, phone or IP is stored in clear. The cron purges ended
 * windows.
 */
export interface Limit {
  /** Key prefix, e.g. `login-account`. */
  name: string
  max: number
  windowSeconds: number
  /** Locale key of the 429 message; gets `{{minutes}}`. */
  messageKey: string
}

const minute = 60
const hour = 60 * minute
// The 429 messages (each gets `{{minutes}}`).
const ipThrottled = 'auth:::errors::ipThrottled'
const loginThrottled = 'auth:::errors::loginThrottled'
const smsThrottled = 'auth:::errors::smsThrottled'
const facebookMailThrottled = 'auth:::errors::facebookMailThrottled'

export const limits = {
  loginAccount: { name: 'login-account', max: 5, windowSeconds: 15 * minute, messageKey: loginThrottled },
  loginIp: { name: 'login-ip', max: 30, windowSeconds: 15 * minute, messageKey: ipThrottled },
  // Per-IP limits leave room for many people behind one address (mobile carriers' CGNAT, offices).
  signupIp: { name: 'signup-ip', max: 60, windowSeconds: hour, messageKey: ipThrottled },
  resetIp: { name: 'reset-ip', max: 30, windowSeconds: hour, messageKey: ipThrottled },
  // Reset mails to one address, from any number of IPs (refused silently, like the SMS limits).
  resetEmail: { name: 'reset-email', max: 5, windowSeconds: hour, messageKey: ipThrottled },
  smsPhone: { name: 'sms-phone', max: 3, windowSeconds: hour, messageKey: smsThrottled },
  smsIp: { name: 'sms-ip', max: 10, windowSeconds: hour, messageKey: smsThrottled },
  resetConfirmIp: { name: 'reset-confirm-ip', max: 30, windowSeconds: 30 * minute, messageKey: ipThrottled },
  profileLookupIp: {
    name: 'profile-lookup-ip',
    max: 20,
    windowSeconds: 15 * minute,
    messageKey: 'auth:::errors::profileThrottled',
  },
  // Jobs posted from one address (each may make an account and send a mail).
  postJobIp: {
    name: 'post-job-ip',
    max: 20,
    windowSeconds: hour,
    messageKey: 'createjob:::errors::postThrottled',
  },
  // Jobs one customer posts (createjob and price-list orders): each can reach many companies by mail
  // and SMS through their search agents, so one account cannot flood them from many addresses.
  postJobCustomer: {
    name: 'post-job-customer',
    max: 10,
    windowSeconds: 24 * hour,
    messageKey: 'createjob:::errors::postThrottledCustomer',
  },
  cvrIp: { name: 'cvr-ip', max: 60, windowSeconds: 15 * minute, messageKey: ipThrottled },
  facebookIp: { name: 'facebook-ip', max: 30, windowSeconds: 15 * minute, messageKey: ipThrottled },
  // Mails a Facebook log-in without e-mail can cause (confirmation link, "someone tried to sign up").
  facebookMailIp: {
    name: 'facebook-mail-ip',
    max: 10,
    windowSeconds: hour,
    messageKey: facebookMailThrottled,
  },
  facebookMailRecipient: {
    name: 'facebook-mail-recipient',
    max: 3,
    windowSeconds: hour,
    messageKey: facebookMailThrottled,
  },
  // Wrong current passwords of a logged-in user (password change, deletion, phone/e-mail change): a
  // stolen session must not become a password oracle.
  currentPassword: {
    name: 'current-password',
    max: 5,
    windowSeconds: 15 * minute,
    messageKey: loginThrottled,
  },
  // "Someone tried to sign up with your address" mails to one account (refused silently: the caller
  // still gets the generic 409), so sign-ups from many IPs cannot mail-bomb a known address.
  signupAttemptRecipient: {
    name: 'signup-attempt-recipient',
    max: 3,
    windowSeconds: hour,
    messageKey: ipThrottled,
  },
  // Confirmation mails an e-mail change sends to the new address: per account and per address, so
  // neither one account nor many can use us to mail an address again and again.
  emailChangeUser: {
    name: 'email-change-user',
    max: 3,
    windowSeconds: hour,
    messageKey: 'account:::errors::emailChangeThrottled',
  },
  emailChangeAddress: {
    name: 'email-change-address',
    max: 3,
    windowSeconds: hour,
    messageKey: 'account:::errors::emailChangeThrottled',
  },
} satisfies Record<string, Limit>

export interface Window {
  /** Attempts in the window, this one included. */
  n: number
  /** Unix seconds when the window ends. */
  resetAt: number
}

const keyOf = (limit: Limit, subject: string) =>
  `${limit.name}:${encodeHexLowerCase(sha256(new TextEncoder().encode(subject.toLowerCase())))}`

/**
 * Counts one attempt and returns the window it landed in, in one statement: a new or ended window
 * starts again at 1, a running one goes up by one.
 */
export async function count(d1: D1Database, limit: Limit, subject: string): Promise<Window> {
  const now = clock.now()
  const ended = sql`${throttleWindows.resetAt} <= ${now}`
  const [window] = await database(d1)
    .insert(throttleWindows)
    .values({ key: keyOf(limit, subject), n: 1, resetAt: now + limit.windowSeconds })
    .onConflictDoUpdate({
      target: throttleWindows.key,
      set: {
        n: sql`case when ${ended} then 1 else ${throttleWindows.n} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${throttleWindows.resetAt} end`,
      },
    })
    .returning({ n: throttleWindows.n, resetAt: throttleWindows.resetAt })
  if (!window) throw new Error('throttle upsert returned nothing')
  return window
}

/** Seconds until the subject may try again when this window is over the limit, else 0. */
export const secondsLeft = (limit: Limit, window: Window) =>
  window.n > limit.max ? Math.max(1, window.resetAt - clock.now()) : 0

/** Takes back one counted attempt (e.g. a log-in that turned out right; only failures should count). */
export async function uncount(d1: D1Database, limit: Limit, subject: string) {
  await database(d1)
    .update(throttleWindows)
    .set({ n: sql`${throttleWindows.n} - 1` })
    .where(
      and(
        eq(throttleWindows.key, keyOf(limit, subject)),
        gt(throttleWindows.n, 0),
        gt(throttleWindows.resetAt, clock.now()),
      ),
    )
}

/** Forgets the subject's attempts (e.g. a completed password reset unlocks the account). */
export async function clear(d1: D1Database, limit: Limit, subject: string) {
  await database(d1)
    .delete(throttleWindows)
    .where(eq(throttleWindows.key, keyOf(limit, subject)))
}

/** Cron: windows that have ended are only clutter. */
export async function purgeThrottles(d1: D1Database) {
  await database(d1).delete(throttleWindows).where(lte(throttleWindows.resetAt, clock.now()))
}

export function tooManyRequests(c: Context<AppBindings>, limit: Limit, seconds: number) {
  c.header('Retry-After', String(seconds))
  return new ApiError('rate_limited', {
    messageKey: limit.messageKey,
    vars: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  })
}

/** Counts the attempt, then throws 429 (Retry-After, "try again in N minutes") when it went over the limit. */
export async function consume(c: Context<AppBindings>, limit: Limit, subject: string) {
  const window = await count(c.env.DB, limit, subject)
  const seconds = secondsLeft(limit, window)
  if (seconds > 0) throw tooManyRequests(c, limit, seconds)
  return window
}

/** The caller's IP as Cloudflare reports it (`cf-connecting-ip`); a fixed value locally. */
export const clientIp = (c: Context<AppBindings>) => c.req.header('cf-connecting-ip') ?? 'local'
