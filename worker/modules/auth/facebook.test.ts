import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { auditLog, oauthAccounts, users } from '../../db/schema'
import worker from '../../index'
import { database } from '../../lib/db'
import { call } from '../../test/client'
import {
  callFrom,
  cookieLine,
  freshEmail,
  freshIp,
  jar,
  makeUser,
  outboxFor,
  sessionCookie,
} from './test-helpers'

vi.setConfig({ testTimeout: 30_000 })

const origin = 'http://localhost:8787'
const db = () => database(env.DB)

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
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request(`${origin}/api/auth/facebook/start`),
      { ...env, APP_ENV: 'production', FACEBOOK_CLIENT_ID: undefined, FACEBOOK_CLIENT_SECRET: undefined },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'FB initialization failed.',
    )
  })

  it('uses real Facebook (arctic) in production when configured', async () => {
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request(`${origin}/api/auth/facebook/start`),
      { ...env, APP_ENV: 'production', FACEBOOK_CLIENT_ID: '123', FACEBOOK_CLIENT_SECRET: 's3cret' },
      ctx,
    )
    await waitOnExecutionContext(ctx)
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
    const me = await call('/api/auth/me', { cookie: cookies })
    expect(me.json.user).toMatchObject({ name: 'Sofie Facebook', email, role: 'customer' })
    const [user] = await db().select().from(users).where(eq(users.email, email))
    expect(user?.passwordHash).toBeNull()
    const links = await db()
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, user?.id ?? 0))
    expect(links).toHaveLength(1)
    expect((await outboxFor(email))[0]?.template).toBe('welcomeCustomer')
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(user?.id)))
    expect(audit).toMatchObject([{ action: 'facebook.link', details: { how: 'created' } }])
    const status = await call('/api/auth/facebook/status', { cookie: cookies })
    expect(status.json).toEqual({ status: 'refresh', user: { name: 'Sofie Facebook', email, phone: null } })
  })

  it('links an existing account by the e-mail Facebook gives, and logs in the same account next time', async () => {
    const email = freshEmail('existing')
    const existing = await makeUser({ email })
    const first = await facebookFlow({ user: 'custom', custom_name: 'Mette FB', custom_email: email })
    expect((await call('/api/auth/me', { cookie: first.cookies })).json.user.id).toBe(existing.id)
    const second = await facebookFlow({ user: 'custom', custom_name: 'Mette FB', custom_email: email })
    expect((await call('/api/auth/me', { cookie: second.cookies })).json.user.id).toBe(existing.id)
    const links = await db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.id))
    expect(links).toHaveLength(1)
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(existing.id)))
    expect(audit).toMatchObject([
      { action: 'facebook.link', actorUserId: existing.id, details: { how: 'email' } },
    ])
  })

  it('refuses a forged state (no session, error status)', async () => {
    const { callback, location, cookies } = await facebookFlow(
      { user: 'custom', custom_name: 'X', custom_email: freshEmail('forged') },
      { tamperState: true },
    )
    expect(callback.status).toBe(302)
    expect(location).toBe('/?facebook=error')
    expect(sessionCookie(callback.headers)).toBeNull()
    expect((await call('/api/auth/facebook/status', { cookie: cookies })).json.status).toBe('error')
  })

  it('refuses a callback without the state cookie', async () => {
    const res = await callFrom(freshIp(), '/api/auth/facebook/callback?code=abc&state=def')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/?facebook=error')
  })

  it('handles the user cancelling at the provider', async () => {
    const { location } = await facebookFlow({ user: '10001', action: 'cancel' })
    expect(location).toBe('/?facebook=error')
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
    await makeUser({ email, status: 'blocked' })
    const { location, callback } = await facebookFlow({
      user: 'custom',
      custom_name: 'B',
      custom_email: email,
    })
    expect(location).toBe('/?facebook=error')
    expect(sessionCookie(callback.headers)).toBeNull()
  })
})

describe('Facebook without e-mail', () => {
  it('asks for an e-mail, then creates and logs in the customer', async () => {
    const { location, cookies } = await facebookFlow({
      user: 'custom',
      custom_name: 'Jonas Uden',
      custom_email: '',
    })
    expect(location).toBe('/facebook/email')
    const status = await call('/api/auth/facebook/status', { cookie: cookies })
    expect(status.json).toEqual({
      status: 'needs_email',
      user: { name: 'Jonas Uden', email: null, phone: null },
    })
    const email = freshEmail('given')
    const res = await callFrom(freshIp(), '/api/auth/facebook/email', { body: { email }, cookie: cookies })
    expect(res.status).toBe(200)
    expect(res.json.user).toMatchObject({ name: 'Jonas Uden', email, role: 'customer' })
    expect(res.json.redirectTo).toBe('/createjob')
    const after = jar(cookies, res.headers)
    expect((await call('/api/auth/me', { cookie: after })).json.user.email).toBe(email)
    // The pending profile is used up.
    const again = await callFrom(freshIp(), '/api/auth/facebook/email', {
      body: { email: freshEmail() },
      cookie: cookies,
    })
    expect(again.status).toBe(400)
  })

  it('never links to an existing account by a typed e-mail (generic 409, owner told)', async () => {
    const owner = await makeUser()
    const { cookies } = await facebookFlow({ user: '10002' })
    const res = await callFrom(freshIp(), '/api/auth/facebook/email', {
      body: { email: owner.email },
      cookie: cookies,
    })
    expect(res.status).toBe(409)
    expect(res.json.error.code).toBe('signup_conflict')
    expect(sessionCookie(res.headers)).toBeNull()
    expect((await outboxFor(owner.email))[0]?.template).toBe('signupAttempt')
  })

  it('answers 400 when no Facebook log-in is waiting', async () => {
    const res = await callFrom(freshIp(), '/api/auth/facebook/email', { body: { email: freshEmail() } })
    expect(res.status).toBe(400)
    expect(res.json.error.message).toBe('Facebook-login er udløbet. Start forfra.')
  })
})

describe('GET /api/auth/facebook/status', () => {
  it('is pending while a flow is under way and error without one', async () => {
    const start = await callFrom(freshIp(), '/api/auth/facebook/start')
    const pending = await call('/api/auth/facebook/status', { cookie: jar('', start.headers) })
    expect(pending.json).toEqual({ status: 'pending', user: null })
    const none = await call('/api/auth/facebook/status')
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
