import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { operator } from '../../../domain/brand'
import { moneyApi } from '../../../domain/contract/money'
import planData from '../../../domain/data/plans.json'
import { copenhagenMidnight } from '../../../domain/rules/working-days'
import { categories, companies } from '../../db/schema'
import { database } from '../../lib/db'
import { chargePostings, type MoneyEvent, recordMoney } from '../../lib/ledger'
import { api, call, errorOf, expectError } from '../../test/client'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { topUpEvent } from '../subscriptions/money.fixtures'

const db = () => database(env.DB)
let n = 0
const key = (what: string) => `${what}-ledger-${Date.now()}-${++n}`

/** A plan charge as the subscriptions module writes it: net after the credit, VAT on the net. */
interface ChargeOptions {
  netOre: number
  creditOre?: number
  kind?: 'subscription' | 'renewal'
  idempotencyKey?: string
}

const charge = (
  companyId: number,
  categoryId: number,
  { netOre, creditOre = 0, kind = 'subscription', idempotencyKey = key('plan') }: ChargeOptions,
): MoneyEvent => {
  const vatOre = netOre / 4
  return {
    companyId,
    kind,
    idempotencyKey,
    invoice: true,
    categoryId,
    plan: 'pro',
    netOre,
    vatOre,
    creditOre,
    postings: chargePostings(netOre, vatOre),
  }
}

const at = (day: string, hours = 12) => copenhagenMidnight(day) + hours * 3600

async function invoiceOf(event: MoneyEvent, now: number) {
  const recorded = await recordMoney(db(), event, now)
  const number = recorded.transaction?.invoiceNumber
  if (!recorded.applied || !number) throw new Error('charge not recorded')
  return number
}

/** A company that topped up 1.000 kr. and then paid for a plan (both at noon): it and the receipt's number. */
async function paidPlan(toppedUpOn: string, chargedOn: string, plan: ChargeOptions) {
  const firm = await makeCompanyUser()
  await recordMoney(db(), topUpEvent(firm.company.id, 100_000), at(toppedUpOn))
  const number = await invoiceOf(charge(firm.company.id, firm.category.id, plan), at(chargedOn))
  return { firm, number }
}

/** The receipt with this invoice number, as the holder of `cookie` (none: a visitor) asks for it. */
const receipt = (invoiceNumber: number, cookie?: string) =>
  api(moneyApi.receipt, { params: { invoiceNumber }, cookie })

/** A charge's receipt as its company reads it: 200, and a charge's (with its VAT lines). */
async function chargeReceipt(invoiceNumber: number, cookie: string) {
  const res = await receipt(invoiceNumber, cookie)
  const json = res.json
  if (json.kind !== 'charge') throw new Error(`receipt ${invoiceNumber} is not a charge's`)
  return { status: res.status, json }
}

describe('company ledger', () => {
  it('lists every movement with the running balance, oldest first', async () => {
    const firm = await makeCompanyUser()
    await recordMoney(db(), topUpEvent(firm.company.id, 100_000), at('2026-03-01'))
    await recordMoney(db(), charge(firm.company.id, firm.category.id, { netOre: 29_900 }), at('2026-03-02'))
    await recordMoney(db(), topUpEvent(firm.company.id, 5_000), at('2026-03-03'))

    const res = await api(moneyApi.ledger, { cookie: firm.cookie })
    expect(res.status).toBe(200)
    expect(res.json.openingBalanceOre).toBe(0)
    expect(
      res.json.entries.map((e: { amountOre: number; balanceAfterOre: number }) => [
        e.amountOre,
        e.balanceAfterOre,
      ]),
    ).toEqual([
      [100_000, 100_000],
      [-37_375, 62_625],
      [5_000, 67_625],
    ])
    expect(res.json.closingBalanceOre).toBe(67_625)
    expect(res.json.entries[0]!.text).toBe('Indbetaling til saldo')
    expect(res.json.entries[1]!.text).toBe(`Abonnement: Pro, ${firm.category.nameDa}`)
    expect(res.json.entries[1]!.invoiceNumber).toEqual(expect.any(Number))
    expect(res.json.entries[0]!.invoiceNumber).toBeNull()
  })

  it('filters by Copenhagen days, both ends included, and opens with the balance before the period', async () => {
    const firm = await makeCompanyUser()
    await recordMoney(db(), topUpEvent(firm.company.id, 10_000), at('2026-01-31', 23.9))
    await recordMoney(db(), topUpEvent(firm.company.id, 20_000), at('2026-02-01', 0))
    await recordMoney(db(), topUpEvent(firm.company.id, 30_000), at('2026-02-28', 23.9))
    await recordMoney(db(), topUpEvent(firm.company.id, 40_000), at('2026-03-01', 0))

    const res = await api(moneyApi.ledger, {
      query: { from: '2026-02-01', to: '2026-02-28' },
      cookie: firm.cookie,
    })
    expect(res.status).toBe(200)
    expect(res.json.openingBalanceOre).toBe(10_000)
    expect(res.json.entries.map((e: { amountOre: number }) => e.amountOre)).toEqual([20_000, 30_000])
    expect(res.json.closingBalanceOre).toBe(60_000)

    const backwards = await api(moneyApi.ledger, {
      query: { from: '2026-03-01', to: '2026-02-01' },
      cookie: firm.cookie,
    })
    expect(backwards.status).toBe(422)
    expect(errorOf(backwards).issues?.[0]?.path).toBe('to')
    expectError(
      await api(moneyApi.ledger, { query: { from: '2026-02-30' }, cookie: firm.cookie }),
      'invalid_input',
    )
    expectError(
      await api(moneyApi.ledger, { query: { from: '1.2.2026' }, cookie: firm.cookie }),
      'invalid_input',
    )
  })

  it('shows a company only its own movements; customers and visitors get none', async () => {
    const firm = await makeCompanyUser()
    const other = await makeCompanyUser('Jensen Byg ApS')
    await recordMoney(db(), topUpEvent(other.company.id, 77_700), at('2026-04-01'))
    const mine = await api(moneyApi.ledger, { cookie: firm.cookie })
    expect(mine.json.entries).toEqual([])
    expect(mine.json.closingBalanceOre).toBe(0)
    const csv = await call('/api/company/ledger.csv', { cookie: firm.cookie })
    expect(csv.text).not.toContain('777')

    const customer = await makeUser()
    expectError(await api(moneyApi.ledger, { cookie: customer.cookie }), 'forbidden')
    expect((await call('/api/company/ledger.csv', { cookie: customer.cookie })).status).toBe(403)
    expectError(await api(moneyApi.ledger, {}), 'unauthenticated')
    expect((await call('/api/company/ledger.csv')).status).toBe(401)
  })
})

describe('ledger CSV', () => {
  it('is a Danish spreadsheet: BOM, header, semicolons, decimal comma, quoted ; and ", attachment', async () => {
    const firm = await makeCompanyUser()
    const [odd] = await db()
      .insert(categories)
      .values({ slug: key('odd'), nameDa: 'Tag; "special" & co', nameEn: 'Roof; "special"' })
      .returning()
    if (!odd) throw new Error('category insert failed')
    await recordMoney(db(), topUpEvent(firm.company.id, 123_456), at('2026-05-04'))
    await recordMoney(db(), charge(firm.company.id, odd.id, { netOre: 29_900 }), at('2026-05-05'))

    const res = await call('/api/company/ledger.csv?from=2026-05-01&to=2026-05-31', { cookie: firm.cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe(
      'attachment; filename="transaktioner-2026-05-01-2026-05-31.csv"',
    )
    // `Response.text()` drops a leading BOM: read the bytes.
    const raw = await fetchBytes('/api/company/ledger.csv', firm.cookie)
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Dato;Tekst;Beløb (kr.);Saldo (kr.);Kvitteringsnr.')
    expect(lines[1]).toBe('04.05.2026;Indbetaling til saldo;1234,56;1234,56;')
    expect(lines[2]).toMatch(/^05\.05\.2026;"Abonnement: Pro, Tag; ""special"" & co";-373,75;860,81;\d+$/)
    expect(lines[3]).toBe('')
  })

  it('answers in English with the English header and texts', async () => {
    const firm = await makeCompanyUser()
    await recordMoney(db(), topUpEvent(firm.company.id, 5_005), at('2026-06-01'))
    const res = await call('/api/company/ledger.csv', { cookie: `${firm.cookie}; lang=en` })
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Date;Text;Amount (DKK);Balance (DKK);Receipt no.')
    expect(lines[1]).toBe('01.06.2026;Top-up of balance;50,05;50,05;')
  })
})

describe('receipts', () => {
  it('has both parties, the plan and credit lines summing to the net, VAT and total', async () => {
    const { firm, number } = await paidPlan('2026-07-01', '2026-07-10', { netOre: 20_000, creditOre: 9_900 })
    const res = await chargeReceipt(number, firm.cookie)
    expect(res.status).toBe(200)
    const r = res.json
    expect(r.invoiceNumber).toBe(number)
    expect(r.seller).toEqual({
      name: operator.name,
      street: operator.street,
      zip: operator.zip,
      city: operator.city,
      cvr: operator.cvr,
    })
    expect(r.buyer).toEqual({
      name: firm.company.name,
      street: firm.company.address,
      zip: firm.company.zip,
      city: firm.company.city,
      cvr: firm.company.cvr,
    })
    expect(r.lines).toEqual([
      { text: `Abonnement Pro, ${firm.category.nameDa}, 10.07.2026–09.08.2026`, netOre: 29_900 },
      { text: 'Fradrag for den ubrugte del af din tidligere periode', netOre: -9_900 },
    ])
    expect(r.lines.reduce((s: number, l: { netOre: number }) => s + l.netOre, 0)).toBe(r.netOre)
    expect([r.netOre, r.vatPercent, r.vatOre, r.totalOre]).toEqual([20_000, 25, 5_000, 25_000])
  })

  it("dates a renewal's period from the end of the last one", async () => {
    const firm = await makeCompanyUser()
    await recordMoney(db(), topUpEvent(firm.company.id, 100_000), at('2026-08-01'))
    const end = at('2026-08-20', 9)
    const number = await invoiceOf(
      charge(firm.company.id, firm.category.id, {
        netOre: 29_900,
        kind: 'renewal',
        idempotencyKey: `renewal:${firm.company.id}:${firm.category.id}:${end}`,
      }),
      end + 300,
    )
    const res = await chargeReceipt(number, firm.cookie)
    expect(res.json.lines).toEqual([
      { text: `Abonnement Pro, ${firm.category.nameDa}, 20.08.2026–19.09.2026`, netOre: 29_900 },
    ])
  })

  it('stays as issued when the VAT rate, the period, the names and the seller change later', async () => {
    const { firm, number } = await paidPlan('2026-10-01', '2026-10-05', { netOre: 20_000, creditOre: 9_900 })
    const before = (await chargeReceipt(number, firm.cookie)).json
    const csvBefore = (await call('/api/company/ledger.csv', { cookie: firm.cookie })).text
    const saved = { ...operator, vatPercent: planData.vatPercent, periodDays: planData.periodDays }
    const seller = operator as { -readonly [K in keyof typeof operator]: (typeof operator)[K] }
    try {
      // A later deploy with another rate and period length, a new address of the operator …
      planData.vatPercent = 30
      planData.periodDays = 31
      Object.assign(seller, { name: 'Nyt Navn ApS', street: 'Nygade 1', cvr: '12345674' })
      // … and the company and the trade renamed.
      await db()
        .update(companies)
        .set({ name: 'Omdøbt Firma ApS', address: 'Andenvej 2', city: 'Odense C', zip: '5000' })
        .where(eq(companies.id, firm.company.id))
      await db()
        .update(categories)
        .set({ nameDa: 'Omdøbt fag', nameEn: 'Renamed trade' })
        .where(eq(categories.id, firm.category.id))
      const after = (await chargeReceipt(number, firm.cookie)).json
      expect(after).toEqual(before)
      expect(after.buyer.name).toBe(firm.company.name)
      expect(after.seller.name).toBe(saved.name)
      expect(after.vatPercent).toBe(25)
      expect(after.lines[0]!.text).toBe(`Abonnement Pro, ${firm.category.nameDa}, 05.10.2026–04.11.2026`)
      const csvAfter = (await call('/api/company/ledger.csv', { cookie: firm.cookie })).text
      expect(csvAfter).toBe(csvBefore)
    } finally {
      planData.vatPercent = saved.vatPercent
      planData.periodDays = saved.periodDays
      Object.assign(seller, { name: saved.name, street: saved.street, cvr: saved.cvr })
      await db()
        .update(categories)
        .set({ nameDa: firm.category.nameDa, nameEn: firm.category.nameEn })
        .where(eq(categories.id, firm.category.id))
    }
  })

  it("is the company's own: another company, a customer and a visitor get 404/403/401", async () => {
    const { firm, number } = await paidPlan('2026-09-01', '2026-09-02', { netOre: 29_900 })
    const other = await makeCompanyUser('Jensen Byg ApS')
    expectError(await receipt(number, other.cookie), 'not_found')
    expectError(await receipt(999999999, firm.cookie), 'not_found')
    const customer = await makeUser()
    expectError(await receipt(number, customer.cookie), 'forbidden')
    expectError(await receipt(number), 'unauthenticated')
  })
})

async function fetchBytes(path: string, cookie: string) {
  const res = await SELF.fetch(`http://localhost:8787${path}`, { headers: { Cookie: cookie } })
  return new Uint8Array(await res.arrayBuffer())
}
