import { env } from 'cloudflare:test'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { moneyApi } from '../../../domain/contract/money'
import { type PlanId, periodSeconds } from '../../../domain/rules/plans'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { balanceOf } from '../../lib/ledger'
import { api, expectError } from '../../test/client'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { changePlan } from './change-plan'
import { changeKey, postingSums, topUp, workInSubcategoryOnly } from './money.fixtures'

const db = () => database(env.DB)
const realNow = clock.now
afterEach(() => {
  clock.now = realNow
})

const change = (categoryId: number, cookie: string, plan: PlanId, idempotencyKey = changeKey()) =>
  api(moneyApi.changePlan, {
    params: { categoryId },
    body: { plan, acceptTerms: true, idempotencyKey },
    cookie,
  })

describe('subscriptions', () => {
  it('lists my categories on basic with the plans and my balance', async () => {
    const { company, category, cookie } = await makeCompanyUser()
    await topUp(company.id, 50_000)
    const res = await api(moneyApi.subscriptions, { cookie })
    expect(res.status).toBe(200)
    expect(res.json.balanceOre).toBe(50_000)
    expect(res.json.vatPercent).toBe(25)
    expect(res.json.periodDays).toBe(30)
    expect(res.json.plans.map((p: { id: string }) => p.id)).toEqual(['basic', 'pro', 'pro-plus'])
    expect(res.json.categories).toEqual([
      {
        categoryId: category.id,
        categoryName: category.nameDa,
        plan: 'basic',
        periodStart: null,
        periodEnd: null,
        nextPlan: null,
        offersThisMonth: 0,
      },
    ])
  })

  it('lists the top category of a subcategory the company works in, and sells a plan in it', async () => {
    const { company, category, cookie } = await makeCompanyUser()
    await workInSubcategoryOnly(company.id, category)
    await topUp(company.id, 50_000)
    const res = await api(moneyApi.subscriptions, { cookie })
    expect(res.json.categories).toMatchObject([{ categoryId: category.id, categoryName: category.nameDa }])
    expect((await change(category.id, cookie, 'pro')).status).toBe(200)
    const after = await api(moneyApi.subscriptions, { cookie })
    expect(after.json.categories).toMatchObject([{ categoryId: category.id, plan: 'pro' }])
  })

  it('quotes, refuses without the terms or the money, then upgrades once per key', async () => {
    const { company, category, cookie } = await makeCompanyUser()
    const quote = await api(moneyApi.quote, {
      params: { categoryId: category.id },
      query: { plan: 'pro' },
      cookie,
    })
    expect(quote.json).toMatchObject({ kind: 'upgrade', newPlanOre: 29_900, creditOre: 0, netOre: 29_900 })
    expect(quote.json).toMatchObject({ vatOre: 7_475, totalOre: 37_375, balanceOre: 0, effectiveAt: null })

    const noTerms = await api(moneyApi.changePlan, {
      params: { categoryId: category.id },
      rawBody: { plan: 'pro', acceptTerms: false, idempotencyKey: changeKey() },
      cookie,
    })
    expect(noTerms.status).toBe(422)

    const poor = await change(category.id, cookie, 'pro')
    expect(poor.status).toBe(409)
    expectError(poor, 'insufficient_funds')
    expect(
      await db().all(sql`SELECT 1 FROM ledger_transactions WHERE company_id = ${company.id}`),
    ).toHaveLength(0)

    await topUp(company.id, 100_000)
    const key = changeKey()
    const first = await change(category.id, cookie, 'pro', key)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ result: 'upgraded', balanceOre: 100_000 - 37_375 })
    expect(first.json.subscription).toMatchObject({ plan: 'pro', nextPlan: null })
    expect(first.json.subscription.periodEnd! - first.json.subscription.periodStart!).toBe(periodSeconds)
    expect(first.json.invoiceNumber).toBeGreaterThan(0)
    const again = await change(category.id, cookie, 'pro', key)
    expect(again.json).toEqual(first.json)
    expect(await balanceOf(db(), company.id)).toBe(100_000 - 37_375)
    expect(await postingSums(company.id)).toEqual([0, 0])

    const same = await change(category.id, cookie, 'pro')
    expect(same.status).toBe(409)
  })

  it('subtracts the unused half of pro from pro-plus', async () => {
    const { company, category } = await makeCompanyUser()
    await topUp(company.id, 200_000)
    const caller = { companyId: company.id, locale: 'da-DK' as const }
    clock.now = () => 1_000_000
    await changePlan(db(), caller, category.id, { plan: 'pro', idempotencyKey: changeKey() })
    clock.now = () => 1_000_000 + periodSeconds / 2
    const res = await changePlan(db(), caller, category.id, { plan: 'pro-plus', idempotencyKey: changeKey() })
    expect(res.subscription).toMatchObject({ plan: 'pro-plus', periodStart: 1_000_000 + periodSeconds / 2 })
    const [row] = await db().all<{ net: number; credit: number; vat: number }>(sql`
      SELECT net_ore AS net, credit_ore AS credit, vat_ore AS vat FROM ledger_transactions
      WHERE company_id = ${company.id} AND plan = 'pro-plus'`)
    expect(row).toEqual({ net: 59_900 - 14_950, credit: 14_950, vat: 11_238 })
    expect(res.balanceOre).toBe(200_000 - 37_375 - (44_950 + 11_238))
  })

  it('charges one of two parallel upgrades with different keys; the other sees the plan moved', async () => {
    const { company, category, cookie } = await makeCompanyUser()
    await topUp(company.id, 500_000)
    const results = await Promise.all([
      change(category.id, cookie, 'pro'),
      change(category.id, cookie, 'pro'),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expectError(results.find((r) => r.status === 409)!, 'plan_changed')
    expect(await balanceOf(db(), company.id)).toBe(500_000 - 37_375)
  })

  it('downgrades and unsubscribes at the period end, free; the current plan cancels what waits', async () => {
    const { company, category, cookie } = await makeCompanyUser()
    await topUp(company.id, 200_000)
    const up = await change(category.id, cookie, 'pro-plus')
    const end = up.json.subscription.periodEnd
    const quote = await api(moneyApi.quote, {
      params: { categoryId: category.id },
      query: { plan: 'pro' },
      cookie,
    })
    expect(quote.json).toMatchObject({ kind: 'downgrade', totalOre: 0, effectiveAt: end })
    const down = await change(category.id, cookie, 'pro')
    expect(down.json).toMatchObject({ result: 'scheduled', invoiceNumber: null })
    expect(down.json.subscription).toMatchObject({ plan: 'pro-plus', nextPlan: 'pro', periodEnd: end })
    const off = await api(moneyApi.unsubscribe, { params: { categoryId: category.id }, cookie })
    expect(off.json.subscription).toMatchObject({ plan: 'pro-plus', nextPlan: 'basic' })
    const resume = await change(category.id, cookie, 'pro-plus')
    expect(resume.json.subscription).toMatchObject({ plan: 'pro-plus', nextPlan: null })
    expect(await balanceOf(db(), company.id)).toBe(200_000 - 74_875)
  })

  it('a repeated downgrade or unsubscribe (same key, a new one, or in parallel) answers as the first and changes nothing', async () => {
    const { company, category, cookie } = await makeCompanyUser()
    await topUp(company.id, 200_000)
    await change(category.id, cookie, 'pro-plus')
    // What a repeat could change: the row's plan and period (not its updated_at), money, mails.
    const state = async () => ({
      subscription: await db().all(sql`
        SELECT plan, period_start, period_end, paid_ore, next_plan FROM subscriptions
        WHERE company_id = ${company.id}`),
      transactions: await db().all(sql`SELECT id FROM ledger_transactions WHERE company_id = ${company.id}`),
      balance: await balanceOf(db(), company.id),
      mails: await db().all(sql`SELECT o.id FROM outbox o JOIN companies c ON c.id = ${company.id}
        JOIN users u ON u.id = c.owner_user_id WHERE o."to" IN (lower(c.email), lower(u.email))`),
    })

    const key = changeKey()
    const first = await change(category.id, cookie, 'pro', key)
    expect(first.json.subscription).toMatchObject({ plan: 'pro-plus', nextPlan: 'pro' })
    const afterFirst = await state()
    const repeats = [
      await change(category.id, cookie, 'pro', key),
      await change(category.id, cookie, 'pro'),
      ...(await Promise.all([change(category.id, cookie, 'pro'), change(category.id, cookie, 'pro')])),
    ]
    for (const repeat of repeats) {
      expect(repeat.status).toBe(200)
      expect(repeat.json).toEqual(first.json)
    }
    expect(await state()).toEqual(afterFirst)

    const unsubscribe = () => api(moneyApi.unsubscribe, { params: { categoryId: category.id }, cookie })
    const off = await unsubscribe()
    expect(off.json.subscription).toMatchObject({ plan: 'pro-plus', nextPlan: 'basic' })
    const afterOff = await state()
    for (const repeat of [await unsubscribe(), ...(await Promise.all([unsubscribe(), unsubscribe()]))]) {
      expect(repeat.status).toBe(200)
      expect(repeat.json).toEqual(off.json)
    }
    expect(await state()).toEqual(afterOff)
    expect(afterOff.transactions).toEqual(afterFirst.transactions)
    expect(afterOff.balance).toBe(200_000 - 74_875)
  })

  it('refuses to unsubscribe a category on basic', async () => {
    const { category, cookie } = await makeCompanyUser()
    const res = await api(moneyApi.unsubscribe, { params: { categoryId: category.id }, cookie })
    expect(res.status).toBe(409)
  })

  it('lets a company see and change only its own top categories', async () => {
    const mine = await makeCompanyUser()
    const other = await makeCompanyUser()
    await topUp(other.company.id, 200_000)
    const id = mine.category.id
    const quote = await api(moneyApi.quote, {
      params: { categoryId: id },
      query: { plan: 'pro' },
      cookie: other.cookie,
    })
    expect(quote.status).toBe(404)
    expect((await change(id, other.cookie, 'pro')).status).toBe(404)
    const off = await api(moneyApi.unsubscribe, { params: { categoryId: id }, cookie: other.cookie })
    expect(off.status).toBe(404)
    expect(await balanceOf(db(), other.company.id)).toBe(200_000)
    const customer = await makeUser()
    expectError(await api(moneyApi.subscriptions, { cookie: customer.cookie }), 'forbidden')
  })
})
