import { env } from 'cloudflare:test'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { throttleWindows } from '../db/schema'
import { makeCompanyUser } from '../modules/account/account.fixtures'
import { postingSums, topUp, topUpEvent } from '../modules/subscriptions/money.fixtures'
import { database } from './db'
import { balanceOf, chargePostings, type MoneyEvent, recordMoney } from './ledger'

const db = () => database(env.DB)
let n = 0
const key = (what: string) => `${what}-${Date.now()}-${++n}-test-key`

const charge = (companyId: number, netOre: number, idempotencyKey = key('charge')): MoneyEvent => ({
  companyId,
  kind: 'subscription',
  idempotencyKey,
  invoice: true,
  netOre,
  vatOre: netOre / 4,
  postings: chargePostings(netOre, netOre / 4),
})

describe('ledger', () => {
  it('credits a top-up once however often its key is retried', async () => {
    const { company } = await makeCompanyUser()
    const event = topUpEvent(company.id, 50_000)
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => recordMoney(db(), event, 1_000)))
    expect(results.filter((r) => r.applied)).toHaveLength(1)
    expect(new Set(results.map((r) => r.transaction?.id)).size).toBe(1)
    expect(await balanceOf(db(), company.id)).toBe(50_000)
    expect(await postingSums(company.id)).toEqual([0])
  })

  it('never takes the balance below zero, even under parallel charges', async () => {
    const { company } = await makeCompanyUser()
    await topUp(company.id, 100_000)
    // Each charge is 37.375 øre: two fit in 100.000, the third does not.
    const results = await Promise.all(
      Array.from({ length: 12 }, () => recordMoney(db(), charge(company.id, 29_900), 2_000)),
    )
    expect(results.filter((r) => r.applied)).toHaveLength(2)
    expect(await balanceOf(db(), company.id)).toBe(100_000 - 2 * 37_375)
    expect((await postingSums(company.id)).every((s) => s === 0)).toBe(true)
  })

  it('numbers receipts without gaps, refused charges take no number', async () => {
    const { company } = await makeCompanyUser()
    await topUp(company.id, 80_000)
    const results = await Promise.all(
      Array.from({ length: 6 }, () => recordMoney(db(), charge(company.id, 10_000), 2_000)),
    )
    const numbers = results
      .filter((r) => r.applied)
      .map((r) => r.transaction?.invoiceNumber ?? 0)
      .sort((a, b) => a - b)
    expect(numbers).toHaveLength(6)
    const all = await db().all<{ n: number }>(
      sql`SELECT invoice_number AS n FROM ledger_transactions WHERE invoice_number IS NOT NULL ORDER BY 1`,
    )
    expect(all.map((r) => Number(r.n))).toEqual(all.map((_, i) => i + 1))
  })

  it('writes the caller’s own statements only when the money applied', async () => {
    const { company } = await makeCompanyUser()
    const mark = key('mark')
    const write = (applied: ReturnType<typeof sql>) => [
      db().insert(throttleWindows).select(sql`SELECT ${mark}, 1, 0 WHERE ${applied}`),
    ]
    const poor = await recordMoney(db(), charge(company.id, 100), 1_000, write)
    expect(poor.applied).toBe(false)
    expect(await db().all(sql`SELECT 1 FROM throttle_windows WHERE key = ${mark}`)).toHaveLength(0)
    await topUp(company.id, 1_000)
    const paid = await recordMoney(db(), charge(company.id, 100), 1_000, write)
    expect(paid.applied).toBe(true)
    expect(await db().all(sql`SELECT 1 FROM throttle_windows WHERE key = ${mark}`)).toHaveLength(1)
  })

  it('refuses postings that do not balance', async () => {
    const { company } = await makeCompanyUser()
    const broken = {
      ...topUpEvent(company.id, 100),
      postings: [{ account: 'wallet' as const, amountOre: 100 }],
    }
    await expect(recordMoney(db(), broken, 1_000)).rejects.toThrow(/balance/)
  })
})
