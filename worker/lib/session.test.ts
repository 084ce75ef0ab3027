import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessions } from '../db/schema'
import { makeLoggedOutUser } from '../modules/account/account.fixtures'
import { call } from '../test/client'
import { clock } from './clock'
import { database } from './db'
import {
  absoluteLifetimeSeconds,
  createSession,
  generateSessionToken,
  sessionCookieName,
  sessionIdOf,
} from './session'

afterEach(() => vi.restoreAllMocks())

const me = (cookie: string) => call('/api/auth/me', { cookie })

describe('session lifetime', () => {
  it('slides while used, but ends 90 days after the log-in however often it is used', async () => {
    const user = await makeLoggedOutUser({ password: null })
    const start = clock.now()
    const token = generateSessionToken()
    await createSession(database(env.DB), token, user.id)
    const cookie = `${sessionCookieName}=${token}`
    // Used every 20 days: each use slides the expiry, but never past the absolute end.
    for (let day = 20; day < 90; day += 20) {
      vi.spyOn(clock, 'now').mockReturnValue(start + day * 86_400)
      expect((await me(cookie)).json.user?.id).toBe(user.id)
    }
    const [row] = await database(env.DB)
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)))
    expect(row?.expiresAt).toBe(start + absoluteLifetimeSeconds)
    vi.spyOn(clock, 'now').mockReturnValue(start + absoluteLifetimeSeconds - 1)
    expect((await me(cookie)).json.user?.id).toBe(user.id)
    vi.spyOn(clock, 'now').mockReturnValue(start + absoluteLifetimeSeconds)
    expect((await me(cookie)).json.user).toBeNull()
    expect(
      await database(env.DB)
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token))),
    ).toEqual([])
  })
})
