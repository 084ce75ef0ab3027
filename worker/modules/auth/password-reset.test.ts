import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authApi } from '../../../domain/contract/auth'
import { passwordResets, sessions } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { render } from '../../lib/outbox'
import { count, limits } from '../../lib/throttle'
import { api, errorOf, expectError } from '../../test/client'
import { freshEmail, freshIp, login, outboxFor, sessionCookie } from '../../test/helpers'
import { makeLoggedOutUser } from '../account/account.fixtures'

vi.setConfig({ testTimeout: 30_000 })
afterEach(() => vi.restoreAllMocks())

const db = () => database(env.DB)
const newPassword = 'Ny-og-sikker-kode-42'
const message = 'Hvis e-mailen findes, har vi sendt en e-mail med et link og en SMS med en kode.'

/** Requests a reset and returns the token from the e-mail link and the code from the SMS. */
async function requestReset(email: string, ip = freshIp()) {
  const res = await api(authApi.requestPasswordReset, { body: { email }, ip })
  const mails = await outboxFor(email)
  const mail = mails.find((m) => m.template === 'passwordReset')
  const link = mail ? (render(mail).text.match(/https?:\/\/\S+/)?.[0] ?? '') : ''
  const token = link ? (new URL(link).searchParams.get('token') ?? '') : ''
  return { res, link, token, mails }
}

async function smsCodeFor(phone: string) {
  const rows = await outboxFor(phone)
  const sms = rows.find((r) => r.template === 'passwordResetSms')
  return sms ? String(sms.payload.code) : null
}

describe('POST /api/auth/password-reset', () => {
  it('answers 202 with the same message, sends the link by e-mail and the code by SMS', async () => {
    const phone = `2${String(Date.now()).slice(-7)}`
    const user = await makeLoggedOutUser({ phone })
    const { res, link } = await requestReset(user.email)
    expect(res.status).toBe(202)
    expect(res.json).toEqual({ message })
    expect(link).toMatch(/^http:\/\/localhost:8787\/nulstil-adgangskode\?token=[a-z2-7]{32}$/)
    expect(await smsCodeFor(phone)).toMatch(/^\d{6}$/)
    // Only hashes are stored.
    const [reset] = await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id))
    expect(reset?.id).toMatch(/^[0-9a-f]{64}$/)
    expect(reset?.smsCodeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(reset?.expiresAt).toBeGreaterThanOrEqual(clock.now() + 29 * 60)
  })

  it('answers an unknown e-mail exactly the same, and sends nothing (no enumeration)', async () => {
    const email = freshEmail('ghost')
    const { res, mails } = await requestReset(email)
    expect(res.status).toBe(202)
    expect(res.json).toEqual({ message })
    expect(mails).toEqual([])
  })

  it('sends no SMS to a user without a phone', async () => {
    const user = await makeLoggedOutUser({ phone: null })
    const { res, token } = await requestReset(user.email)
    expect(res.status).toBe(202)
    expect(token).toBeTruthy()
  })

  it('limits SMS to 3 an hour per phone, silently (the answer stays the same)', async () => {
    const phone = `3${String(Date.now()).slice(-7)}`
    const user = await makeLoggedOutUser({ phone })
    for (let i = 0; i < 4; i++) {
      const { res } = await requestReset(user.email)
      expect(res.json).toEqual({ message })
    }
    const sms = (await outboxFor(phone)).filter((r) => r.template === 'passwordResetSms')
    expect(sms).toHaveLength(3)
    expect((await outboxFor(user.email)).filter((r) => r.template === 'passwordReset')).toHaveLength(4)
  })

  it('limits reset requests per IP', async () => {
    const ip = freshIp()
    for (let i = 0; i < limits.resetIp.max; i++) await count(env.DB, limits.resetIp, ip)
    const res = await api(authApi.requestPasswordReset, { body: { email: freshEmail() }, ip })
    expect(res.status).toBe(429)
  })
})

describe('POST /api/auth/password-reset/confirm', () => {
  it('with the link token: sets the password, ends every session, logs in fresh', async () => {
    const user = await makeLoggedOutUser()
    const old = await login(user.email)
    const { token } = await requestReset(user.email)
    const res = await api(authApi.resetPassword, { body: { token, password: newPassword }, ip: freshIp() })
    expect(res.status).toBe(200)
    expect(res.json.user.id).toBe(user.id)
    const fresh = sessionCookie(res.headers)
    expect(fresh).toBeTruthy()
    expect(fresh).not.toBe(old.cookie)
    // The old session is gone; only the new one remains.
    expect((await api(authApi.me, { cookie: old.cookie ?? '' })).json.user).toBeNull()
    expect((await api(authApi.me, { cookie: fresh ?? '' })).json.user!.id).toBe(user.id)
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1)
    // The new password works, the old one does not.
    expect((await login(user.email, newPassword)).res.status).toBe(200)
    expect((await login(user.email)).res.status).toBe(401)
  })

  it('with the e-mail and the SMS code', async () => {
    const phone = `4${String(Date.now()).slice(-7)}`
    const user = await makeLoggedOutUser({ phone })
    await requestReset(user.email)
    const code = await smsCodeFor(phone)
    const res = await api(authApi.resetPassword, {
      body: { email: user.email!, code: code!, password: newPassword },
      ip: freshIp(),
    })
    expect(res.status).toBe(200)
    expect((await login(user.email, newPassword)).res.status).toBe(200)
  })

  it('is single-use', async () => {
    const user = await makeLoggedOutUser()
    const { token } = await requestReset(user.email)
    const first = await api(authApi.resetPassword, { body: { token, password: newPassword }, ip: freshIp() })
    expect(first.status).toBe(200)
    const again = await api(authApi.resetPassword, {
      body: { token, password: 'Endnu-en-ny-kode-7' },
      ip: freshIp(),
    })
    expect(again.status).toBe(400)
    expect(errorOf(again)).toEqual({
      code: 'reset_used',
      message:
        'Linket eller koden er allerede brugt. Bed om en ny e-mail med et link, hvis du vil ændre adgangskoden igen.',
    })
  })

  it('expires after 30 minutes', async () => {
    const user = await makeLoggedOutUser()
    const { token } = await requestReset(user.email)
    const later = clock.now() + 31 * 60
    vi.spyOn(clock, 'now').mockReturnValue(later)
    const res = await api(authApi.resetPassword, { body: { token, password: newPassword }, ip: freshIp() })
    expect(res.status).toBe(400)
    expectError(res, 'reset_expired')
  })

  it('only the newest reset works', async () => {
    const user = await makeLoggedOutUser()
    const first = await requestReset(user.email)
    await requestReset(user.email)
    const res = await api(authApi.resetPassword, {
      body: { token: first.token, password: newPassword },
      ip: freshIp(),
    })
    expect(res.status).toBe(400)
  })

  it('answers 400 for an unknown token', async () => {
    const res = await api(authApi.resetPassword, {
      body: { token: 'abcdefghijklmnopqrstuvwxyz234567', password: newPassword },
      ip: freshIp(),
    })
    expect(res.status).toBe(400)
    expect(errorOf(res)).toEqual({
      code: 'reset_invalid',
      message: 'Linket eller koden er ugyldig. Bed om en ny e-mail med et link.',
    })
  })

  it('applies the password policy', async () => {
    const user = await makeLoggedOutUser()
    const { token } = await requestReset(user.email)
    const res = await api(authApi.resetPassword, { body: { token, password: 'password1' }, ip: freshIp() })
    expect(res.status).toBe(422)
    expect(errorOf(res).issues?.[0]?.path).toBe('password')
    // The reset is still usable after a refused password.
    const ok = await api(authApi.resetPassword, { body: { token, password: newPassword }, ip: freshIp() })
    expect(ok.status).toBe(200)
  })

  it('a wrong code is a field error, and 5 wrong codes void the reset (429, the link dies too)', async () => {
    const phone = `5${String(Date.now()).slice(-7)}`
    const user = await makeLoggedOutUser({ phone })
    const { token } = await requestReset(user.email)
    const code = (await smsCodeFor(phone)) ?? ''
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await api(authApi.resetPassword, {
      body: { email: user.email, code: wrong, password: newPassword },
      ip: freshIp(),
    })
    expect(first.status).toBe(422)
    expect(errorOf(first).issues).toEqual([
      { path: 'code', message: "Koden er forkert. Tjek SMS'en, og prøv igen." },
    ])
    for (let i = 0; i < 4; i++) {
      const res = await api(authApi.resetPassword, {
        body: { email: user.email, code: wrong, password: newPassword },
        ip: freshIp(),
      })
      expect(res.status).toBe(422)
    }
    // Even the right code is refused once five were tried.
    const right = await api(authApi.resetPassword, {
      body: { email: user.email, code, password: newPassword },
      ip: freshIp(),
    })
    expect(right.status).toBe(429)
    expect(errorOf(right).message).toMatch(/^For mange forkerte koder,/)
    const link = await api(authApi.resetPassword, { body: { token, password: newPassword }, ip: freshIp() })
    expect(link.status).toBe(400)
    expectError(link, 'reset_invalid')
  })

  it('a code for an unknown e-mail looks like a wrong code', async () => {
    const res = await api(authApi.resetPassword, {
      body: { email: freshEmail('ghost'), code: '123456', password: newPassword },
      ip: freshIp(),
    })
    expect(res.status).toBe(422)
    expect(errorOf(res).issues?.[0]?.path).toBe('code')
  })
})
