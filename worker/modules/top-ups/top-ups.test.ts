import { env, SELF } from 'cloudflare:test'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { moneyApi } from '../../../domain/contract/money'
import { fakeWebhookSecret } from '../../lib/adapters/payments-fake'
import { signPayload } from '../../lib/adapters/payments-signature'
import { database } from '../../lib/db'
import { balanceOf } from '../../lib/ledger'
import { api, expectError } from '../../test/client'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { beginTopUp, pressOnFakePage, providerEvent, sendWebhook } from './top-ups.fixtures'

const db = () => database(env.DB)
const completed = 'checkout.session.completed'
const now = () => Math.floor(Date.now() / 1000)

const state = async (cookie: string, topUpId: string) =>
  (await api(moneyApi.topUp, { params: { topUpId }, cookie })).json

async function topUpTransactions(companyId: number) {
  return db().all<{ id: number; total: number; legs: number }>(sql`
    SELECT t.id, sum(p.amount_ore) AS total, count(p.id) AS legs
    FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
    WHERE t.company_id = ${companyId} AND t.kind = 'topup' GROUP BY t.id`)
}

describe('top-ups: start and the fake provider', () => {
  it('starts a session, remembers the job in the 1-day payment-callback cookie, and Betal credits once', async () => {
    const firm = await makeCompanyUser()
    const started = await beginTopUp(firm.cookie, 50_000, { returnJobId: 42 })
    expect(started.redirectUrl).toMatch(/\/dev\/pay\/cs_fake_/)
    const cookie = started.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payment-callback=42/)
    expect(cookie).toMatch(/Max-Age=86400/)

    expect(await state(firm.cookie, started.topUpId)).toMatchObject({
      state: 'pending',
      amountOre: 50_000,
      method: 'card',
      balanceOre: 0,
      returnJobId: 42,
    })
    const page = await SELF.fetch(started.redirectUrl)
    const html = await page.text()
    expect(html).toContain('500,00')
    expect(html).toContain('Betalingskort')

    // The provider's webhook reaches the Worker before the browser is sent back.
    const paid = await pressOnFakePage(started.sessionId, 'pay')
    expect(paid.status).toBe(303)
    expect(paid.location).toMatch(new RegExp(`/firma/saldo/betaling/${started.topUpId}$`))
    expect(await state(firm.cookie, started.topUpId)).toMatchObject({ state: 'paid', balanceOre: 50_000 })
    expect(await topUpTransactions(firm.company.id)).toEqual([expect.objectContaining({ total: 0, legs: 2 })])
    expect((await api(moneyApi.balance, { cookie: firm.cookie })).json).toEqual({ balanceOre: 50_000 })
  })

  it('Afvis declines and Annuller abandons: nothing is credited', async () => {
    const firm = await makeCompanyUser()
    const declined = await beginTopUp(firm.cookie)
    expect((await pressOnFakePage(declined.sessionId, 'decline')).location).toMatch(/betaling\/[^?]+$/)
    const abandoned = await beginTopUp(firm.cookie)
    expect((await pressOnFakePage(abandoned.sessionId, 'abandon')).location).toMatch(/\?afbrudt=1$/)
    expect((await state(firm.cookie, declined.topUpId)).state).toBe('declined')
    expect((await state(firm.cookie, abandoned.topUpId)).state).toBe('abandoned')
    expect(await balanceOf(db(), firm.company.id)).toBe(0)
  })

  it('a new top-up without a job clears the payment-callback cookie', async () => {
    const firm = await makeCompanyUser()
    const started = await beginTopUp(firm.cookie)
    expect(started.headers.get('set-cookie')).toMatch(/payment-callback=;.*Max-Age=0/)
  })

  it('refuses amounts outside 50 – 50.000 kr. and unknown methods (422)', async () => {
    const firm = await makeCompanyUser()
    for (const body of [
      { amountOre: 4_999, method: 'card' },
      { amountOre: 5_000_001, method: 'card' },
      { amountOre: 10_000.5, method: 'card' },
      { amountOre: 10_000, method: 'paypal' },
    ]) {
      const res = await api(moneyApi.startTopUp, { rawBody: body, cookie: firm.cookie })
      expect(res.status).toBe(422)
    }
  })

  it('a company may open 20 payment sessions an hour; the 21st is a 429 and makes no top-up', async () => {
    const firm = await makeCompanyUser()
    for (let i = 0; i < 20; i++) await beginTopUp(firm.cookie, 5_000)
    const refused = await api(moneyApi.startTopUp, {
      body: { amountOre: 5_000, method: 'card' },
      cookie: firm.cookie,
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    const [row] = await db().all<{ n: number }>(
      sql`SELECT count(*) AS n FROM top_ups WHERE company_id = ${firm.company.id}`,
    )
    expect(row?.n).toBe(20)
    // Another company is not slowed down by it.
    const other = await makeCompanyUser('Jensen Byg ApS')
    await beginTopUp(other.cookie, 5_000)
  })

  it('another company, a customer and an anonymous visitor cannot read a top-up', async () => {
    const firm = await makeCompanyUser()
    const other = await makeCompanyUser('Jensen Byg ApS')
    const customer = await makeUser()
    const started = await beginTopUp(firm.cookie)
    expectError(
      await api(moneyApi.topUp, { params: { topUpId: started.topUpId }, cookie: other.cookie }),
      'not_found',
    )
    expect(
      (await api(moneyApi.topUp, { params: { topUpId: started.topUpId }, cookie: customer.cookie })).status,
    ).toBe(403)
    expectError(await api(moneyApi.topUp, { params: { topUpId: started.topUpId } }), 'unauthenticated')
  })
})

describe('top-ups: the signed webhook', () => {
  async function pending(amountOre = 25_000) {
    const firm = await makeCompanyUser()
    const started = await beginTopUp(firm.cookie, amountOre)
    return { firm, session: { ...started, amountOre } }
  }

  it('a webhook that arrives twice (a retry, or the same request replayed in the window) credits once', async () => {
    const { firm, session } = await pending()
    const body = providerEvent(completed, session)
    const at = now()
    const first = await sendWebhook(body, { at })
    const again = await sendWebhook(body, { at })
    const retried = await sendWebhook(body)
    expect([first.status, again.status, retried.status]).toEqual([200, 200, 200])
    expect(first.json.settlement).toBe('credited')
    expect(again.json.settlement).toBe('already-credited')
    expect(retried.json.settlement).toBe('already-credited')
    expect(await balanceOf(db(), firm.company.id)).toBe(25_000)
    expect(await topUpTransactions(firm.company.id)).toHaveLength(1)
  })

  it('credits when the webhook comes before the browser returns, and the return page then reads paid', async () => {
    const { firm, session } = await pending()
    expect((await sendWebhook(providerEvent(completed, session))).status).toBe(200)
    expect(await state(firm.cookie, session.topUpId)).toMatchObject({ state: 'paid', balanceOre: 25_000 })
  })

  it('a forged, unsigned, stale or tampered webhook is refused (400) and credits nothing', async () => {
    const { firm, session } = await pending()
    const body = providerEvent(completed, session)
    expect((await sendWebhook(body, { secret: 'whsec_someone_else' })).status).toBe(400)
    expect((await sendWebhook(body, { signature: null })).status).toBe(400)
    expect((await sendWebhook(body, { signature: 't=abc,v1=00' })).status).toBe(400)
    // Well outside the 5-minute window: the request's clock may have moved on a second (the exact
    // boundary is unit-tested with a fixed clock in payments.test.ts).
    expect((await sendWebhook(body, { at: now() - 400 })).status).toBe(400)
    expect((await sendWebhook(body, { at: now() + 400 })).status).toBe(400)
    // A good signature over another body: the amount changed on the way.
    const signedAt = now()
    const good = await signPayload(fakeWebhookSecret, body, signedAt)
    const tampered = body.replace('"amount_total":25000', '"amount_total":2500000')
    expect((await sendWebhook(tampered, { signature: good })).status).toBe(400)
    // A signature from an old delivery, its timestamp moved forward: no longer matches.
    const old = await signPayload(fakeWebhookSecret, body, signedAt - 400)
    expect((await sendWebhook(body, { signature: old.replace(/^t=\d+/, `t=${now()}`) })).status).toBe(400)
    expect(await balanceOf(db(), firm.company.id)).toBe(0)
    expect((await state(firm.cookie, session.topUpId)).state).toBe('pending')
  })

  it('declined and expired change the state only; a payment completed late, after abandon, still credits', async () => {
    const { firm, session } = await pending()
    await sendWebhook(providerEvent('checkout.session.expired', session))
    expect((await state(firm.cookie, session.topUpId)).state).toBe('abandoned')
    expect(await balanceOf(db(), firm.company.id)).toBe(0)
    await sendWebhook(providerEvent(completed, session))
    expect(await state(firm.cookie, session.topUpId)).toMatchObject({ state: 'paid', balanceOre: 25_000 })

    const second = await pending()
    await sendWebhook(providerEvent('checkout.session.async_payment_failed', second.session))
    expect((await state(second.firm.cookie, second.session.topUpId)).state).toBe('declined')
    expect(await balanceOf(db(), second.firm.company.id)).toBe(0)
  })

  it('a completed session that is not paid, for another amount or an unknown session credits nothing', async () => {
    const { firm, session } = await pending()
    const unpaid = await sendWebhook(providerEvent(completed, session, 'unpaid'))
    expect(unpaid.json.settlement).toBe('unchanged')
    const wrongAmount = await sendWebhook(providerEvent(completed, { ...session, amountOre: 99_999 }))
    expect(wrongAmount.json.settlement).toBe('mismatch')
    const unknown = await sendWebhook(providerEvent(completed, { ...session, sessionId: 'cs_fake_nobody' }))
    expect(unknown.json.settlement).toBe('unknown-top-up')
    // Someone else's top-up id on this session: refused as unknown.
    const crossed = await sendWebhook(providerEvent(completed, { ...session, topUpId: 'someoneelse123' }))
    expect(crossed.json.settlement).toBe('unknown-top-up')
    expect(await balanceOf(db(), firm.company.id)).toBe(0)
  })

  it('is outside the API: no session or Origin needed, and /api/webhooks does not exist', async () => {
    const res = await SELF.fetch('http://localhost:8787/api/webhooks/payments', {
      method: 'POST',
      body: '{}',
    })
    expect([403, 404]).toContain(res.status)
  })
})
