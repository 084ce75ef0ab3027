import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { accountApi } from '../../../domain/contract/account'
import { authApi } from '../../../domain/contract/auth'
import { knownDevices } from '../../db/schema'
import { database } from '../../lib/db'
import { render } from '../../lib/outbox'
import { count, limits } from '../../lib/throttle'
import { api } from '../../test/client'
import { callFrom, cookieLine, freshIp, goodPassword, outboxFor, sessionCookie } from '../../test/helpers'
import { makeLoggedOutUser } from '../account/account.fixtures'

/**
 * Five wrong passwords lock an account for 15 minutes; an attacker must not be able to lock its owner
 * out with them (issue 6): a browser that logged in before still gets in, and a reset unlocks.
 */
vi.setConfig({ testTimeout: 60_000 })

const logIn = (email: string, password: string, cookie = '', ip = freshIp()) =>
  callFrom(ip, '/api/auth/login', { body: { email, password }, ...(cookie ? { cookie } : {}) })

async function lockOut(email: string) {
  for (let i = 0; i < 5; i++) expect((await logIn(email, `forkert-${i}-kode`)).status).toBe(401)
  expect((await logIn(email, goodPassword)).status).toBe(429)
}

const deviceCookie = (headers: Headers) => cookieLine(headers, '__Host-device')?.split(';')[0] ?? ''

describe('the per-account log-in lock', () => {
  it("lets the owner's known browser in with the right password, on a window of its own", async () => {
    const user = await makeLoggedOutUser()
    const first = await logIn(user.email, goodPassword)
    expect(first.status).toBe(200)
    const line = cookieLine(first.headers, '__Host-device') ?? ''
    expect(line).toMatch(/^__Host-device=[a-z2-7]{32}; /)
    expect(line).toMatch(/Path=\//)
    expect(line).toMatch(/HttpOnly/)
    expect(line).toMatch(/Secure/)
    const device = deviceCookie(first.headers)
    // Only the hash is stored.
    const stored = await database(env.DB).select().from(knownDevices).where(eq(knownDevices.userId, user.id))
    expect(stored).toHaveLength(1)
    expect(stored[0]?.id).toMatch(/^[0-9a-f]{64}$/)
    expect(stored[0]?.id).not.toBe(device.split('=')[1])

    await lockOut(user.email)
    const owner = await logIn(user.email, goodPassword, device)
    expect(owner.status).toBe(200)
    // The browser is still counted: five wrong passwords from it lock it too.
    for (let i = 0; i < 5; i++) expect((await logIn(user.email, `nej-${i}-kode`, device)).status).toBe(401)
    expect((await logIn(user.email, goodPassword, device)).status).toBe(429)
  })

  it("does not open another account's lock, nor with a made-up cookie", async () => {
    const other = await makeLoggedOutUser()
    const device = deviceCookie((await logIn(other.email, goodPassword)).headers)
    const user = await makeLoggedOutUser()
    await lockOut(user.email)
    expect((await logIn(user.email, goodPassword, device)).status).toBe(429)
    expect(
      (await logIn(user.email, goodPassword, '__Host-device=abcdefghijklmnopqrstuvwxyz234567')).status,
    ).toBe(429)
  })

  it('is lifted by a completed password reset', async () => {
    const user = await makeLoggedOutUser()
    await lockOut(user.email)
    await api(authApi.requestPasswordReset, { body: { email: user.email }, ip: freshIp() })
    const mail = (await outboxFor(user.email)).find((m) => m.template === 'passwordReset')
    const link = mail ? (render(mail).text.match(/https?:\/\/\S+/)?.[0] ?? '') : ''
    const token = new URL(link).searchParams.get('token') ?? ''
    const newPassword = 'Ny-og-sikker-kode-42'
    const reset = await api(authApi.resetPassword, { body: { token, password: newPassword }, ip: freshIp() })
    expect(reset.status).toBe(200)
    expect((await logIn(user.email, newPassword)).status).toBe(200)
  })

  it('still applies the per-IP limit to a known browser', async () => {
    const user = await makeLoggedOutUser()
    const device = deviceCookie((await logIn(user.email, goodPassword)).headers)
    const ip = freshIp()
    for (let i = 0; i < limits.loginIp.max; i++) await count(env.DB, limits.loginIp, ip)
    expect((await logIn(user.email, goodPassword, device, ip)).status).toBe(429)
  })

  it('forgets the known browsers when the account is deleted', async () => {
    const user = await makeLoggedOutUser()
    const res = await logIn(user.email, goodPassword)
    const devices = () => database(env.DB).select().from(knownDevices).where(eq(knownDevices.userId, user.id))
    expect(await devices()).toHaveLength(1)
    const deleted = await api(accountApi.remove, {
      body: { password: goodPassword },
      ip: freshIp(),
      cookie: sessionCookie(res.headers) ?? '',
    })
    expect(deleted.status).toBe(204)
    expect(await devices()).toEqual([])
  })
})
