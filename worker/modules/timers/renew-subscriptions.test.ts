import { env } from 'cloudflare:test'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formatOre } from '../../../domain/rules/money'
import { type PlanId, periodSeconds } from '../../../domain/rules/plans'
import { companyCategories, subscriptions, users } from '../../db/schema'
import { database } from '../../lib/db'
import { balanceOf } from '../../lib/ledger'
import { d1WithWriteBeforeBatch } from '../../test/race'
import { mailsTo } from '../../test/reads'
import { makeCompanyUser } from '../account/account.fixtures'
import { failingOnce } from '../subscriptions/failing-db'
import { postingSums, topUp, workInSubcategoryOnly } from '../subscriptions/money.fixtures'
import { renewSubscriptions } from './renew-subscriptions'

const db = () => database(env.DB)
const origin = 'http://localhost:8787'
// Far in the future of every other test's rows, so a run here sees only this file's subscriptions.
let now = 4_000_000_000

async function dueCompany(plan: PlanId, nextPlan: PlanId | null, balanceOre: number) {
  const firm = await makeCompanyUser()
  if (balanceOre) await topUp(firm.company.id, balanceOre)
  now += 1_000
  const periodEnd = now - 10
  await db()
    .insert(subscriptions)
    .values({
      companyId: firm.company.id,
      categoryId: firm.category.id,
      plan,
      periodStart: periodEnd - periodSeconds,
      periodEnd,
      paidOre: 29_900,
      nextPlan,
      updatedAt: 0,
    })
  return { ...firm, periodEnd }
}

const subscriptionOf = async (companyId: number) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.companyId, companyId)))[0]

const chargesOf = (companyId: number) =>
  db().all<{ plan: string; net: number }>(sql`SELECT plan, net_ore AS net FROM ledger_transactions
    WHERE company_id = ${companyId} AND kind = 'renewal'`)

describe('the cron renews subscriptions', () => {
  it('charges a due plan for the next period once, however often it runs', async () => {
    const { company, periodEnd } = await dueCompany('pro', null, 100_000)
    await renewSubscriptions(db(), now, origin)
    await renewSubscriptions(db(), now, origin)
    expect(await subscriptionOf(company.id)).toMatchObject({
      plan: 'pro',
      periodStart: periodEnd,
      periodEnd: periodEnd + periodSeconds,
      paidOre: 29_900,
      nextPlan: null,
    })
    expect(await chargesOf(company.id)).toEqual([{ plan: 'pro', net: 29_900 }])
    expect(await balanceOf(db(), company.id)).toBe(100_000 - 37_375)
    expect(await postingSums(company.id)).toEqual([0, 0])
  })

  it('moves to the plan that waited: a downgrade is charged at its price, basic drops the period', async () => {
    const down = await dueCompany('pro-plus', 'pro', 100_000)
    const off = await dueCompany('pro', 'basic', 100_000)
    await renewSubscriptions(db(), now, origin)
    expect(await subscriptionOf(down.company.id)).toMatchObject({ plan: 'pro', nextPlan: null })
    expect(await chargesOf(down.company.id)).toEqual([{ plan: 'pro', net: 29_900 }])
    expect(await subscriptionOf(off.company.id)).toMatchObject({ plan: 'basic', periodEnd: null, paidOre: 0 })
    expect(await balanceOf(db(), off.company.id)).toBe(100_000)
  })

  it('renews the top category of a subcategory the company works in', async () => {
    const { company, category } = await dueCompany('pro', null, 100_000)
    await workInSubcategoryOnly(company.id, category)
    await renewSubscriptions(db(), now, origin)
    expect(await subscriptionOf(company.id)).toMatchObject({ plan: 'pro', nextPlan: null })
    expect(await chargesOf(company.id)).toEqual([{ plan: 'pro', net: 29_900 }])
  })

  it('does not renew a category the company has left', async () => {
    const { company, category } = await dueCompany('pro', null, 100_000)
    await db()
      .delete(companyCategories)
      .where(and(eq(companyCategories.companyId, company.id), eq(companyCategories.categoryId, category.id)))
    await renewSubscriptions(db(), now, origin)
    expect(await subscriptionOf(company.id)).toMatchObject({ plan: 'basic', periodEnd: null })
    expect(await balanceOf(db(), company.id)).toBe(100_000)
  })

  it('drops to basic and mails the company once when the balance does not cover it', async () => {
    const { company } = await dueCompany('pro-plus', null, 10_000)
    await renewSubscriptions(db(), now, origin)
    await renewSubscriptions(db(), now, origin)
    expect(await subscriptionOf(company.id)).toMatchObject({ plan: 'basic', periodEnd: null })
    expect(await balanceOf(db(), company.id)).toBe(10_000)
    const mails = await mailsTo(company.email, 'subscriptionLapsed')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.payload).toMatchObject({
      company: company.name,
      plan: 'Pro Plus',
      price: formatOre(74_875),
    })
  })

  for (const when of ['before', 'after'] as const) {
    it(`charges once when a run crashes ${when} its batch and runs again`, async () => {
      const { company } = await dueCompany('pro', null, 100_000)
      await expect(renewSubscriptions(failingOnce(db(), when), now, origin)).rejects.toThrow(/injected/)
      expect(await chargesOf(company.id)).toHaveLength(when === 'after' ? 1 : 0)
      await renewSubscriptions(db(), now, origin)
      await renewSubscriptions(db(), now, origin)
      expect(await chargesOf(company.id)).toHaveLength(1)
      expect(await balanceOf(db(), company.id)).toBe(100_000 - 37_375)
      expect((await subscriptionOf(company.id))?.plan).toBe('pro')
    })
  }

  it('never charges a blocked or deleted company: its paid period waits, and renews once it is back', async () => {
    const blocked = await dueCompany('pro', null, 100_000)
    const deleted = await dueCompany('pro', null, 100_000)
    await db().update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.user.id))
    await db().update(users).set({ status: 'deleted' }).where(eq(users.id, deleted.user.id))
    await renewSubscriptions(db(), now, origin)
    for (const firm of [blocked, deleted]) {
      expect(await subscriptionOf(firm.company.id)).toMatchObject({ plan: 'pro', periodEnd: firm.periodEnd })
      expect(await chargesOf(firm.company.id)).toEqual([])
      expect(await balanceOf(db(), firm.company.id)).toBe(100_000)
    }
    await db().update(users).set({ status: 'active' }).where(eq(users.id, blocked.user.id))
    await renewSubscriptions(db(), now, origin)
    expect(await chargesOf(blocked.company.id)).toEqual([{ plan: 'pro', net: 29_900 }])
  })

  it('never charges a company blocked between the read of due periods and the charge', async () => {
    const firm = await dueCompany('pro', null, 100_000)
    const racing = d1WithWriteBeforeBatch(() =>
      db().update(users).set({ status: 'blocked' }).where(eq(users.id, firm.user.id)),
    )
    const counts = await renewSubscriptions(database(racing), now, origin)
    expect(counts.renewed).toBe(0)
    expect(await subscriptionOf(firm.company.id)).toMatchObject({ plan: 'pro', periodEnd: firm.periodEnd })
    expect(await chargesOf(firm.company.id)).toEqual([])
    expect(await balanceOf(db(), firm.company.id)).toBe(100_000)
    expect(await mailsTo(firm.user.email, 'subscriptionLapsed')).toEqual([])
  })
})
