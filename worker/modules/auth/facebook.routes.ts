import { eq, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { describeRoute } from 'hono-openapi'
import * as v from 'valibot'
import { FacebookEmailRequest, FacebookStatus, LoginResponse } from '../../../domain/schemas/auth'
import { auditLog, oauthAccounts, users } from '../../db/schema'
import type { AppBindings } from '../../env'
import { type FacebookProfile, facebookAdapter } from '../../lib/adapters/facebook'
import { clock } from '../../lib/clock'
import { type Database, database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { errorResponses, jsonContent as json } from '../../lib/openapi'
import { deliverSoon, enqueue } from '../../lib/outbox'
import { logIn } from '../../lib/session'
import { clientIp, consume, limits } from '../../lib/throttle'
import { input } from '../../lib/validate'
import {
  findUserByEmail,
  hashToken,
  isUniqueViolation,
  meOf,
  publicOrigin,
  randomToken,
  redirectFor,
  signupAttemptMail,
  signupConflict,
} from './auth.service'

type Ctx = import('hono').Context<AppBindings>

/**
 * Facebook log-in (arctic; scopes email, public_profile). The flow runs in a popup or the same window:
 * start → provider → callback → `next`. The opener polls `/auth/facebook/status` every 2 s. An account
 * is linked only by the e-mail Facebook gives (Facebook returns confirmed addresses only); a profile
 * without e-mail waits in KV for 15 minutes until the user gives one at `/facebook/email`.
 */
export const stateCookie = '__Host-fb-state'
export const pendingCookie = '__Host-fb-pending'
const stateSeconds = 10 * 60
const pendingSeconds = 15 * 60
/** Where the browser lands when the callback fails; the status poll then says `error`. */
export const facebookErrorPath = '/?facebook=error'
export const facebookEmailPath = '/facebook/email'

const cookieOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const

interface PendingProfile {
  providerUserId: string
  name: string
  next: string
}

const pendingKey = (id: string) => `fb-pending:${hashToken(id)}`

/** Only same-site relative paths: never `//evil.example` or `https://…`. */
export function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/'
  if (next.startsWith('/api/') || next.length > 500) return '/'
  return next
}

function unavailable() {
  return new ApiError('facebook_unavailable', {
    status: 503,
    messageKey: 'auth:::errors::facebookUnavailable',
  })
}

async function readPending(c: Ctx): Promise<{ id: string; profile: PendingProfile } | null> {
  const id = getCookie(c, pendingCookie)
  if (!id) return null
  const profile = await c.env.KV.get<PendingProfile>(pendingKey(id), 'json')
  return profile ? { id, profile } : null
}

/** The "facebookRecording" of the old product: who was linked to which Facebook id, and how. */
const facebookLinkAudit = (db: Database, userId: SQL, providerUserId: string, how: 'email' | 'created') =>
  db.insert(auditLog).values({
    actorUserId: userId,
    action: 'facebook.link',
    targetType: 'user',
    targetId: sql`cast(cast(${userId} as integer) as text)`,
    details: { providerUserId, how },
    createdAt: clock.now(),
  })

/** Log in the account linked to this Facebook id, else link by e-mail, else create a customer. */
async function userForProfile(
  c: Ctx,
  db: Database,
  profile: { id: string; name: string; email: string },
  emailVerified: boolean,
): Promise<number> {
  const [linked] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(sql`${oauthAccounts.provider} = 'facebook' and ${oauthAccounts.providerUserId} = ${profile.id}`)
  if (linked) return linked.userId

  const existing = await findUserByEmail(db, profile.email)
  if (existing) {
    // Linking by e-mail only when the provider vouches for it; an address the user typed never links.
    if (!emailVerified) {
      const mail = signupAttemptMail(db, existing, publicOrigin(c))
      if (mail) {
        await mail
        deliverSoon(c)
      }
      throw signupConflict()
    }
    await db.batch([
      db
        .insert(oauthAccounts)
        .values({
          provider: 'facebook',
          providerUserId: profile.id,
          userId: existing.id,
          createdAt: clock.now(),
        })
        .onConflictDoNothing(),
      facebookLinkAudit(db, sql`${existing.id}`, profile.id, 'email'),
    ])
    return existing.id
  }

  const locale = c.get('locale')
  try {
    const [inserted] = await db.batch([
      db
        .insert(users)
        .values({
          email: profile.email,
          name: profile.name,
          role: 'customer',
          locale,
          passwordHash: null,
          createdAt: clock.now(),
        })
        .returning({ id: users.id }),
      db.insert(oauthAccounts).values({
        provider: 'facebook',
        providerUserId: profile.id,
        userId: sql`(select id from users where email = ${profile.email})`,
        createdAt: clock.now(),
      }),
      facebookLinkAudit(
        db,
        sql`(select id from users where email = ${profile.email})`,
        profile.id,
        'created',
      ),
      enqueue(db, {
        channel: 'email',
        to: profile.email,
        template: 'welcomeCustomer',
        locale,
        payload: { name: profile.name, link: `${publicOrigin(c)}/` },
      }),
    ])
    deliverSoon(c)
    const id = inserted[0]?.id
    if (!id) throw new ApiError('internal')
    return id
  } catch (error) {
    if (isUniqueViolation(error)) throw signupConflict()
    throw error
  }
}

async function finish(c: Ctx, userId: number) {
  const db = database(c.env.DB)
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId))
  if (user?.status !== 'active') {
    throw new ApiError('account_blocked', { status: 403, messageKey: 'auth:::errors::blocked' })
  }
  await logIn(c, userId)
}

export const facebookRoutes = new Hono<AppBindings>()
  .get(
    '/auth/facebook/start',
    describeRoute({
      tags: ['auth'],
      summary: 'Start a Facebook log-in: 302 to the provider (the local fake outside production)',
      description:
        "503 'FB initialization failed.' when Facebook is not configured. `next` is where to land afterwards.",
      responses: {
        302: { description: 'To the provider' },
        503: { description: 'Facebook log-in is not available' },
      },
    }),
    input('query', v.object({ next: v.optional(v.pipe(v.string(), v.maxLength(500))) })),
    async (c) => {
      await consume(c, limits.facebookIp, clientIp(c))
      const adapter = facebookAdapter(c.env, new URL(c.req.url).origin)
      if (!adapter) throw unavailable()
      const state = randomToken()
      const next = safeNext(c.req.valid('query').next)
      setCookie(c, stateCookie, `${state}|${encodeURIComponent(next)}`, {
        ...cookieOptions,
        maxAge: stateSeconds,
      })
      deleteCookie(c, pendingCookie, cookieOptions)
      return c.redirect(adapter.authorizationURL(state).toString(), 302)
    },
  )
  .get(
    '/auth/facebook/callback',
    describeRoute({
      tags: ['auth'],
      summary: "The provider's redirect: checks state, reads the profile, logs in (or asks for an e-mail)",
      responses: { 302: { description: 'To `next`, to /facebook/email, or to /?facebook=error' } },
    }),
    input(
      'query',
      v.object({
        code: v.optional(v.pipe(v.string(), v.maxLength(2000))),
        state: v.optional(v.pipe(v.string(), v.maxLength(200))),
        error: v.optional(v.string()),
      }),
    ),
    async (c) => {
      const { code, state } = c.req.valid('query')
      const [expected, encodedNext] = (getCookie(c, stateCookie) ?? '').split('|')
      deleteCookie(c, stateCookie, cookieOptions)
      const next = safeNext(decodeURIComponent(encodedNext ?? '%2F'))
      const fail = (reason: string) => {
        console.warn(JSON.stringify({ level: 'warn', message: 'facebook login failed', reason }))
        return c.redirect(facebookErrorPath, 302)
      }
      if (!expected || !state || state !== expected) return fail('state')
      if (!code) return fail('denied')
      const adapter = facebookAdapter(c.env, new URL(c.req.url).origin)
      if (!adapter) return fail('unconfigured')
      let profile: FacebookProfile
      try {
        profile = await adapter.profileFromCode(code)
      } catch (error) {
        return fail(error instanceof Error ? error.message : 'exchange')
      }
      const db = database(c.env.DB)
      const [linked] = await db
        .select({ userId: oauthAccounts.userId })
        .from(oauthAccounts)
        .where(
          sql`${oauthAccounts.provider} = 'facebook' and ${oauthAccounts.providerUserId} = ${profile.id}`,
        )
      if (!linked && !profile.email) {
        const id = randomToken()
        const pending: PendingProfile = { providerUserId: profile.id, name: profile.name, next }
        await c.env.KV.put(pendingKey(id), JSON.stringify(pending), { expirationTtl: pendingSeconds })
        setCookie(c, pendingCookie, id, { ...cookieOptions, maxAge: pendingSeconds })
        return c.redirect(facebookEmailPath, 302)
      }
      try {
        const userId =
          linked?.userId ??
          (await userForProfile(
            c,
            db,
            { id: profile.id, name: profile.name, email: profile.email ?? '' },
            true,
          ))
        await finish(c, userId)
      } catch (error) {
        if (error instanceof ApiError) return fail(error.code)
        throw error
      }
      return c.redirect(next, 302)
    },
  )
  .get(
    '/auth/facebook/status',
    describeRoute({
      tags: ['auth'],
      summary: 'Validation status for the 2-second poll; replaces /social/facebookValidationStatus',
      description:
        '`refresh` once logged in; `pending` while a flow is under way; `needs_email` when Facebook gave no e-mail; `error` otherwise.',
      responses: { 200: { description: 'OK', content: json(FacebookStatus) } },
    }),
    async (c) => {
      const user = c.get('user')
      if (user) {
        return c.json({
          status: 'refresh' as const,
          user: { name: user.name, email: user.email, phone: user.phone },
        })
      }
      const pending = await readPending(c)
      if (pending) {
        return c.json({
          status: 'needs_email' as const,
          user: { name: pending.profile.name, email: null, phone: null },
        })
      }
      if (getCookie(c, stateCookie)) return c.json({ status: 'pending' as const, user: null })
      return c.json({ status: 'error' as const, user: null })
    },
  )
  .post(
    '/auth/facebook/email',
    describeRoute({
      tags: ['auth'],
      summary: 'Finish a Facebook log-in that came without an e-mail, with the e-mail the user gives',
      description:
        'Creates a customer linked to the Facebook account and logs in. An e-mail that already has a profile is never linked (the generic 409; the owner is told by e-mail). 400 when no Facebook log-in is waiting.',
      responses: {
        200: { description: 'Logged in', content: json(LoginResponse) },
        400: { description: 'No Facebook log-in is waiting' },
        409: { description: 'Generic conflict' },
        422: errorResponses[422],
      },
    }),
    input('json', FacebookEmailRequest),
    async (c) => {
      const { email } = c.req.valid('json')
      const pending = await readPending(c)
      if (!pending) {
        throw new ApiError('facebook_no_pending', {
          status: 400,
          messageKey: 'auth:::errors::facebookNoPending',
        })
      }
      const db = database(c.env.DB)
      const { providerUserId, name, next } = pending.profile
      const userId = await userForProfile(c, db, { id: providerUserId, name, email }, false)
      await c.env.KV.delete(pendingKey(pending.id))
      deleteCookie(c, pendingCookie, cookieOptions)
      await finish(c, userId)
      const me = await meOf(db, userId)
      return c.json({
        user: me,
        redirectTo: me?.role === 'customer' ? next : me ? redirectFor(me.role) : null,
      })
    },
  )
