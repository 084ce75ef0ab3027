import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { authApi } from '../../../domain/contract/auth'
import { count, limits } from '../../lib/throttle'
import { api, errorOf, expectError } from '../../test/client'
import { freshEmail, freshIp, goodPassword, login } from '../../test/helpers'
import { makeCompanyUser, makeLoggedOutUser } from '../account/account.fixtures'

// scrypt (N=2^14) takes a few hundred ms per check on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

describe('POST /api/auth/login', () => {
  it('logs a customer in: session cookie, Me, redirectTo null (reload the page)', async () => {
    const user = await makeLoggedOutUser({ name: 'Mette Hansen', phone: '12345678' })
    const { res, cookie } = await login(user.email)
    expect(res.status).toBe(200)
    expect(cookie).toMatch(/^__Host-session=[a-z2-7]{32}$/)
    expect(res.json).toEqual({
      user: {
        id: user.id,
        name: 'Mette Hansen',
        email: user.email,
        phone: '12345678',
        role: 'customer',
        locale: 'da-DK',
        // The order form starts from it.
        zip: '2100',
        company: null,
      },
      redirectTo: null,
    })
  })

  it('sends a company to /firma/opgaver with its company', async () => {
    const { user, company } = await makeCompanyUser()
    const { res } = await login(user.email)
    expect(res.status).toBe(200)
    expect(res.json.redirectTo).toBe('/firma/opgaver')
    expect(res.json.user.company).toMatchObject({ name: company.name })
    expect(res.json.user.company.slug).toBe(company.slug)
  })

  it('sends an admin to /admin', async () => {
    const user = await makeLoggedOutUser({ role: 'admin' })
    const { res } = await login(user.email)
    expect(res.json.redirectTo).toBe('/admin')
  })

  it('accepts the e-mail in any case and with spaces', async () => {
    const user = await makeLoggedOutUser()
    const { res } = await login(`  ${user.email.toUpperCase()} `)
    expect(res.status).toBe(200)
  })

  it('answers 401 with the Danish message for a wrong password', async () => {
    const user = await makeLoggedOutUser()
    const { res, cookie } = await login(user.email, 'forkert-kode-123')
    expect(res.status).toBe(401)
    expect(errorOf(res)).toEqual({
      code: 'invalid_credentials',
      message: 'Forkert e-mail eller adgangskode.',
    })
    expect(cookie).toBeNull()
  })

  it('answers exactly the same for an unknown e-mail (no enumeration)', async () => {
    const user = await makeLoggedOutUser()
    const wrong = await login(user.email, 'forkert-kode-123')
    const unknown = await login(freshEmail('nobody'), 'forkert-kode-123')
    expect(unknown.res.status).toBe(wrong.res.status)
    expect(unknown.res.json).toEqual(wrong.res.json)
  })

  it('answers in English with the lang cookie', async () => {
    const res = await api(authApi.login, {
      body: { email: freshEmail(), password: 'whatever-123' },
      ip: freshIp(),
      cookie: 'lang=en',
    })
    expect(errorOf(res).message).toBe('Wrong e-mail or password.')
  })

  it('refuses a blocked account with 403 only after a correct password', async () => {
    const user = await makeLoggedOutUser({ status: 'blocked' })
    const wrong = await login(user.email, 'forkert-kode-123')
    expect(wrong.res.status).toBe(401)
    const right = await login(user.email)
    expect(right.res.status).toBe(403)
    expect(errorOf(right.res).message).toBe('Din konto er spærret. Kontakt kundeservice.')
    expect(right.cookie).toBeNull()
  })

  it('refuses an account without a password (Facebook or order-made) with the same 401', async () => {
    const user = await makeLoggedOutUser({ password: null })
    const { res } = await login(user.email, 'anything-at-all')
    expect(res.status).toBe(401)
  })

  it('answers 422 with field issues for missing fields', async () => {
    const res = await api(authApi.login, { body: { email: 'nope', password: '' }, ip: freshIp() })
    expect(res.status).toBe(422)
    const paths = errorOf(res).issues!.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']))
    expect(errorOf(res).issues!.find((i: { path: string }) => i.path === 'email')!.message).toBe(
      'E-mailen er ikke gyldig.',
    )
  })
})

describe('log-in throttling', () => {
  it('locks an account after 5 failures in 15 minutes with a clear 429, from any IP', {
    timeout: 30_000,
  }, async () => {
    const user = await makeLoggedOutUser()
    for (let i = 0; i < 5; i++) {
      const { res } = await login(user.email, `forkert-${i}-kode`)
      expect(res.status).toBe(401)
    }
    const { res } = await login(user.email, goodPassword, freshIp())
    expect(res.status).toBe(429)
    expectError(res, 'rate_limited')
    expect(errorOf(res).message).toMatch(/^For mange mislykkede forsøg\. Prøv igen om 1[45] minutter/)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800)
  })

  it('a successful log-in clears the account counter', async () => {
    const user = await makeLoggedOutUser()
    for (let i = 0; i < 4; i++) await login(user.email, `forkert-${i}-kode`)
    expect((await login(user.email)).res.status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await login(user.email, `forkert-${i}-kode`)).res.status).toBe(401)
    expect((await login(user.email)).res.status).toBe(200)
  }, 60_000)

  it('limits one IP to 30 failures in 15 minutes across accounts', async () => {
    const ip = freshIp()
    // 29 earlier failures (counted directly: 29 scrypt checks would only slow the test down) + 1 real one.
    for (let i = 0; i < 29; i++) await count(env.DB, limits.loginIp, ip)
    const last = await api(authApi.login, { body: { email: freshEmail('spray'), password: 'x-1234567' }, ip })
    expect(last.status).toBe(401)
    const res = await api(authApi.login, { body: { email: freshEmail('spray'), password: 'x-1234567' }, ip })
    expect(res.status).toBe(429)
    expect(errorOf(res).message).toMatch(
      /^For mange forsøg fra din forbindelse\. Prøv igen om \d+ minutter\.$/,
    )
  })
})

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('me is null when anonymous', async () => {
    const res = await api(authApi.me, {})
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ user: null })
  })

  it('me returns the caller with their company', async () => {
    const { user, company } = await makeCompanyUser()
    const { cookie } = await login(user.email)
    const res = await api(authApi.me, { cookie: cookie ?? '' })
    expect(res.json.user).toMatchObject({
      id: user.id,
      role: 'company',
      company: { name: company.name },
    })
  })

  it('log-out revokes the session and clears the cookie', async () => {
    const user = await makeLoggedOutUser()
    const { cookie } = await login(user.email)
    const out = await api(authApi.logout, { cookie: cookie ?? '' })
    expect(out.status).toBe(200)
    expect(out.json).toEqual({ user: null })
    expect(out.headers.getSetCookie().join()).toMatch(/__Host-session=;.*Max-Age=0/i)
    // The browser forgets the logged-in pages it kept.
    expect(out.headers.get('clear-site-data')).toBe('"cache"')
    // The old token no longer works even if the browser kept it.
    const me = await api(authApi.me, { cookie: cookie ?? '' })
    expect(me.json.user).toBeNull()
  })

  it('log-out without a session is harmless', async () => {
    const out = await api(authApi.logout, {})
    expect(out.status).toBe(200)
  })
})
