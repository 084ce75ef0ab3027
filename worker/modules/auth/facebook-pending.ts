import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { safeRedirectPath } from '../../../domain/rules/safe-redirect'
import type { AppBindings } from '../../env'
import { publicOrigin } from '../../lib/public-origin'
import { hashToken, randomToken } from '../../lib/tokens'

type Ctx = Context<AppBindings>

/**
 * The browser's state between the legs of a Facebook log-in: the OAuth state (with where to land) in a
 * cookie for 10 minutes, and a profile without e-mail waiting in KV for 15 minutes (its cookie holds
 * only a random id; KV keeps its hash) until the person gives an address.
 */
export const stateCookie = '__Host-fb-state'
export const pendingCookie = '__Host-fb-pending'
const stateSeconds = 10 * 60
const pendingSeconds = 15 * 60
const cookieOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const
const pendingKey = (id: string) => `fb-pending:${hashToken(id)}`

/** A Facebook profile without e-mail, waiting for the address its owner types. */
export interface WaitingProfile {
  providerUserId: string
  name: string
  next: string
}

/** Where to land after the log-in: a same-origin path (never another site, never the API), else `/`. */
export function safeNext(c: Ctx, next: string | undefined): string {
  const path = safeRedirectPath(next, publicOrigin(c))
  return path.startsWith('/api/') ? '/' : path
}

/** A new log-in starts: its state and landing path are remembered; an older waiting profile is dropped. */
export function rememberState(c: Ctx, state: string, next: string) {
  setCookie(c, stateCookie, `${state}|${encodeURIComponent(next)}`, {
    ...cookieOptions,
    maxAge: stateSeconds,
  })
  deleteCookie(c, pendingCookie, cookieOptions)
}

/** The state this browser started with and where it lands (read once: the cookie goes). */
export function takeState(c: Ctx): { state: string | null; next: string } {
  const [state, encodedNext] = (getCookie(c, stateCookie) ?? '').split('|')
  deleteCookie(c, stateCookie, cookieOptions)
  let next = '/'
  try {
    next = safeNext(c, decodeURIComponent(encodedNext ?? '%2F'))
  } catch {
    // A malformed escape in a hand-made cookie: land on the front page.
  }
  return { state: state || null, next }
}

/** The state cookie's value for a minute after a no at the provider, so the poll tells it from a failure. */
const cancelledState = 'cancelled'

/** The person said no at the provider: remembered for the opener's next poll. */
export function rememberCancel(c: Ctx) {
  setCookie(c, stateCookie, cancelledState, { ...cookieOptions, maxAge: 60 })
}

/** True for a minute after the person said no at the provider. */
export const loginCancelled = (c: Ctx) => getCookie(c, stateCookie) === cancelledState

/** True while this browser has a log-in under way (between start and callback). */
export const loginUnderWay = (c: Ctx) => getCookie(c, stateCookie) !== undefined && !loginCancelled(c)

export async function savePending(c: Ctx, profile: WaitingProfile) {
  const id = randomToken()
  await c.env.KV.put(pendingKey(id), JSON.stringify(profile), { expirationTtl: pendingSeconds })
  setCookie(c, pendingCookie, id, { ...cookieOptions, maxAge: pendingSeconds })
}

export async function readPending(c: Ctx): Promise<{ id: string; profile: WaitingProfile } | null> {
  const id = getCookie(c, pendingCookie)
  if (!id) return null
  const profile = await c.env.KV.get<WaitingProfile>(pendingKey(id), 'json')
  return profile ? { id, profile } : null
}

export async function dropPending(c: Ctx, id: string) {
  await c.env.KV.delete(pendingKey(id))
  deleteCookie(c, pendingCookie, cookieOptions)
}
