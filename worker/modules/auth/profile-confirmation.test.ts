import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { authApi } from '../../../domain/contract/auth'
import { oauthAccounts, passwordResets, users } from '../../db/schema'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { render } from '../../lib/outbox'
import { count, limits } from '../../lib/throttle'
import { api, errorOf } from '../../test/client'
import { freshEmail, freshIp, goodPassword, outboxFor, sessionCookie } from '../../test/helpers'
import { makeCompanyUser, makeLoggedOutUser } from '../account/account.fixtures'
import { createCustomerWithoutPassword } from './create-customer-without-password'

vi.setConfig({ testTimeout: 30_000 })

const db = () => database(env.DB)

describe('POST /api/auth/profile-confirmation/lookup', () => {
  it('finds a customer by e-mail and tells only the first name (what the modal shows)', async () => {
    const user = await makeLoggedOutUser({ name: 'Karen Marie Jensen' })
    await db()
      .insert(oauthAccounts)
      .values({ provider: 'facebook', providerUserId: `fb-${user.id}`, userId: user.id })
    const res = await api(authApi.lookupProfile, {
      body: { email: user.email, as: 'customer' },
      ip: freshIp(),
    })
    expect(res.status).toBe(200)
    // No full name, role or linked log-ins.
    expect(res.json).toEqual({ found: true, ownerName: 'Karen' })
  })

  it("names a company by its public name, never its contact person's", async () => {
    const { user, company } = await makeCompanyUser()
    expect(user.name).not.toBe(company.name)
    const res = await api(authApi.lookupProfile, {
      body: { email: user.email, as: 'company' },
      ip: freshIp(),
    })
    expect(res.json).toEqual({ found: true, ownerName: company.name })
  })

  it('finds a company only in the company variant', async () => {
    const { user } = await makeCompanyUser()
    const asCustomer = await api(authApi.lookupProfile, {
      body: { email: user.email, as: 'customer' },
      ip: freshIp(),
    })
    expect(asCustomer.json.found).toBe(false)
    const asCompany = await api(authApi.lookupProfile, {
      body: { email: user.email, as: 'company' },
      ip: freshIp(),
    })
    expect(asCompany.json.found).toBe(true)
  })

  it('answers not found for an unknown e-mail (the form goes on as a new user)', async () => {
    const res = await api(authApi.lookupProfile, {
      body: { email: freshEmail('new'), as: 'customer' },
      ip: freshIp(),
    })
    expect(res.json).toEqual({ found: false, ownerName: null })
  })

  it('is rate-limited per IP because it reveals existence', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) await count(env.DB, limits.profileLookupIp, ip)
    const res = await api(authApi.lookupProfile, { body: { email: freshEmail(), as: 'customer' }, ip })
    expect(res.status).toBe(429)
    expect(errorOf(res).message).toMatch(/^For mange opslag\. Prøv igen om \d+ minutter\.$/)
  })

  it('answers 422 for a bad e-mail', async () => {
    const res = await api(authApi.lookupProfile, { body: { email: 'nope', as: 'customer' }, ip: freshIp() })
    expect(res.status).toBe(422)
  })
})

describe('POST /api/auth/profile-confirmation/confirm', () => {
  it('logs in with the right password', async () => {
    const user = await makeLoggedOutUser()
    const res = await api(authApi.confirmProfile, {
      body: { email: user.email, password: goodPassword },
      ip: freshIp(),
    })
    expect(res.status).toBe(200)
    expect(res.json.user.id).toBe(user.id)
    expect(sessionCookie(res.headers)).toBeTruthy()
  })

  it('answers 401 for a wrong password (the error box)', async () => {
    const user = await makeLoggedOutUser()
    const res = await api(authApi.confirmProfile, {
      body: { email: user.email, password: 'forkert-kode-1' },
      ip: freshIp(),
    })
    expect(res.status).toBe(401)
    expect(errorOf(res).message).toBe('Forkert e-mail eller adgangskode.')
  })

  it('is throttled like log-in', async () => {
    const user = await makeLoggedOutUser()
    for (let i = 0; i < 5; i++) await count(env.DB, limits.loginAccount, user.email)
    const res = await api(authApi.confirmProfile, {
      body: { email: user.email, password: goodPassword },
      ip: freshIp(),
    })
    expect(res.status).toBe(429)
  })
})

describe('createCustomerWithoutPassword', () => {
  it('creates the customer and a set-password e-mail with a working reset link, in one batch', async () => {
    const email = freshEmail('order')
    const { userId } = await createCustomerWithoutPassword(
      db(),
      { name: 'Ole Olsen', email, phone: '11223344', zip: '8000', locale: 'da-DK' },
      'http://localhost:8787',
    )
    const [user] = await db().select().from(users).where(eq(users.id, userId))
    expect(user).toMatchObject({ email, role: 'customer', passwordHash: null, zip: '8000' })
    const [mail] = await outboxFor(email)
    expect(mail?.template).toBe('setPassword')
    const link = render(
      mail ?? { channel: 'email', template: 'setPassword', locale: 'da-DK', payload: {} },
    ).text.match(/https?:\/\/\S+/)?.[0]
    const token = new URL(link ?? 'http://x').searchParams.get('token') ?? ''
    expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, userId))).toHaveLength(1)
    // The link sets the password and logs in.
    const res = await api(authApi.resetPassword, {
      body: { token, password: 'Min-første-kode-1' },
      ip: freshIp(),
    })
    expect(res.status).toBe(200)
    expect(res.json.user.id).toBe(userId)
  })

  it('refuses an e-mail that already has a profile (409)', async () => {
    const existing = await makeLoggedOutUser()
    await expect(
      createCustomerWithoutPassword(
        db(),
        { name: 'X', email: existing.email, phone: null, zip: '8000', locale: 'da-DK' },
        'http://localhost:8787',
      ),
    ).rejects.toBeInstanceOf(ApiError)
  })
})
