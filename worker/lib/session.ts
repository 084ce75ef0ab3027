import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { accountAccess } from '../../domain/lifecycle/account'
import { companies, sessions, users } from '../db/schema'
import type { AppBindings } from '../env'
import { clock } from './clock'
import { type Database, database } from './db'
import { generateSessionToken, sessionCookieName, sessionIdOf, sessionLifetimeSeconds } from './session-token'
import { userFieldColumns } from './user-fields'

export { generateSessionToken, sessionCookieName, sessionIdOf } from './session-token'

/**
 * Sessions by hand, following the Lucia guide: a 160-bit random token lives only in the cookie;
 * the database keeps its SHA-256. 30 days, extended when less than 15 remain (sliding expiry), but
 * never beyond 90 days from the log-in (absolute lifetime: a stolen cookie that is kept in use does
 * not live for ever; issue 6).
 */
const refreshWhenBelowSeconds = 15 * 86_400
export const absoluteLifetimeSeconds = 90 * 86_400

export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'name' | 'phone' | 'role' | 'locale' | 'status'
> & { companyId: number | null }

export interface Session {
  id: string
  userId: number
  expiresAt: number
}

export async function createSession(db: Database, token: string, userId: number): Promise<Session> {
  const session = { id: sessionIdOf(token), userId, expiresAt: clock.now() + sessionLifetimeSeconds }
  await db.insert(sessions).values({ ...session, createdAt: clock.now() })
  return session
}

export async function validateSessionToken(
  db: Database,
  token: string,
): Promise<{ session: Session; user: SessionUser; refreshed: boolean } | null> {
  const id = sessionIdOf(token)
  const [row] = await db
    .select({
      session: sessions,
      user: {
        ...userFieldColumns,
        locale: users.locale,
        status: users.status,
      },
      companyId: companies.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.ownerUserId, users.id))
    .where(eq(sessions.id, id))
  if (!row) return null
  const now = clock.now()
  const endOfLife = row.session.createdAt + absoluteLifetimeSeconds
  if (now >= row.session.expiresAt || now >= endOfLife || accountAccess[row.user.status] !== 'allowed') {
    await db.delete(sessions).where(eq(sessions.id, id))
    return null
  }
  let refreshed = false
  const extended = Math.min(now + sessionLifetimeSeconds, endOfLife)
  if (row.session.expiresAt - now < refreshWhenBelowSeconds && extended > row.session.expiresAt) {
    row.session.expiresAt = extended
    await db.update(sessions).set({ expiresAt: row.session.expiresAt }).where(eq(sessions.id, id))
    refreshed = true
  }
  return {
    session: { id, userId: row.session.userId, expiresAt: row.session.expiresAt },
    user: { ...row.user, companyId: row.companyId },
    refreshed,
  }
}

export async function invalidateSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Log-out everywhere; also used when an admin blocks an account. */
export async function invalidateUserSessions(db: Database, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

export function setSessionCookie(c: Context, token: string, expiresAt: number) {
  setCookie(c, sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    expires: new Date(expiresAt * 1000),
  })
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, sessionCookieName, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' })
}

/** Start a session for a user who just proved who they are: always a new token (rotation at log-in). */
export async function logIn(c: Context<AppBindings>, userId: number) {
  const db = database(c.env.DB)
  const old = getCookie(c, sessionCookieName)
  if (old) await invalidateSession(db, sessionIdOf(old))
  const token = generateSessionToken()
  const session = await createSession(db, token, userId)
  setSessionCookie(c, token, session.expiresAt)
  return session
}

/** Reads the session cookie on every request; `c.get('user')` is the caller or null. */
export const loadSession = createMiddleware<AppBindings>(async (c, next) => {
  c.set('user', null)
  c.set('session', null)
  const token = getCookie(c, sessionCookieName)
  if (token) {
    const result = await validateSessionToken(database(c.env.DB), token)
    if (result) {
      c.set('user', result.user)
      c.set('session', result.session)
      if (result.refreshed) setSessionCookie(c, token, result.session.expiresAt)
    } else {
      clearSessionCookie(c)
    }
  }
  await next()
})
