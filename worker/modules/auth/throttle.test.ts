import { env } from 'cloudflare:test'
import { eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountApi } from '../../../domain/contract/account'
import { authApi } from '../../../domain/contract/auth'
import { outbox, passwordResets, throttleWindows } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { count, limits, purgeThrottles } from '../../lib/throttle'
import { api, errorOf } from '../../test/client'
import { freshEmail, freshIp, outboxFor } from '../../test/helpers'
import { makeLoggedOutUser, makeUser } from '../account/account.fixtures'

/**
 * Decision 008: every limit is counted before anything is decided, so a burst of parallel requests
 * gets through exactly `max` times (the KV read-then-write let 40 of 40 wrong log-ins through).
 */
vi.setConfig({ testTimeout: 60_000 })
afterEach(() => vi.restoreAllMocks())

const burst = 50
const db = () => database(env.DB)
const statuses = (responses: { status: number }[]) => {
  const tally: Record<number, number> = {}
  for (const { status } of responses) tally[status] = (tally[status] ?? 0) + 1
  return tally
}
const parallel = <T>(make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: burst }, (_, i) => make(i)))
let phoneSeq = 0
const freshPhone = () => `3${String(Date.now() + phoneSeq++).slice(-7)}`

describe('50 parallel requests against each limit', () => {
  it('log-in per account: exactly 5 wrong passwords are checked, the rest get 429', async () => {
    const user = await makeLoggedOutUser()
    const responses = await parallel((i) =>
      api(authApi.login, { body: { email: user.email, password: `forkert-${i}-kode` }, ip: freshIp() }),
    )
    expect(statuses(responses)).toEqual({
      401: limits.loginAccount.max,
      429: burst - limits.loginAccount.max,
    })
    const refused = responses.find((r) => r.status === 429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(errorOf(refused!).message).toMatch(/^For mange mislykkede forsøg\. Prøv igen om 1[45] minutter/)
  })

  it('log-in per IP: exactly 30 failures are checked, the rest get 429', async () => {
    const ip = freshIp()
    const responses = await parallel(() =>
      api(authApi.login, { body: { email: freshEmail('spray'), password: 'x-1234567' }, ip }),
    )
    expect(statuses(responses)).toEqual({ 401: limits.loginIp.max, 429: burst - limits.loginIp.max })
  })

  it('SMS per phone: one account, 50 resets from 50 IPs send exactly 3 codes (and 5 e-mails)', async () => {
    const phone = freshPhone()
    const user = await makeLoggedOutUser({ phone, password: null })
    const responses = await parallel(() =>
      api(authApi.requestPasswordReset, { body: { email: user.email }, ip: freshIp() }),
    )
    expect(statuses(responses)).toEqual({ 202: burst })
    const sms = (await outboxFor(phone)).filter((m) => m.template === 'passwordResetSms')
    expect(sms).toHaveLength(limits.smsPhone.max)
    const mails = (await outboxFor(user.email)).filter((m) => m.template === 'passwordReset')
    expect(mails).toHaveLength(limits.resetEmail.max)
  })

  it('reset mails per address: 50 resets from 50 IPs put exactly 5 mails in the inbox, all answered alike', async () => {
    const user = await makeLoggedOutUser({ password: null })
    const typed = (i: number) => (i % 2 ? user.email.toUpperCase() : ` ${user.email}`)
    const responses = await parallel((i) =>
      api(authApi.requestPasswordReset, { body: { email: typed(i) }, ip: freshIp() }),
    )
    expect(statuses(responses)).toEqual({ 202: burst })
    const mails = (await outboxFor(user.email)).filter((m) => m.template === 'passwordReset')
    expect(mails).toHaveLength(limits.resetEmail.max)
    // An address without an account is counted the same way and answered the same.
    const unknown = freshEmail('nobody')
    const strangers = await parallel(() =>
      api(authApi.requestPasswordReset, { body: { email: unknown }, ip: freshIp() }),
    )
    expect(statuses(strangers)).toEqual({ 202: burst })
  })

  it('SMS per IP: 50 resets from one IP get 30 answers (reset limit) and send exactly 10 codes', async () => {
    const ip = freshIp()
    const people = await Promise.all(
      Array.from({ length: burst }, () => makeLoggedOutUser({ phone: freshPhone(), password: null })),
    )
    const responses = await parallel((i) =>
      api(authApi.requestPasswordReset, { body: { email: people[i]!.email }, ip }),
    )
    expect(statuses(responses)).toEqual({ 202: limits.resetIp.max, 429: burst - limits.resetIp.max })
    const sms = await db()
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        inArray(
          outbox.to,
          people.map((p) => p.phone ?? ''),
        ),
      )
    expect(sms).toHaveLength(limits.smsIp.max)
  })

  it('SMS code guesses: exactly 5 codes are checked, then the reset is void', async () => {
    const phone = freshPhone()
    const user = await makeLoggedOutUser({ phone, password: null })
    await api(authApi.requestPasswordReset, { body: { email: user.email }, ip: freshIp() })
    const code = String((await outboxFor(phone)).find((m) => m.template === 'passwordResetSms')?.payload.code)
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const responses = await parallel((i) =>
      api(authApi.resetPassword, {
        body: { email: user.email, code: wrong(i), password: 'Ny-og-sikker-kode-42' },
        ip: freshIp(),
      }),
    )
    expect(statuses(responses)).toEqual({ 422: 5, 429: burst - 5 })
    const [reset] = await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id))
    expect(reset?.attempts).toBe(5)
    // The right code no longer works either.
    const right = await api(authApi.resetPassword, {
      body: { email: user.email, code, password: 'Ny-og-sikker-kode-42' },
      ip: freshIp(),
    })
    expect(right.status).toBe(429)
  })

  it('sign-up per IP: after 30 sign-ups, exactly 30 of 50 parallel ones pass the limit', async () => {
    const ip = freshIp()
    const before = limits.signupIp.max - 30
    for (let i = 0; i < before; i++) await count(env.DB, limits.signupIp, ip)
    // A weak password is refused right after the limit is counted: 422 means "got through", fast.
    const responses = await parallel(() =>
      api(authApi.signupCustomer, {
        body: {
          name: 'Mette Hansen',
          email: freshEmail('burst'),
          phone: '12345678',
          zip: '2100',
          password: 'password1',
        },
        ip,
      }),
    )
    expect(statuses(responses)).toEqual({ 422: 30, 429: burst - 30 })
  })

  it('current password of a logged-in user: exactly 5 wrong ones are checked', async () => {
    const { cookie } = await makeUser()
    const responses = await parallel((i) =>
      api(accountApi.changePassword, {
        body: { currentPassword: `forkert-${i}-kode`, newPassword: 'Ny-og-sikker-kode-42' },
        ip: freshIp(),
        cookie,
      }),
    )
    expect(statuses(responses)).toEqual({ 422: 5, 429: burst - 5 })
    const deletion = await api(accountApi.remove, { body: { password: 'forkert' }, ip: freshIp(), cookie })
    expect(deletion.status).toBe(429)
    expect(deletion.headers.get('retry-after')).toBeTruthy()
  })
})

describe('throttle windows', () => {
  it('start again after the window and are purged by the cron once ended', async () => {
    const ip = freshIp()
    for (let i = 0; i < 3; i++) await count(env.DB, limits.cvrIp, ip)
    expect((await count(env.DB, limits.cvrIp, ip)).n).toBe(4)
    const later = clock.now() + limits.cvrIp.windowSeconds
    vi.spyOn(clock, 'now').mockReturnValue(later)
    const fresh = await count(env.DB, limits.cvrIp, ip)
    expect(fresh).toEqual({ n: 1, resetAt: later + limits.cvrIp.windowSeconds })
    vi.spyOn(clock, 'now').mockReturnValue(later + limits.cvrIp.windowSeconds)
    await purgeThrottles(env.DB)
    const left = await db().select().from(throttleWindows)
    expect(left.every((w) => w.resetAt > later + limits.cvrIp.windowSeconds)).toBe(true)
  })

  it('store no e-mail, phone or IP in clear', async () => {
    const email = freshEmail('clear')
    await count(env.DB, limits.loginAccount, email)
    const rows = await db().select().from(throttleWindows)
    expect(rows.some((r) => r.key.includes(email))).toBe(false)
    expect(rows.every((r) => /^[a-z-]+:[0-9a-f]{64}$/.test(r.key))).toBe(true)
  })
})
