import { env, SELF } from 'cloudflare:test'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { operator } from '../../../domain/brand'
import { moneyApi } from '../../../domain/contract/money'
import planData from '../../../domain/data/plans.json'
import { companies } from '../../db/schema'
import { fakeWebhookSecret } from '../../lib/adapters/payments-fake'
import { signPayload } from '../../lib/adapters/payments-signature'
import { database } from '../../lib/db'
import { balanceOf } from '../../lib/ledger'
import { api, call, expectError } from '../../test/client'
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

describe('top-ups: the receipt (Kvittering for indbetaling)', () => {
  const receipt = (invoiceNumber: number, cookie?: string) =>
    api(moneyApi.receipt, { params: { invoiceNumber }, cookie })

  /** The company's top-up receipts, as rows (not through the API). */
  const receiptRows = (companyId: number) =>
    db().all<{ invoiceNumber: number; topUpId: string }>(sql`
      SELECT invoice_number AS invoiceNumber, top_up_id AS topUpId FROM top_up_receipts
      WHERE company_id = ${companyId}`)

  /** A top-up of 250 kr. paid at the provider and credited; its receipt's number from the ledger. */
  async function paidTopUp() {
    const firm = await makeCompanyUser()
    const session = { ...(await beginTopUp(firm.cookie, 25_000)), amountOre: 25_000 }
    expect((await sendWebhook(providerEvent(completed, session))).json.settlement).toBe('credited')
    const ledger = (await api(moneyApi.ledger, { cookie: firm.cookie })).json
    const number = ledger.entries[0]?.invoiceNumber
    if (!number) throw new Error('the top-up has no receipt number')
    return { firm, session, number }
  }

  it('a webhook twice in parallel and the return from the provider give one receipt, numbered in the series', async () => {
    const firm = await makeCompanyUser()
    const session = { ...(await beginTopUp(firm.cookie, 25_000)), amountOre: 25_000 }
    const body = providerEvent(completed, session)
    const [first, second, page] = await Promise.all([
      sendWebhook(body),
      sendWebhook(body),
      pressOnFakePage(session.sessionId, 'pay'),
    ])
    expect([first.status, second.status, page.status]).toEqual([200, 200, 303])
    expect([first.json.settlement, second.json.settlement]).toContain('already-credited')
    expect(await balanceOf(db(), firm.company.id)).toBe(25_000)
    const rows = await receiptRows(firm.company.id)
    expect(rows).toEqual([{ invoiceNumber: expect.any(Number), topUpId: session.topUpId }])
    const [tx] = await db().all<{ n: number }>(
      sql`SELECT invoice_number AS n FROM ledger_transactions WHERE idempotency_key = ${`topup:${session.topUpId}`}`,
    )
    expect(tx?.n).toBe(rows[0]?.invoiceNumber)

    // The transactions list links the top-up to it, and the CSV lists its number, as for a charge.
    const ledger = (await api(moneyApi.ledger, { cookie: firm.cookie })).json
    expect(ledger.entries).toEqual([
      expect.objectContaining({ kind: 'topup', text: 'Indbetaling til saldo', invoiceNumber: tx?.n }),
    ])
    const csv = (await call('/api/company/ledger.csv', { cookie: firm.cookie })).text
    expect(csv).toMatch(new RegExp(`;Indbetaling til saldo;250,00;250,00;${tx?.n}\r\n$`))
  })

  it('holds both parties, the amount, the method and the reference, and no VAT', async () => {
    const { firm, session, number } = await paidTopUp()
    const res = await receipt(number, firm.cookie)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      kind: 'payment',
      invoiceNumber: number,
      issuedAt: expect.any(Number),
      seller: {
        name: operator.name,
        street: operator.street,
        zip: operator.zip,
        city: operator.city,
        cvr: operator.cvr,
      },
      buyer: {
        name: firm.company.name,
        street: firm.company.address,
        zip: firm.company.zip,
        city: firm.company.city,
        cvr: firm.company.cvr,
      },
      text: 'Indbetaling til saldo',
      totalOre: 25_000,
      method: 'card',
      providerReference: session.sessionId,
    })
    expect(Math.abs(res.json.issuedAt - now())).toBeLessThan(60)
    const english = await api(moneyApi.receipt, {
      params: { invoiceNumber: number },
      cookie: `${firm.cookie}; lang=en`,
    })
    expect(english.json).toMatchObject({ kind: 'payment', text: 'Top-up of balance' })
  })

  it('stays as issued when the company is renamed and the VAT rate and the seller change later', async () => {
    const { firm, number } = await paidTopUp()
    const before = (await receipt(number, firm.cookie)).json
    const csvBefore = (await call('/api/company/ledger.csv', { cookie: firm.cookie })).text
    const saved = { ...operator, vatPercent: planData.vatPercent }
    const seller = operator as { -readonly [K in keyof typeof operator]: (typeof operator)[K] }
    try {
      planData.vatPercent = 30
      Object.assign(seller, { name: 'Nyt Navn ApS', street: 'Nygade 1', cvr: '12345674' })
      await db()
        .update(companies)
        .set({ name: 'Omdøbt Firma ApS', address: 'Andenvej 2', city: 'Odense C', zip: '5000', cvr: null })
        .where(eq(companies.id, firm.company.id))
      const after = (await receipt(number, firm.cookie)).json
      expect(after).toEqual(before)
      expect(after.buyer).toMatchObject({ name: firm.company.name, cvr: firm.company.cvr })
      expect(after.seller.name).toBe(saved.name)
      expect((await call('/api/company/ledger.csv', { cookie: firm.cookie })).text).toBe(csvBefore)
    } finally {
      planData.vatPercent = saved.vatPercent
      Object.assign(seller, { name: saved.name, street: saved.street, cvr: saved.cvr })
    }
  })

  it("is the company's own: another company, a customer and a visitor get 404/403/401", async () => {
    const { number } = await paidTopUp()
    const other = await makeCompanyUser('Jensen Byg ApS')
    expectError(await receipt(number, other.cookie), 'not_found')
    expectError(await receipt(number, (await makeUser()).cookie), 'forbidden')
    expectError(await receipt(number), 'unauthenticated')
  })

  it("the top-up's state names its receipt once credited: none while pending or when declined; another company still 404", async () => {
    const firm = await makeCompanyUser()
    const session = { ...(await beginTopUp(firm.cookie, 25_000)), amountOre: 25_000 }
    expect(await state(firm.cookie, session.topUpId)).toMatchObject({ state: 'pending', invoiceNumber: null })
    await sendWebhook(providerEvent(completed, session))
    const [row] = await receiptRows(firm.company.id)
    expect(row?.invoiceNumber).toEqual(expect.any(Number))
    expect(await state(firm.cookie, session.topUpId)).toMatchObject({
      state: 'paid',
      invoiceNumber: row?.invoiceNumber,
    })
    expect((await receipt(row?.invoiceNumber ?? 0, firm.cookie)).json).toMatchObject({ kind: 'payment' })

    const declined = await beginTopUp(firm.cookie)
    await pressOnFakePage(declined.sessionId, 'decline')
    expect(await state(firm.cookie, declined.topUpId)).toMatchObject({
      state: 'declined',
      invoiceNumber: null,
    })
    const other = await makeCompanyUser('Jensen Byg ApS')
    expectError(
      await api(moneyApi.topUp, { params: { topUpId: session.topUpId }, cookie: other.cookie }),
      'not_found',
    )
  })

  it('a declined, an abandoned and an unpaid top-up have none', async () => {
    const firm = await makeCompanyUser()
    const declined = await beginTopUp(firm.cookie)
    await pressOnFakePage(declined.sessionId, 'decline')
    const abandoned = await beginTopUp(firm.cookie)
    await pressOnFakePage(abandoned.sessionId, 'abandon')
    const unpaid = await beginTopUp(firm.cookie, 25_000)
    await sendWebhook(providerEvent(completed, { ...unpaid, amountOre: 25_000 }, 'unpaid'))
    expect(await receiptRows(firm.company.id)).toEqual([])
    expect((await api(moneyApi.ledger, { cookie: firm.cookie })).json.entries).toEqual([])
  })
})
