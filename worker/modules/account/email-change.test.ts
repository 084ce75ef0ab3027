import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { accountApi } from '../../../domain/contract/account'
import { accountEmailApi } from '../../../domain/contract/account-email'
import { emailChanges, outbox, passwordResets } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { deliverDue, purgeOutbox, render } from '../../lib/outbox'
import { api, errorOf, expectError } from '../../test/client'
import { goodPassword, outboxFor } from '../../test/helpers'
import { userById } from '../../test/reads'
import { logInAs, makeUser, sessionCount } from './account.fixtures'

/**
 * Issue 6, medium 5: a stolen session alone cannot move the SMS reset factor (phone) or the e-mail. Both
 * need the current password; a new e-mail is applied only by the link mailed to it, opened by the same
 * user; applying either ends every other session.
 */
vi.setConfig({ testTimeout: 30_000 })

const db = () => database(env.DB)
const patch = (cookie: string, body: Record<string, unknown>) => api(accountApi.update, { body, cookie })
const confirm = (cookie: string, token: string) => api(accountEmailApi.confirm, { body: { token }, cookie })

/** The token of the newest confirmation link mailed to `to`. */
async function linkTokenFor(to: string) {
  const mail = (await outboxFor(to)).find((m) => m.template === 'emailChangeConfirm')
  const link = mail ? (render(mail).text.match(/https?:\/\/\S+/)?.[0] ?? '') : ''
  return { link, token: link ? (new URL(link).searchParams.get('token') ?? '') : '' }
}

/** A number no other test's account has (messages to a shared number are no one's alone). */
const ownPhone = () => String(60_000_000 + Math.floor(Math.random() * 9_999_999))

const newAddress = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.dk`

describe('phone change', () => {
  it('needs the current password: missing 422, wrong 422, nothing changes', async () => {
    const { user, cookie } = await makeUser()
    const missing = await patch(cookie, { phone: '87654321' })
    expect(missing.status).toBe(422)
    expect(errorOf(missing).issues).toEqual([
      { path: 'currentPassword', message: 'Skriv din nuværende adgangskode.' },
    ])
    const wrong = await patch(cookie, { phone: '87654321', currentPassword: 'forkert-forkert', name: 'X Y' })
    expect(wrong.status).toBe(422)
    expect(errorOf(wrong).issues).toEqual([{ path: 'currentPassword', message: 'Adgangskoden er forkert.' }])
    const cleared = await patch(cookie, { phone: '' })
    expect(cleared.status).toBe(422)
    expect(await userById(user.id)).toMatchObject({ phone: user.phone, name: user.name })
  })

  it('wrong passwords are throttled: after 5 wrong in a row, 429 even with the right one', async () => {
    const { user, cookie } = await makeUser()
    for (let i = 0; i < 5; i++) {
      expect((await patch(cookie, { phone: '87654321', currentPassword: `forkert-${i}` })).status).toBe(422)
    }
    const locked = await patch(cookie, { phone: '87654321', currentPassword: goodPassword })
    expect(locked.status).toBe(429)
    expect((await patch(cookie, { email: newAddress('x'), currentPassword: goodPassword })).status).toBe(429)
    expect((await userById(user.id))?.phone).toBe(user.phone)
  })

  it('the same number written another way is no change and needs no password', async () => {
    const { user, cookie } = await makeUser({ phone: '12 34 56 78' })
    const res = await patch(cookie, { phone: '+45 12345678', name: 'Samme Nummer' })
    expect(res.status).toBe(200)
    expect(await userById(user.id)).toMatchObject({ phone: '12 34 56 78', name: 'Samme Nummer' })
  })

  it('with the password: changes the number, ends the other sessions (not this one) and pending resets', async () => {
    const { user, cookie } = await makeUser()
    const other = await logInAs(user.id)
    await db()
      .insert(passwordResets)
      .values({ id: `reset-${user.id}`, userId: user.id, expiresAt: clock.now() + 600 })
    const res = await patch(cookie, { phone: '87 65 43 21', currentPassword: goodPassword })
    expect(res.status).toBe(200)
    expect(res.json.phone).toBe('87654321')
    expect(await sessionCount(user.id)).toBe(1)
    expect((await api(accountApi.profile, { cookie })).status).toBe(200)
    expectError(await api(accountApi.profile, { cookie: other }), 'unauthenticated')
    expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toEqual([])
  })
})

describe('e-mail change', () => {
  it('without or with a wrong password: 422 and no link is mailed', async () => {
    const { user, cookie } = await makeUser()
    const to = newAddress('ny')
    expect((await patch(cookie, { email: to })).status).toBe(422)
    expect((await patch(cookie, { email: to, currentPassword: 'forkert-forkert' })).status).toBe(422)
    expect(await outboxFor(to)).toEqual([])
    expect(await db().select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([])
  })

  it('is not applied until the link is opened; then the old address is told and other sessions end', async () => {
    const { user, cookie } = await makeUser()
    const other = await logInAs(user.id)
    const to = newAddress('Ny').toLowerCase()
    const res = await patch(cookie, { email: to.toUpperCase(), currentPassword: goodPassword })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ email: user.email, pendingEmail: to })
    expect((await userById(user.id))?.email).toBe(user.email)
    // The old address still logs in; nothing has moved yet.
    expect(await sessionCount(user.id)).toBe(2)

    const { link, token } = await linkTokenFor(to)
    expect(link).toMatch(/^http:\/\/localhost:8787\/bruger\/bekraeft-email\?token=[a-z2-7]{32}$/)
    // Only the SHA-256 of the token is stored.
    const [stored] = await db().select().from(emailChanges).where(eq(emailChanges.userId, user.id))
    expect(stored?.id).not.toBe(token)
    expect(stored?.id).toMatch(/^[0-9a-f]{64}$/)

    const applied = await confirm(cookie, token)
    expect(applied.status).toBe(200)
    expect(applied.json).toMatchObject({ email: to, pendingEmail: null })
    expect((await userById(user.id))?.email).toBe(to)
    expect((await api(accountApi.profile, { cookie })).status).toBe(200)
    expectError(await api(accountApi.profile, { cookie: other }), 'unauthenticated')
    const [notice] = await outboxFor(user.email ?? '')
    expect(notice?.template).toBe('emailChanged')
    expect(render(notice as NonNullable<typeof notice>).text).toContain(to)

    // Single use.
    const again = await confirm(cookie, token)
    expect(again.status).toBe(400)
    expectError(again, 'email_link_used')
  })

  it("another user's link does nothing", async () => {
    const alice = await makeUser()
    const mallory = await makeUser()
    const to = newAddress('alice-ny')
    await patch(alice.cookie, { email: to, currentPassword: goodPassword })
    const { token } = await linkTokenFor(to)
    const res = await confirm(mallory.cookie, token)
    expect(res.status).toBe(400)
    expectError(res, 'email_link_invalid')
    expect((await userById(mallory.user.id))?.email).toBe(mallory.user.email)
    expect((await userById(alice.user.id))?.email).toBe(alice.user.email)
    // Still unused: Alice can open it herself.
    expect((await confirm(alice.cookie, token)).status).toBe(200)
    expect((await userById(alice.user.id))?.email).toBe(to)
  })

  it('an expired link, a replaced link, an address taken since, and anonymous callers change nothing', async () => {
    const { user, cookie } = await makeUser()
    const first = newAddress('first')
    await patch(cookie, { email: first, currentPassword: goodPassword })
    const old = await linkTokenFor(first)
    const second = newAddress('second')
    await patch(cookie, { email: second, currentPassword: goodPassword })
    // Asking again replaces the earlier link.
    expectError(await confirm(cookie, old.token), 'email_link_invalid')

    const { token } = await linkTokenFor(second)
    expectError(await api(accountEmailApi.confirm, { body: { token } }), 'unauthenticated')
    const spy = vi.spyOn(clock, 'now').mockReturnValue(Math.floor(Date.now() / 1000) + 2 * 86_400)
    const expired = await confirm(cookie, token)
    spy.mockRestore()
    expect(expired.status).toBe(400)
    expectError(expired, 'email_link_expired')

    const third = newAddress('third')
    await patch(cookie, { email: third, currentPassword: goodPassword })
    const link = await linkTokenFor(third)
    const squatter = await makeUser({ email: third })
    const taken = await confirm(cookie, link.token)
    expect(taken.status).toBe(409)
    expect((await userById(user.id))?.email).toBe(user.email)
    expect((await userById(squatter.user.id))?.email).toBe(third)
  })
})

describe('e-mail change mails are limited', () => {
  const confirmations = async (to: string) =>
    (await db().select().from(outbox).where(eq(outbox.to, to))).filter(
      (m) => m.template === 'emailChangeConfirm',
    )

  it('one account asks for at most 3 confirmation mails an hour, one after another or all at once', async () => {
    const { cookie } = await makeUser()
    const addresses = Array.from({ length: 5 }, (_, i) => newAddress(`seq-${i}`))
    const answers = []
    for (const email of addresses) answers.push(await patch(cookie, { email, currentPassword: goodPassword }))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429])
    expectError(answers[3]!, 'rate_limited')
    expect(errorOf(answers[3]!).message).toMatch(
      /^Du har bedt om at skifte e-mail mange gange\. Prøv igen om \d+ min\.$/,
    )
    expect((await Promise.all(addresses.map(confirmations))).flat()).toHaveLength(3)

    const burst = await makeUser()
    const many = Array.from({ length: 12 }, (_, i) => newAddress(`burst-${i}`))
    const all = await Promise.all(
      many.map((email) => patch(burst.cookie, { email, currentPassword: goodPassword })),
    )
    expect(all.filter((a) => a.status === 200)).toHaveLength(3)
    expect((await Promise.all(many.map(confirmations))).flat()).toHaveLength(3)
  })

  it('one address gets at most 3 confirmation mails an hour, whoever asks', async () => {
    const target = newAddress('victim')
    const askers = await Promise.all(Array.from({ length: 5 }, () => makeUser()))
    const answers = []
    for (const asker of askers)
      answers.push(await patch(asker.cookie, { email: target, currentPassword: goodPassword }))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429])
    expect(await confirmations(target)).toHaveLength(3)
  })
})

describe('outbox secrets (issue 6, medium 8)', () => {
  it('a delivered row keeps no link; the export lists my messages without secrets and my linked log-ins', async () => {
    const { user, cookie } = await makeUser({ phone: ownPhone() })
    const to = newAddress('secret')
    await patch(cookie, { email: to, currentPassword: goodPassword })
    // The PATCH started a delivery in the background (which claims the row): wait for it, never race it.
    let row: typeof outbox.$inferSelect | undefined
    for (let i = 0; i < 40 && row?.status !== 'sent'; i++) {
      await deliverDue(env)
      ;[row] = await db().select().from(outbox).where(eq(outbox.to, to))
      if (row?.status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(row?.status).toBe('sent')
    expect(row?.payload).toEqual({ name: user.name })
    expect(JSON.stringify(row)).not.toContain('token=')
    // The fake sink's own copy still has the working link (what /dev/outbox shows).
    expect((await linkTokenFor(to)).token).toMatch(/^[a-z2-7]{32}$/)

    await db()
      .insert(outbox)
      .values({
        channel: 'sms',
        to: user.phone ?? '',
        template: 'passwordResetSms',
        locale: 'da-DK',
        payload: { code: '123456' },
        nextAttemptAt: clock.now() + 3600,
        createdAt: clock.now(),
      })
    const exported = await api(accountApi.export, { cookie })
    expect(exported.status).toBe(200)
    const sms = exported.json.messages.find((m: { to: string }) => m.to === user.phone)
    expect(sms).toMatchObject({
      channel: 'sms',
      template: 'passwordResetSms',
      status: 'pending',
      content: {},
    })
    expect(exported.text).not.toContain('123456')
    expect(exported.json.linkedLogins).toEqual([])
  })

  it('a number someone else also has is not mine: its messages are neither exported nor erased with my account', async () => {
    const victim = await makeUser({ phone: ownPhone() })
    const attacker = await makeUser()
    const victimSms = {
      channel: 'sms' as const,
      to: victim.user.phone ?? '',
      template: 'jobDatesSms',
      locale: 'da-DK' as const,
      payload: { company: 'Tømrer ApS', job: 'Hemmeligt tagprojekt', start: '01.03.2027', end: '05.03.2027' },
      nextAttemptAt: clock.now() + 3600,
      createdAt: clock.now(),
    }
    const [row] = await db().insert(outbox).values(victimSms).returning()
    // The attacker types the victim's number as their own (a number is never proven by the account).
    const changed = await patch(attacker.cookie, { phone: victim.user.phone, currentPassword: goodPassword })
    expect(changed.status).toBe(200)
    const exported = await api(accountApi.export, { cookie: attacker.cookie })
    expect(exported.status).toBe(200)
    expect(exported.text).not.toContain('Hemmeligt tagprojekt')
    expect(
      (await api(accountApi.remove, { body: { password: goodPassword }, cookie: attacker.cookie })).status,
    ).toBe(204)
    // The row stays, and once the number is the victim's alone again their export shows it.
    expect(await db().select().from(outbox).where(eq(outbox.id, row!.id))).toHaveLength(1)
    expect((await api(accountApi.export, { cookie: victim.cookie })).text).toContain('Hemmeligt tagprojekt')
  })

  it('deleting the account erases every message to my address and number', async () => {
    const { user, cookie } = await makeUser({ phone: ownPhone() })
    await db()
      .insert(outbox)
      .values(
        [user.email ?? '', user.phone ?? ''].map((to) => ({
          channel: 'email' as const,
          to,
          template: 'passwordChanged',
          locale: 'da-DK' as const,
          payload: { name: user.name },
          nextAttemptAt: clock.now() + 3600,
          createdAt: clock.now(),
        })),
      )
    const res = await api(accountApi.remove, { body: { password: goodPassword }, cookie })
    expect(res.status).toBe(204)
    expect(await outboxFor(user.email ?? '')).toEqual([])
    expect(await outboxFor(user.phone ?? '')).toEqual([])
  })
})

describe('outbox purge', () => {
  it('deletes sent and failed rows older than 30 days, keeps newer and pending ones', async () => {
    const to = newAddress('purge')
    const now = clock.now()
    const row = (status: 'sent' | 'failed' | 'pending', ageDays: number) => ({
      channel: 'email' as const,
      to,
      template: `purge-${status}-${ageDays}`,
      locale: 'da-DK' as const,
      payload: {},
      status,
      nextAttemptAt: now + 86_400,
      createdAt: now - ageDays * 86_400,
    })
    await db()
      .insert(outbox)
      .values([row('sent', 31), row('failed', 31), row('pending', 31), row('sent', 29)])
    expect(await purgeOutbox(env)).toBeGreaterThanOrEqual(2)
    const left = await db().select().from(outbox).where(eq(outbox.to, to))
    expect(left.map((r) => r.template).sort()).toEqual(['purge-pending-31', 'purge-sent-29'])
  })
})
