import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authApi } from '../../../domain/contract/auth'
import { sessions, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { render } from '../../lib/outbox'
import { sessionIdOf } from '../../lib/session'
import { api, errorOf, expectError } from '../../test/client'
import { cookieLine, freshEmail, freshIp, goodPassword, login, outboxFor } from '../../test/helpers'
import { makeLoggedOutUser } from '../account/account.fixtures'

vi.setConfig({ testTimeout: 30_000 })
afterEach(() => vi.restoreAllMocks())

const db = () => database(env.DB)
const tokenOf = (cookie: string | null) => (cookie ?? '').split('=')[1] ?? ''

describe('sessions', () => {
  it('stores only the SHA-256 of the session token, never the token', async () => {
    const user = await makeLoggedOutUser()
    const { cookie } = await login(user.email)
    const token = tokenOf(cookie)
    expect(token.length).toBeGreaterThanOrEqual(32) // 160 bits in base32
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows.map((r) => r.id)).toEqual([sessionIdOf(token)])
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/)
    expect(rows.some((r) => r.id === token)).toBe(false)
  })

  it('sets the cookie as __Host-, HttpOnly, Secure, SameSite=Lax, Path=/', async () => {
    const user = await makeLoggedOutUser()
    const { res } = await login(user.email)
    const line = cookieLine(res.headers, '__Host-session') ?? ''
    expect(line).toMatch(/; Path=\/(;|$)/)
    expect(line).toMatch(/; HttpOnly/)
    expect(line).toMatch(/; Secure/)
    expect(line).toMatch(/; SameSite=Lax/)
    expect(line).not.toMatch(/Domain=/i)
  })

  it('issues a new token at every log-in and drops the one the browser had', async () => {
    const user = await makeLoggedOutUser()
    const first = await login(user.email)
    const second = await api(authApi.login, {
      body: { email: user.email, password: goodPassword },
      ip: freshIp(),
      cookie: first.cookie ?? '',
    })
    const secondCookie = cookieLine(second.headers, '__Host-session')
    expect(tokenOf(secondCookie?.split(';')[0] ?? '')).not.toBe(tokenOf(first.cookie))
    expect((await api(authApi.me, { cookie: first.cookie ?? '' })).json.user).toBeNull()
  })

  it('slides the expiry: a session used after 16 days is extended to 30 days from then', async () => {
    const user = await makeLoggedOutUser()
    const { cookie } = await login(user.email)
    const [before] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(tokenOf(cookie))))
    const later = clock.now() + 16 * 86_400
    vi.spyOn(clock, 'now').mockReturnValue(later)
    const me = await api(authApi.me, { cookie: cookie ?? '' })
    expect(me.json.user!.id).toBe(user.id)
    expect(cookieLine(me.headers, '__Host-session')).toBeTruthy()
    const [after] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(tokenOf(cookie))))
    expect(after?.expiresAt).toBe(later + 30 * 86_400)
    expect(after?.expiresAt).toBeGreaterThan(before?.expiresAt ?? 0)
  })

  it('ends a session after 30 days without use', async () => {
    const user = await makeLoggedOutUser()
    const { cookie } = await login(user.email)
    vi.spyOn(clock, 'now').mockReturnValue(clock.now() + 31 * 86_400)
    const me = await api(authApi.me, { cookie: cookie ?? '' })
    expect(me.json.user).toBeNull()
  })

  it('log-out revokes the session on the server', async () => {
    const user = await makeLoggedOutUser()
    const { cookie } = await login(user.email)
    await api(authApi.logout, { cookie: cookie ?? '' })
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(tokenOf(cookie)))),
    ).toEqual([])
  })

  it("ends a blocked user's session at the next request", async () => {
    const user = await makeLoggedOutUser()
    const { cookie } = await login(user.email)
    expect((await api(authApi.me, { cookie: cookie ?? '' })).json.user!.id).toBe(user.id)
    await db().update(users).set({ status: 'blocked' }).where(eq(users.id, user.id))
    const me = await api(authApi.me, { cookie: cookie ?? '' })
    expect(me.json.user).toBeNull()
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
  })

  it("another user's session reads only its own account", async () => {
    const a = await makeLoggedOutUser({ name: 'Anna' })
    const b = await makeLoggedOutUser({ name: 'Bo' })
    const { cookie } = await login(b.email)
    const me = await api(authApi.me, { cookie: cookie ?? '' })
    expect(me.json.user).toMatchObject({ id: b.id, name: 'Bo' })
    expect(me.json.user!.id).not.toBe(a.id)
  })
})

describe('CSRF', () => {
  it('refuses a state-changing request without Origin (403)', async () => {
    const res = await SELF.fetch('http://localhost:8787/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: freshEmail(), password: 'whatever-1' }),
    })
    expect(res.status).toBe(403)
  })

  it('refuses a foreign Origin (403)', async () => {
    const res = await api(authApi.logout, { headers: { Origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expectError(res, 'csrf')
  })

  it('refuses a form post (415)', async () => {
    const res = await SELF.fetch('http://localhost:8787/api/auth/login', {
      method: 'POST',
      headers: { Origin: 'http://localhost:8787', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.dk&password=x',
    })
    expect(res.status).toBe(415)
  })
})

describe('no user enumeration', () => {
  it('log-in: unknown e-mail and wrong password give the same status and message', async () => {
    const user = await makeLoggedOutUser()
    const wrong = await login(user.email, 'forkert-kode-9')
    const unknown = await login(freshEmail('nobody'), 'forkert-kode-9')
    expect([unknown.res.status, unknown.res.json]).toEqual([wrong.res.status, wrong.res.json])
  })

  it('reset: known and unknown e-mails get the same answer', async () => {
    const user = await makeLoggedOutUser()
    const known = await api(authApi.requestPasswordReset, { body: { email: user.email }, ip: freshIp() })
    const unknown = await api(authApi.requestPasswordReset, {
      body: { email: freshEmail('nobody') },
      ip: freshIp(),
    })
    expect([unknown.status, unknown.json]).toEqual([known.status, known.json])
  })

  it('sign-up: a taken e-mail gives the generic conflict, not "e-mail taken"', async () => {
    const user = await makeLoggedOutUser()
    const res = await api(authApi.signupCustomer, {
      body: { name: 'X Y', email: user.email, phone: '12345678', zip: '2100', password: goodPassword },
      ip: freshIp(),
    })
    expect(res.status).toBe(409)
    expect(errorOf(res).message).not.toMatch(/e-mail/i)
  })
})

describe('throttling', () => {
  it('answers 429 after too many failed log-ins', async () => {
    const user = await makeLoggedOutUser()
    for (let i = 0; i < 5; i++) await login(user.email, `forkert-${i}-x`)
    expect((await login(user.email)).res.status).toBe(429)
  })
})

describe('reset tokens', () => {
  it('are single-use and expire', async () => {
    const user = await makeLoggedOutUser()
    await api(authApi.requestPasswordReset, { body: { email: user.email }, ip: freshIp() })
    const [mail] = await outboxFor(user.email)
    const token = new URL(
      render(mail as never).text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x',
    ).searchParams.get('token')
    const ok = await api(authApi.resetPassword, {
      body: { token: token!, password: 'Helt-ny-kode-77' },
      ip: freshIp(),
    })
    expect(ok.status).toBe(200)
    const reuse = await api(authApi.resetPassword, {
      body: { token: token!, password: 'Helt-ny-kode-78' },
      ip: freshIp(),
    })
    expect(reuse.status).toBe(400)

    await api(authApi.requestPasswordReset, { body: { email: user.email }, ip: freshIp() })
    const [second] = await outboxFor(user.email)
    const token2 = new URL(
      render(second as never).text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x',
    ).searchParams.get('token')
    vi.spyOn(clock, 'now').mockReturnValue(clock.now() + 30 * 60 + 1)
    const expired = await api(authApi.resetPassword, {
      body: { token: token2!, password: 'Helt-ny-kode-79' },
      ip: freshIp(),
    })
    expect(expired.status).toBe(400)
    expectError(expired, 'reset_expired')
  })
})

describe('logs', () => {
  it('never contain the reset token, the code, the password or the session token', async () => {
    const phone = `6${String(Date.now()).slice(-7)}`
    const user = await makeLoggedOutUser({ phone })
    await api(authApi.requestPasswordReset, { body: { email: user.email }, ip: freshIp() })
    const [mail] = await outboxFor(user.email)
    const token =
      new URL(render(mail as never).text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x').searchParams.get(
        'token',
      ) ?? ''
    const [sms] = await outboxFor(phone)
    const code = String(sms?.payload.code ?? '')
    expect(token).toBeTruthy()

    const lines: string[] = []
    const capture = (...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '))
    }
    vi.spyOn(console, 'log').mockImplementation(capture)
    vi.spyOn(console, 'info').mockImplementation(capture)
    vi.spyOn(console, 'warn').mockImplementation(capture)
    vi.spyOn(console, 'error').mockImplementation(capture)

    // The request log line is written only outside tests; run the app with APP_ENV=development to see it.
    const { default: worker } = await import('../../index')
    const { createExecutionContext, waitOnExecutionContext } = await import('cloudflare:test')
    const ctx = createExecutionContext()
    const password = 'Log-test-kode-42'
    const res = await worker.fetch(
      new Request(`http://localhost:8787/api/auth/password-reset/confirm?token=${token}`, {
        method: 'POST',
        headers: {
          Origin: 'http://localhost:8787',
          'Content-Type': 'application/json',
          'cf-connecting-ip': freshIp(),
        },
        body: JSON.stringify({ token, password }),
      }),
      { ...env, APP_ENV: 'development' },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(res.status).toBe(200)
    const session = (res.headers.get('set-cookie') ?? '').match(/__Host-session=([^;]+)/)?.[1] ?? ''
    expect(lines.length).toBeGreaterThan(0) // the request line was written
    const all = lines.join('\n')
    for (const secret of [token, code, password, session]) {
      expect(secret.length).toBeGreaterThan(0)
      expect(all).not.toContain(secret)
    }
  })
})
