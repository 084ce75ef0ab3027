import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { authApi } from '../../../domain/contract/auth'
import { facebookApi } from '../../../domain/contract/facebook'
import { auditLog, facebookEmailConfirmations, oauthAccounts, passwordResets, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { hashToken } from '../../lib/tokens'
import { api, call, errorOf, expectError } from '../../test/client'
import { fetchAs } from '../../test/deployment'
import { callFrom, cookieLine, freshEmail, freshIp, jar, outboxFor, sessionCookie } from '../../test/helpers'
import { logInAs, makeLoggedOutUser } from '../account/account.fixtures'

vi.setConfig({ testTimeout: 30_000 })

const origin = 'http://localhost:8787'
const db = () => database(env.DB)
/** A user's linked OAuth (Facebook) log-ins. */
const oauthLinksOf = (userId: number) =>
  db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId))

/** Start → fake provider (form post with the chosen user) → callback; returns the final response and cookies. */
async function facebookFlow(
  choice: { user: string; custom_name?: string; custom_email?: string; action?: string },
  options: { next?: string; ip?: string; tamperState?: boolean } = {},
) {
  const ip = options.ip ?? freshIp()
  let cookies = ''
  const start = await callFrom(
    ip,
    `/api/auth/facebook/start?next=${encodeURIComponent(options.next ?? '/createjob')}`,
  )
  expect(start.status).toBe(302)
  cookies = jar(cookies, start.headers)
  const authorize = new URL(start.headers.get('location') ?? '')
  const page = await call(`${authorize.pathname}${authorize.search}`)
  expect(page.status).toBe(200)
  const form = new URLSearchParams({
    redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
    state: options.tamperState ? 'forged-state' : (authorize.searchParams.get('state') ?? ''),
    action: choice.action ?? 'allow',
    user: choice.user,
    custom_name: choice.custom_name ?? '',
    custom_email: choice.custom_email ?? '',
  })
  const consent = await SELF.fetch(`${origin}/dev/fake-facebook/dialog/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  })
  expect(consent.status).toBe(302)
  const callbackUrl = new URL(consent.headers.get('location') ?? '')
  expect(callbackUrl.pathname).toBe('/api/auth/facebook/callback')
  const callback = await callFrom(ip, `${callbackUrl.pathname}${callbackUrl.search}`, { cookie: cookies })
  cookies = jar(cookies, callback.headers)
  return {
    start,
    authorize,
    callback,
    cookies,
    location: callback.headers.get('location'),
    code: callbackUrl.searchParams.get('code'),
  }
}

describe('GET /api/auth/facebook/start', () => {
  it('redirects to the (fake) provider with scopes email and public_profile and sets a state cookie', async () => {
    const res = await callFrom(freshIp(), '/api/auth/facebook/start?next=/bruger/opgaver')
    expect(res.status).toBe(302)
    const url = new URL(res.headers.get('location') ?? '')
    expect(url.pathname).toBe('/dev/fake-facebook/dialog/oauth')
    expect(url.searchParams.get('scope')).toBe('email public_profile')
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/api/auth/facebook/callback`)
    expect(url.searchParams.get('response_type')).toBe('code')
    const state = cookieLine(res.headers, '__Host-fb-state')
    expect(state).toMatch(/HttpOnly/i)
    expect(state).toMatch(/Secure/i)
    expect(state).toMatch(/SameSite=Lax/i)
    expect(state).toContain(url.searchParams.get('state'))
  })

  it("answers 503 'FB initialization failed.' when Facebook is not configured", async () => {
    const res = await fetchAs(
      { APP_ENV: 'production', FACEBOOK_CLIENT_ID: undefined, FACEBOOK_CLIENT_SECRET: undefined },
      '/api/auth/facebook/start',
      {},
      origin,
    )
    expect(res.status).toBe(503)
    expect(res.json.error.message).toBe('FB initialization failed.')
  })

  it('uses real Facebook (arctic) in production when configured', async () => {
    const res = await fetchAs(
      { APP_ENV: 'production', FACEBOOK_CLIENT_ID: '123', FACEBOOK_CLIENT_SECRET: 's3cret' },
      '/api/auth/facebook/start',
      {},
      origin,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^https:\/\/www\.facebook\.com\/v16\.0\/dialog\/oauth\?/)
  })
})

describe('GET /api/auth/facebook/callback', () => {
  it('creates a customer for a new Facebook user with e-mail, logs in and returns to next', async () => {
    const email = freshEmail('fb')
    const { callback, location, cookies } = await facebookFlow(
      { user: 'custom', custom_name: 'Sofie Facebook', custom_email: email },
      { next: '/createjob/maler' },
    )
    expect(callback.status).toBe(302)
    expect(location).toBe('/createjob/maler')
    expect(sessionCookie(callback.headers)).toBeTruthy()
    const me = await api(authApi.me, { cookie: cookies })
    expect(me.json.user).toMatchObject({ name: 'Sofie Facebook', email, role: 'customer' })
    const [user] = await db().select().from(users).where(eq(users.email, email))
    expect(user?.passwordHash).toBeNull()
    const links = await oauthLinksOf(user?.id ?? 0)
    expect(links).toHaveLength(1)
    expect((await outboxFor(email))[0]?.template).toBe('welcomeCustomer')
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(user?.id)))
    expect(audit).toMatchObject([{ action: 'facebook.link', details: { how: 'created' } }])
    const status = await api(facebookApi.status, { cookie: cookies })
    expect(status.json).toEqual({ status: 'refresh', user: { name: 'Sofie Facebook', email, phone: null } })
  })

  it('links an existing account by the e-mail Facebook gives, and logs in the same account next time', async () => {
    const email = freshEmail('existing')
    const existing = await makeLoggedOutUser({ email })
    const first = await facebookFlow({ user: 'custom', custom_name: 'Mette FB', custom_email: email })
    expect((await api(authApi.me, { cookie: first.cookies })).json.user!.id).toBe(existing.id)
    const second = await facebookFlow({ user: 'custom', custom_name: 'Mette FB', custom_email: email })
    expect((await api(authApi.me, { cookie: second.cookies })).json.user!.id).toBe(existing.id)
    const links = await oauthLinksOf(existing.id)
    expect(links).toHaveLength(1)
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(existing.id)))
    expect(audit).toMatchObject([
      { action: 'facebook.link', actorUserId: existing.id, details: { how: 'email' } },
    ])
  })

  it('pre-account takeover: linking by the e-mail Facebook proves ends every session the account had', async () => {
    // Someone posted a job with another person's address: that made a password-less account and logged
    // the poster in. When the address's owner comes in through Facebook, the poster's session must die.
    const email = freshEmail('prehijack')
    const existing = await makeLoggedOutUser({ email, password: null })
    const posterCookie = await logInAs(existing.id)
    expect((await api(authApi.me, { cookie: posterCookie })).json.user?.id).toBe(existing.id)
    const owner = await facebookFlow({ user: 'custom', custom_name: 'Rette Ejer', custom_email: email })
    expect((await api(authApi.me, { cookie: owner.cookies })).json.user?.id).toBe(existing.id)
    expect((await api(authApi.me, { cookie: posterCookie })).json.user).toBeNull()
    // Only the first link ends sessions: the owner's next Facebook log-in keeps the first one.
    await facebookFlow({ user: 'custom', custom_name: 'Rette Ejer', custom_email: email })
    expect((await api(authApi.me, { cookie: owner.cookies })).json.user?.id).toBe(existing.id)
  })

  it('pre-account takeover: a password account linked by e-mail tells its address, with the way to a new password', async () => {
    // Someone may have signed up with another person's address and a password of their own; the address's
    // owner, now proven by Facebook, hears that the profile has a password and how to replace it.
    const email = freshEmail('prehijack-pw')
    await makeLoggedOutUser({ email })
    await facebookFlow({ user: 'custom', custom_name: 'Rette Ejer', custom_email: email })
    const told = (await outboxFor(email)).filter((m) => m.template === 'facebookLinked')
    expect(told).toHaveLength(1)
    expect(told[0]?.payload).toMatchObject({ resetLink: `${origin}/glemt-adgangskode` })
    // Once: the next Facebook log-in finds the link.
    await facebookFlow({ user: 'custom', custom_name: 'Rette Ejer', custom_email: email })
    expect((await outboxFor(email)).filter((m) => m.template === 'facebookLinked')).toHaveLength(1)
    // An account without a password has nothing to replace: no such mail.
    const bare = freshEmail('prehijack-bare')
    await makeLoggedOutUser({ email: bare, password: null })
    await facebookFlow({ user: 'custom', custom_name: 'Bar Konto', custom_email: bare })
    expect((await outboxFor(bare)).filter((m) => m.template === 'facebookLinked')).toEqual([])
  })

  it('refuses a forged state (no session, error status)', async () => {
    const { callback, location, cookies } = await facebookFlow(
      { user: 'custom', custom_name: 'X', custom_email: freshEmail('forged') },
      { tamperState: true },
    )
    expect(callback.status).toBe(302)
    expect(location).toBe('/?facebook=error')
    expect(sessionCookie(callback.headers)).toBeNull()
    expect((await api(facebookApi.status, { cookie: cookies })).json.status).toBe('error')
  })

  it('refuses a callback without the state cookie', async () => {
    const res = await callFrom(freshIp(), '/api/auth/facebook/callback?code=abc&state=def')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/?facebook=error')
  })

  it('tells a cancel at the provider apart from a failure (landing page and status poll)', async () => {
    const { location, callback, cookies } = await facebookFlow({ user: '10001', action: 'cancel' })
    expect(location).toBe('/?facebook=cancelled')
    expect(sessionCookie(callback.headers)).toBeNull()
    expect((await api(facebookApi.status, { cookie: cookies })).json.status).toBe('cancelled')
  })

  it('refuses a replayed code', async () => {
    const ip = freshIp()
    const email = freshEmail('replay')
    const first = await facebookFlow({ user: 'custom', custom_name: 'R', custom_email: email }, { ip })
    expect(first.location).toBe('/createjob')
    // Start a new flow, but replay a code that was already used.
    const start = await callFrom(ip, '/api/auth/facebook/start')
    const cookies = jar('', start.headers)
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state')
    const res = await callFrom(ip, `/api/auth/facebook/callback?code=${first.code}&state=${state}`, {
      cookie: cookies,
    })
    expect(res.headers.get('location')).toBe('/?facebook=error')
  })

  it('does not log in a blocked account', async () => {
    const email = freshEmail('blockedfb')
    await makeLoggedOutUser({ email, status: 'blocked' })
    const { location, callback } = await facebookFlow({
      user: 'custom',
      custom_name: 'B',
      custom_email: email,
    })
    expect(location).toBe('/?facebook=error')
    expect(sessionCookie(callback.headers)).toBeNull()
  })
})

/** A Facebook profile without e-mail reaches /facebook/email; returns its cookies. */
async function waitingFlow(name = `Uden ${freshEmail('n')}`, ip = freshIp()) {
  const flow = await facebookFlow({ user: 'custom', custom_name: name, custom_email: '' }, { ip })
  expect(flow.location).toBe('/facebook/email')
  return flow
}

/** The token of the newest confirmation link mailed to `email`. */
async function confirmationToken(email: string) {
  const mail = (await outboxFor(email)).find((m) => m.template === 'facebookConfirm')
  const link = String(mail?.payload.link ?? '')
  expect(link).toMatch(/^http:\/\/localhost:8787\/facebook\/bekraeft\?token=[a-z2-7]{32}$/)
  return new URL(link).searchParams.get('token') ?? ''
}

describe('Facebook without e-mail', () => {
  it('mails a confirmation link to the typed address; only opening it creates, links and logs in', async () => {
    const name = `Jonas Uden ${freshEmail('n')}`
    const { cookies } = await waitingFlow(name)
    const status = await api(facebookApi.status, { cookie: cookies })
    expect(status.json).toEqual({ status: 'needs_email', user: { name, email: null, phone: null } })

    const email = freshEmail('given')
    const res = await api(facebookApi.email, { body: { email }, ip: freshIp(), cookie: cookies })
    expect(res.status).toBe(200)
    expect(res.json.message).toBe(
      `Vi har sendt et link til ${email}. Åbn linket for at bekræfte din e-mail og logge ind. Linket virker i 60 minutter.`,
    )
    // Nothing is created and nobody is logged in until the owner of the address opens the link.
    expect(sessionCookie(res.headers)).toBeNull()
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([])
    const token = await confirmationToken(email)
    const [stored] = await db()
      .select()
      .from(facebookEmailConfirmations)
      .where(eq(facebookEmailConfirmations.email, email))
    expect(stored?.id).not.toBe(token) // only the hash is kept
    // The waiting log-in is used up.
    const again = await api(facebookApi.email, {
      body: { email: freshEmail() },
      ip: freshIp(),
      cookie: jar(cookies, res.headers),
    })
    expect(again.status).toBe(400)

    const opened = await api(facebookApi.confirm, { body: { token }, ip: freshIp() })
    expect(opened.status).toBe(200)
    expect(opened.json.user).toMatchObject({ name, email, role: 'customer' })
    expect(opened.json.redirectTo).toBe('/createjob')
    const session = sessionCookie(opened.headers) ?? ''
    expect((await api(authApi.me, { cookie: session })).json.user!.email).toBe(email)
    const [user] = await db().select().from(users).where(eq(users.email, email))
    const [link] = await oauthLinksOf(user?.id ?? 0)
    expect(link?.emailVerifiedAt).toBeTypeOf('number')

    // Single use.
    const reused = await api(facebookApi.confirm, { body: { token }, ip: freshIp() })
    expect(reused.status).toBe(400)
    expectError(reused, 'facebook_confirm_used')
    const unknown = await api(facebookApi.confirm, { body: { token: 'nope' }, ip: freshIp() })
    expect(errorOf(unknown)).toMatchObject({ code: 'facebook_confirm_invalid' })
  })

  it('pre-account takeover: a typed address never becomes an account its owner did not confirm', async () => {
    const victim = freshEmail('victim')
    const attacker = await waitingFlow('Angriber')
    const res = await api(facebookApi.email, {
      body: { email: victim },
      ip: freshIp(),
      cookie: attacker.cookies,
    })
    expect(res.status).toBe(200)
    expect(sessionCookie(res.headers)).toBeNull()
    // The real owner signs up normally later: the address is free, and no Facebook is linked to it.
    const signup = await api(authApi.signupCustomer, {
      body: {
        name: 'Rigtig Ejer',
        email: victim,
        phone: '12345678',
        zip: '2100',
        password: 'Blå-hest-på-taget-9',
      },
      ip: freshIp(),
    })
    expect(signup.status).toBe(201)
    const [owner] = await db().select().from(users).where(eq(users.email, victim))
    expect(await oauthLinksOf(owner?.id ?? 0)).toEqual([])
    // The link mailed earlier no longer creates or links anything (the address has an account now).
    const token = await confirmationToken(victim)
    const opened = await api(facebookApi.confirm, { body: { token }, ip: freshIp() })
    expect(opened.status).toBe(409)
    expect(sessionCookie(opened.headers)).toBeNull()
    expect(await oauthLinksOf(owner?.id ?? 0)).toEqual([])
  })

  it('an expired link creates nothing', async () => {
    const { cookies } = await waitingFlow()
    const email = freshEmail('late')
    await api(facebookApi.email, { body: { email }, ip: freshIp(), cookie: cookies })
    const token = await confirmationToken(email)
    const later = clock.now() + 61 * 60
    vi.spyOn(clock, 'now').mockImplementation(() => later)
    try {
      const res = await api(facebookApi.confirm, { body: { token }, ip: freshIp() })
      expect(res.status).toBe(400)
      expectError(res, 'facebook_confirm_expired')
    } finally {
      vi.restoreAllMocks()
    }
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([])
    // The next confirmation anyone asks for purges the expired row (address and name).
    vi.spyOn(clock, 'now').mockImplementation(() => later)
    try {
      const next = await waitingFlow()
      await api(facebookApi.email, { body: { email: freshEmail() }, ip: freshIp(), cookie: next.cookies })
    } finally {
      vi.restoreAllMocks()
    }
    const left = await db()
      .select()
      .from(facebookEmailConfirmations)
      .where(eq(facebookEmailConfirmations.email, email))
    expect(left).toEqual([])
  })

  it('never links to an existing account by a typed e-mail (generic 409, owner told once, log-in used up)', async () => {
    const owner = await makeLoggedOutUser()
    const { cookies } = await waitingFlow()
    const res = await api(facebookApi.email, { body: { email: owner.email }, ip: freshIp(), cookie: cookies })
    expect(res.status).toBe(409)
    expectError(res, 'signup_conflict')
    expect(sessionCookie(res.headers)).toBeNull()
    expect((await outboxFor(owner.email))[0]?.template).toBe('signupAttempt')
    // The same waiting log-in cannot send a second mail.
    for (let i = 0; i < 3; i++) {
      const again = await api(facebookApi.email, {
        body: { email: owner.email },
        ip: freshIp(),
        cookie: cookies,
      })
      expect(again.status).toBe(400)
    }
    expect(await outboxFor(owner.email)).toHaveLength(1)
    expect(await oauthLinksOf(owner.id)).toEqual([])
  })

  it('throttles the mails per recipient (3 an hour), whatever the IP', async () => {
    const owner = await makeLoggedOutUser()
    const answers: number[] = []
    for (let i = 0; i < 5; i++) {
      const { cookies } = await waitingFlow()
      const res = await api(facebookApi.email, {
        body: { email: owner.email },
        ip: freshIp(),
        cookie: cookies,
      })
      answers.push(res.status)
    }
    expect(answers).toEqual([409, 409, 409, 429, 429])
    expect(await outboxFor(owner.email)).toHaveLength(3)
  })

  it('throttles the mails per IP (10 an hour)', async () => {
    const ip = freshIp()
    const answers: number[] = []
    for (let i = 0; i < 11; i++) {
      const { cookies } = await waitingFlow(undefined, ip)
      const res = await api(facebookApi.email, { body: { email: freshEmail('ip') }, ip, cookie: cookies })
      answers.push(res.status)
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(10)
    expect(answers.at(-1)).toBe(429)
  })

  it('answers 400 when no Facebook log-in is waiting', async () => {
    const res = await api(facebookApi.email, { body: { email: freshEmail() }, ip: freshIp() })
    expect(res.status).toBe(400)
    expect(errorOf(res).message).toBe('Facebook-login er udløbet. Start forfra.')
  })
})

describe('a password reset and linked Facebook log-ins', () => {
  it('drops links not proven by a verified e-mail and keeps the proven ones', async () => {
    const user = await makeLoggedOutUser()
    await db()
      .insert(oauthAccounts)
      .values([
        {
          provider: 'facebook',
          providerUserId: `unproven-${user.id}`,
          userId: user.id,
          emailVerifiedAt: null,
        },
        { provider: 'facebook', providerUserId: `proven-${user.id}`, userId: user.id, emailVerifiedAt: 1 },
      ])
    const token = `tok${user.id}${Date.now()}`
    await db()
      .insert(passwordResets)
      .values({ id: hashToken(token), userId: user.id, expiresAt: clock.now() + 600 })
    const res = await api(authApi.resetPassword, {
      body: { token, password: 'Ny-stærk-kode-på-taget-4' },
      ip: freshIp(),
    })
    expect(res.status).toBe(200)
    const left = await oauthLinksOf(user.id)
    expect(left.map((l) => l.providerUserId)).toEqual([`proven-${user.id}`])
  })
})

describe('Facebook and admin accounts', () => {
  it('never links Facebook to an admin by e-mail: the admin logs in with the password', async () => {
    const admin = await makeLoggedOutUser({ role: 'admin' })
    const { location, callback } = await facebookFlow({
      user: 'custom',
      custom_name: 'Admin FB',
      custom_email: admin.email,
    })
    expect(location).toBe('/?facebook=error')
    expect(sessionCookie(callback.headers)).toBeNull()
    expect(await oauthLinksOf(admin.id)).toEqual([])
  })

  it('refuses a Facebook log-in into an admin account even when a link exists', async () => {
    const admin = await makeLoggedOutUser({ role: 'admin' })
    const email = freshEmail('adminlinked')
    // A link made before the rule: the profile's id follows its e-mail in the fake provider.
    const first = await facebookFlow({ user: 'custom', custom_name: 'X', custom_email: email })
    const [made] = await db().select().from(users).where(eq(users.email, email))
    await db()
      .update(oauthAccounts)
      .set({ userId: admin.id })
      .where(eq(oauthAccounts.userId, made?.id ?? 0))
    expect(first.location).toBe('/createjob')
    const again = await facebookFlow({ user: 'custom', custom_name: 'X', custom_email: email })
    expect(again.location).toBe('/?facebook=error')
    expect(sessionCookie(again.callback.headers)).toBeNull()
  })
})

describe('next after a Facebook log-in (open redirect)', () => {
  it.each([
    ['/\t/evil.example/phish', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/.//evil.example', '/'],
    ['/api/auth/me', '/'],
    ['/bruger/opgaver?side=2', '/bruger/opgaver?side=2'],
  ])('next=%j lands on %j', async (next, expected) => {
    const { location, callback } = await facebookFlow(
      { user: 'custom', custom_name: 'Redirect', custom_email: freshEmail('redir') },
      { next },
    )
    expect(callback.status).toBe(302)
    expect(location).toBe(expected)
  })

  it('a newline in next is no 500', async () => {
    const { callback, location } = await facebookFlow(
      { user: 'custom', custom_name: 'NL', custom_email: freshEmail('nl') },
      { next: '/\n/evil.example' },
    )
    expect(callback.status).toBe(302)
    expect(location).toBe('/')
  })
})

describe('GET /api/auth/facebook/status', () => {
  it('is pending while a flow is under way and error without one', async () => {
    const start = await callFrom(freshIp(), '/api/auth/facebook/start')
    const pending = await api(facebookApi.status, { cookie: jar('', start.headers) })
    expect(pending.json).toEqual({ status: 'pending', user: null })
    const none = await api(facebookApi.status, {})
    expect(none.json).toEqual({ status: 'error', user: null })
  })
})

describe('fake provider endpoints', () => {
  it('token and /me endpoints behave like the Graph API', async () => {
    const bad = await SELF.fetch(`${origin}/dev/fake-facebook/oauth/access_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'code=nope&redirect_uri=x',
    })
    expect(bad.status).toBe(400)
    const me = await SELF.fetch(`${origin}/dev/fake-facebook/me?access_token=nope`)
    expect(me.status).toBe(401)
  })

  it('refuses a redirect_uri on another origin', async () => {
    const res = await call(
      '/dev/fake-facebook/dialog/oauth?client_id=fake-facebook-app&state=s&redirect_uri=https%3A%2F%2Fevil.example%2Fcb',
    )
    expect(res.status).toBe(400)
  })
})
