import { env } from 'cloudflare:test'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { moneyApi } from '../../../domain/contract/money'
import { database } from '../../lib/db'
import { balanceOf } from '../../lib/ledger'
import { api, call } from '../../test/client'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { vatInside } from './adjust-balance'

const db = () => database(env.DB)
const clientKey = () => crypto.randomUUID().replaceAll('-', '')
const ledgerPath = (companyId: number) => `/api/admin/companies/${companyId}/ledger`

async function auditRows(companyId: number) {
  return db().all<{ action: string; actorUserId: number; details: string }>(sql`
    SELECT action, actor_user_id AS actorUserId, details FROM audit_log
    WHERE target_type = 'company' AND target_id = ${String(companyId)} ORDER BY id`)
}

async function legs(companyId: number) {
  return db().all<{ kind: string; account: string; amount: number }>(sql`
    SELECT t.kind, p.account, p.amount_ore AS amount FROM ledger_postings p
    JOIN ledger_transactions t ON t.id = p.transaction_id
    WHERE p.company_id = ${companyId} ORDER BY p.id`)
}

describe('admin: credit and refund a company', () => {
  it('a credit books wallet +A / adjustments −A with its audit entry, once even when the submit is retried', async () => {
    const admin = await makeUser({ role: 'admin' })
    const firm = await makeCompanyUser()
    const body = {
      kind: 'credit',
      amountOre: 10_000,
      reason: 'Kompensation for nedetid',
      idempotencyKey: clientKey(),
    }
    const first = await call(ledgerPath(firm.company.id), { cookie: admin.cookie, body })
    const retry = await call(ledgerPath(firm.company.id), { cookie: admin.cookie, body })
    expect(first.status).toBe(201)
    expect(retry.status).toBe(201)
    expect(first.json).toMatchObject({
      closingBalanceOre: 10_000,
      entries: [{ kind: 'credit', amountOre: 10_000, balanceAfterOre: 10_000, text: 'Godskrivning' }],
    })
    expect(retry.json.entries).toHaveLength(1)
    expect(await legs(firm.company.id)).toEqual([
      { kind: 'credit', account: 'wallet', amount: 10_000 },
      { kind: 'credit', account: 'adjustments', amount: -10_000 },
    ])
    const audit = await auditRows(firm.company.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'ledger.credit', actorUserId: admin.user.id })
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({
      amountOre: 10_000,
      reason: 'Kompensation for nedetid',
    })
    // The company reads the same movement on its own ledger, without the internal reason.
    const own = await api(moneyApi.ledger, { cookie: firm.cookie })
    expect(own.json.entries).toEqual([expect.objectContaining({ amountOre: 10_000, text: 'Godskrivning' })])
  })

  it('a refund takes revenue and VAT back (A incl. VAT) and the postings sum to zero', async () => {
    const admin = await makeUser({ role: 'admin' })
    const firm = await makeCompanyUser()
    const res = await call(ledgerPath(firm.company.id), {
      cookie: admin.cookie,
      body: { kind: 'refund', amountOre: 12_501, reason: 'Fejlagtig fornyelse', idempotencyKey: clientKey() },
    })
    expect(res.status).toBe(201)
    expect(vatInside(12_501)).toBe(2_500)
    expect(await legs(firm.company.id)).toEqual([
      { kind: 'refund', account: 'wallet', amount: 12_501 },
      { kind: 'refund', account: 'revenue', amount: -10_001 },
      { kind: 'refund', account: 'vat', amount: -2_500 },
    ])
    expect(await balanceOf(db(), firm.company.id)).toBe(12_501)
    expect((await auditRows(firm.company.id)).map((a) => a.action)).toEqual(['ledger.refund'])
    const list = await call(ledgerPath(firm.company.id), { cookie: admin.cookie })
    expect(list.status).toBe(200)
    expect(list.json).toMatchObject({ openingBalanceOre: 0, closingBalanceOre: 12_501 })
  })

  it('refuses bad input (422) and unknown companies (404) and books nothing', async () => {
    const admin = await makeUser({ role: 'admin' })
    const firm = await makeCompanyUser()
    for (const body of [
      { kind: 'credit', amountOre: 0, reason: 'Kompensation', idempotencyKey: clientKey() },
      { kind: 'credit', amountOre: 100, reason: ' x ', idempotencyKey: clientKey() },
      { kind: 'gift', amountOre: 100, reason: 'Kompensation', idempotencyKey: clientKey() },
      { kind: 'credit', amountOre: 100, reason: 'Kompensation', idempotencyKey: 'short' },
    ]) {
      expect((await call(ledgerPath(firm.company.id), { cookie: admin.cookie, body })).status).toBe(422)
    }
    const body = { kind: 'credit', amountOre: 100, reason: 'Kompensation', idempotencyKey: clientKey() }
    expect((await call(ledgerPath(99_999_999), { cookie: admin.cookie, body })).status).toBe(404)
    expect((await call(ledgerPath(99_999_999), { cookie: admin.cookie })).status).toBe(404)
    expect(await balanceOf(db(), firm.company.id)).toBe(0)
  })

  it('only an administrator: the company itself, a customer and an anonymous visitor are refused', async () => {
    const firm = await makeCompanyUser()
    const customer = await makeUser()
    const body = { kind: 'credit', amountOre: 100_000, reason: 'Til mig selv', idempotencyKey: clientKey() }
    expect((await call(ledgerPath(firm.company.id), { cookie: firm.cookie, body })).status).toBe(403)
    expect((await call(ledgerPath(firm.company.id), { cookie: customer.cookie, body })).status).toBe(403)
    expect((await call(ledgerPath(firm.company.id), { body })).status).toBe(401)
    expect((await call(ledgerPath(firm.company.id), { cookie: firm.cookie })).status).toBe(403)
    expect(await balanceOf(db(), firm.company.id)).toBe(0)
    expect(await auditRows(firm.company.id)).toEqual([])
  })
})
