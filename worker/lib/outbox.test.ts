import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { outbox, users } from '../db/schema'
import worker from '../index'
import { clock } from './clock'
import { database } from './db'
import { deliverDue, enqueue, maxAttempts, render } from './outbox'

const db = () => database(env.DB)
let n = 0
const address = (domain = 'example.dk') => `outbox-${++n}-${Date.now()}@${domain}`
/** A welcome mail to `to` in the outbox. */
const welcome = (to: string, name: string, locale: 'da-DK' | 'en' = 'da-DK') =>
  enqueue(db(), { channel: 'email', to, template: 'welcomeCustomer', locale, payload: { name, link: 'l' } })

afterEach(() => vi.restoreAllMocks())

describe('outbox', () => {
  it('enqueues in the same batch as the caller’s own write', async () => {
    const to = address()
    await db().batch([
      db().insert(users).values({ email: to, name: 'Batch', role: 'customer' }),
      enqueue(db(), {
        channel: 'email',
        to,
        template: 'welcomeCustomer',
        locale: 'da-DK',
        payload: { name: 'Batch', link: 'x' },
      }),
    ])
    const [row] = await db().select().from(outbox).where(eq(outbox.to, to))
    expect(row).toMatchObject({ status: 'pending', attempts: 0, template: 'welcomeCustomer' })
  })

  it('delivers due rows and marks them sent', async () => {
    const to = address()
    await welcome(to, 'A')
    const report = await deliverDue(env)
    expect(report.sent).toBeGreaterThanOrEqual(1)
    const [row] = await db().select().from(outbox).where(eq(outbox.to, to))
    expect(row).toMatchObject({ status: 'sent', attempts: 1 })
    expect(row?.sentAt).toBeTypeOf('number')
  })

  it('retries with backoff and gives up as failed after 5 attempts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const to = address('fail.test')
    await welcome(to, 'F', 'en')
    const start = clock.now()
    let now = start
    vi.spyOn(clock, 'now').mockImplementation(() => now)
    await deliverDue(env)
    let [row] = await db().select().from(outbox).where(eq(outbox.to, to))
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'fake e-mail: mailbox unavailable',
    })
    expect(row?.nextAttemptAt).toBe(start + 60)

    // Not due yet: nothing happens.
    await deliverDue(env)
    ;[row] = await db().select().from(outbox).where(eq(outbox.to, to))
    expect(row?.attempts).toBe(1)

    for (let i = 2; i <= maxAttempts; i++) {
      now = (row?.nextAttemptAt ?? now) + 1
      await deliverDue(env)
      ;[row] = await db().select().from(outbox).where(eq(outbox.to, to))
      expect(row?.attempts).toBe(i)
    }
    expect(row?.status).toBe('failed')
  })

  it('never sends a row twice when two deliverers race', async () => {
    const to = address()
    await enqueue(db(), {
      channel: 'sms',
      to: '12345678',
      template: 'passwordResetSms',
      locale: 'da-DK',
      payload: { code: '123456', tag: to },
    })
    const [a, b] = await Promise.all([deliverDue(env), deliverDue(env)])
    const rows = await db().select().from(outbox).where(eq(outbox.to, '12345678'))
    expect(rows.every((r) => r.attempts <= 1)).toBe(true)
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBeGreaterThanOrEqual(1)
  })

  it('renders Danish or English by the recipient’s locale, with working links', () => {
    const payload = { name: 'Mette', link: 'http://localhost:8787/nulstil-adgangskode?token=abc' }
    const da = render({ channel: 'email', template: 'passwordReset', locale: 'da-DK', payload })
    expect(da.subject).toBe('Nulstil din adgangskode hos Opgavetorvet')
    expect(da.text).toContain('Hej Mette')
    expect(da.html).toContain('<a href="http://localhost:8787/nulstil-adgangskode?token=abc">')
    const en = render({ channel: 'email', template: 'passwordReset', locale: 'en', payload })
    expect(en.subject).toBe('Reset your Opgavetorvet password')
    const sms = render({
      channel: 'sms',
      template: 'passwordResetSms',
      locale: 'da-DK',
      payload: { code: '042917' },
    })
    expect(sms.subject).toBeNull()
    expect(sms.text).toContain('042917')
  })

  it('escapes payload values in the HTML body', () => {
    const html = render({
      channel: 'email',
      template: 'welcomeCustomer',
      locale: 'da-DK',
      payload: { name: '<script>x</script>', link: 'l' },
    }).html
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })

  it('the cron handler delivers pending rows', async () => {
    const to = address()
    await welcome(to, 'C')
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx)
    await waitOnExecutionContext(ctx)
    const [row] = await db().select().from(outbox).where(eq(outbox.to, to))
    expect(row?.status).toBe('sent')
  })
})
