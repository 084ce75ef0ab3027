import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { describeRoute } from 'hono-openapi'
import * as v from 'valibot'
import { facebookApi } from '../../../domain/contract/facebook'
import { maxNextLength, safeRedirectPath } from '../../../domain/rules/safe-redirect'
import { FacebookStatus } from '../../../domain/schemas/auth'
import type { AppBindings } from '../../env'
import { type FacebookProfile, facebookAdapter } from '../../lib/adapters/facebook'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { translate } from '../../lib/i18n'
import { jsonContent as json } from '../../lib/openapi'
import { route } from '../../lib/route'
import { clientIp, consume, limits } from '../../lib/throttle'
import { input } from '../../lib/validate'
import { hashToken, meOf, publicOrigin, randomToken, redirectFor } from './auth.service'
import { linkedUserId, logInThroughFacebook, userForVerifiedProfile } from './facebook.service'
import { confirmFacebookEmail, sendFacebookConfirmation, type WaitingProfile } from './facebook-confirmation'

type Ctx = import('hono').Context<AppBindings>

/**
 * Facebook log-in (arctic; scopes email, public_profile). The flow runs in a popup or the same window:
 * start → provider → callback → `next`. The opener polls `/auth/facebook/status` every 2 s. An account
 * is linked only by an e-mail that is proven: the one Facebook gives (Facebook returns confirmed
 * addresses only), or one the user types at `/facebook/email` and confirms by the link we mail to it.
 * A profile without e-mail waits in KV for 15 minutes until the user gives one.
 */
export const stateCookie = '__Host-fb-state'
export const pendingCookie = '__Host-fb-pending'
const stateSeconds = 10 * 60
const pendingSeconds = 15 * 60
/** Where the browser lands when the callback fails; the status poll then says `error`. */
export const facebookErrorPath = '/?facebook=error'
/** Where the browser lands when the user said no at the provider; the status poll then says `cancelled`. */
export const facebookCancelledPath = '/?facebook=cancelled'
/** The state cookie's value for a minute after a cancel, so the opener's poll can tell it from a failure. */
const cancelledState = 'cancelled'
export const facebookEmailPath = '/facebook/email'

const cookieOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const

const pendingKey = (id: string) => `fb-pending:${hashToken(id)}`

/** Where to land after the log-in: a same-origin path (never another site, never the API), else `/`. */
export function safeNext(c: Ctx, next: string | undefined): string {
  const path = safeRedirectPath(next, publicOrigin(c))
  return path.startsWith('/api/') ? '/' : path
}

function unavailable() {
  return new ApiError('facebook_unavailable', {
    status: 503,
    messageKey: 'auth:::errors::facebookUnavailable',
  })
}

async function readPending(c: Ctx): Promise<{ id: string; profile: WaitingProfile } | null> {
  const id = getCookie(c, pendingCookie)
  if (!id) return null
  const profile = await c.env.KV.get<WaitingProfile>(pendingKey(id), 'json')
  return profile ? { id, profile } : null
}

export const facebookRoutes = new Hono<AppBindings>()
  .get(
    '/auth/facebook/start',
    describeRoute({
      tags: ['auth'],
      summary: 'Start a Facebook log-in: 302 to the provider (the local fake outside production)',
      description:
        "503 'FB initialization failed.' when Facebook is not configured. `next` is where to land afterwards (same origin only).",
      responses: {
        302: { description: 'To the provider' },
        503: { description: 'Facebook log-in is not available' },
      },
    }),
    input('query', v.object({ next: v.optional(v.pipe(v.string(), v.maxLength(maxNextLength))) })),
    async (c) => {
      await consume(c, limits.facebookIp, clientIp(c))
      const adapter = facebookAdapter(c.env, new URL(c.req.url).origin)
      if (!adapter) throw unavailable()
      const state = randomToken()
      const next = safeNext(c, c.req.valid('query').next)
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
      const { code, state, error } = c.req.valid('query')
      const [expected, encodedNext] = (getCookie(c, stateCookie) ?? '').split('|')
      deleteCookie(c, stateCookie, cookieOptions)
      let next = '/'
      try {
        next = safeNext(c, decodeURIComponent(encodedNext ?? '%2F'))
      } catch {
        // A malformed escape in a hand-made cookie: land on the front page.
      }
      const fail = (reason: string) => {
        console.warn(JSON.stringify({ level: 'warn', message: 'facebook login failed', reason }))
        return c.redirect(facebookErrorPath, 302)
      }
      if (!expected || !state || state !== expected) return fail('state')
      if (!code && error === 'access_denied') {
        setCookie(c, stateCookie, cancelledState, { ...cookieOptions, maxAge: 60 })
        return c.redirect(facebookCancelledPath, 302)
      }
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
      const linked = await linkedUserId(db, profile.id)
      if (!linked && !profile.email) {
        const id = randomToken()
        const pending: WaitingProfile = { providerUserId: profile.id, name: profile.name, next }
        await c.env.KV.put(pendingKey(id), JSON.stringify(pending), { expirationTtl: pendingSeconds })
        setCookie(c, pendingCookie, id, { ...cookieOptions, maxAge: pendingSeconds })
        return c.redirect(facebookEmailPath, 302)
      }
      try {
        const userId =
          linked ??
          (await userForVerifiedProfile(
            c,
            db,
            {
              providerUserId: profile.id,
              name: profile.name,
              email: profile.email ?? '',
              locale: c.get('locale'),
            },
            'email',
          ))
        await logInThroughFacebook(c, userId)
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
        '`refresh` once logged in; `pending` while a flow is under way; `needs_email` when Facebook gave no e-mail; `cancelled` when the user said no at Facebook; `error` otherwise.',
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
      const flow = getCookie(c, stateCookie)
      if (flow === cancelledState) return c.json({ status: 'cancelled' as const, user: null })
      if (flow) return c.json({ status: 'pending' as const, user: null })
      return c.json({ status: 'error' as const, user: null })
    },
  )

// The address the user types is only a claim: mail it a link; nothing is created or logged in yet.
route(facebookRoutes, facebookApi.email, async (c, { body }) => {
  const pending = await readPending(c)
  if (!pending) {
    throw new ApiError('facebook_no_pending', {
      status: 400,
      messageKey: 'auth:::errors::facebookNoPending',
    })
  }
  const locale = c.get('locale')
  await sendFacebookConfirmation(c, database(c.env.DB), pending.profile, body.email, locale, async () => {
    await c.env.KV.delete(pendingKey(pending.id))
    deleteCookie(c, pendingCookie, cookieOptions)
  })
  return { message: translate(locale, 'auth:::messages::facebookEmailSent', { email: body.email }) }
})

// The owner opened the link: now the account is created and linked, and this browser logged in.
route(facebookRoutes, facebookApi.confirm, async (c, { body }) => {
  const db = database(c.env.DB)
  const { userId, next } = await confirmFacebookEmail(c, db, body.token)
  await logInThroughFacebook(c, userId)
  const me = await meOf(db, userId)
  if (!me) throw new ApiError('internal')
  return { user: me, redirectTo: me.role === 'customer' ? next : redirectFor(me.role) }
})
