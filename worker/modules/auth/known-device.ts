import { and, eq, gt, lte } from 'drizzle-orm'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { knownDevices } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { hashToken, randomToken } from '../../lib/tokens'

/**
 * "This browser logged in to this account before" (issue 6): five wrong passwords lock an account for
 * 15 minutes, which an attacker could do to its owner at will. A browser that once logged in with the
 * right password carries a random token (only its SHA-256 is stored, like sessions) and is counted on
 * a window of its own, so the owner still gets in; it survives log-out, unlike the session.
 */
export const deviceCookieName = '__Host-device'
const lifetimeSeconds = 180 * 86_400

/** The id of the caller's known device when it belongs to `userId`, else null. */
export async function knownDeviceOf(c: Context<AppBindings>, userId: number | undefined) {
  const token = getCookie(c, deviceCookieName)
  if (!token || userId === undefined) return null
  const id = hashToken(token)
  const [row] = await database(c.env.DB)
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(
      and(eq(knownDevices.id, id), eq(knownDevices.userId, userId), gt(knownDevices.expiresAt, clock.now())),
    )
  return row?.id ?? null
}

/** After a correct password: remember this browser for the user (a new token unless it is known already). */
export async function rememberDevice(c: Context<AppBindings>, userId: number) {
  if (await knownDeviceOf(c, userId)) return
  const token = randomToken()
  const now = clock.now()
  await database(c.env.DB)
    .insert(knownDevices)
    .values({ id: hashToken(token), userId, expiresAt: now + lifetimeSeconds, createdAt: now })
  setCookie(c, deviceCookieName, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    expires: new Date((now + lifetimeSeconds) * 1000),
  })
}

/** Cron: expired devices are only clutter. */
export async function purgeKnownDevices(d1: D1Database) {
  await database(d1).delete(knownDevices).where(lte(knownDevices.expiresAt, clock.now()))
}
