import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import { customerJobsApi } from '../../../domain/contract/customer-jobs'
import { moneyApi } from '../../../domain/contract/money'
import { offerCounts, subscriptions } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api, expectError } from '../../test/client'
import { makeContact, makeJob } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { copenhagenMonth } from './copenhagen-month'

const db = () => database(env.DB)
const offer = { priceOre: 1_250_000, text: 'Vi kan gå i gang i uge 12.' }
const bid = (cookie: string, jobId: number) =>
  api(companyJobsApi.offer, { params: { jobId }, body: offer, cookie })

/** A company that has used `used` of this month's offers in its category, and `jobs` open jobs there. */
async function atCount(used: number, jobs: number) {
  const firm = await makeCompanyUser()
  const customer = await makeUser()
  const month = copenhagenMonth(clock.now())
  await db()
    .insert(offerCounts)
    .values({ companyId: firm.company.id, categoryId: firm.category.id, month, count: used })
  const open = await Promise.all(
    Array.from({ length: jobs }, () =>
      makeJob({ customerId: customer.user.id, categoryId: firm.category.id }),
    ),
  )
  const count = async () =>
    (
      await db()
        .select({ n: offerCounts.count })
        .from(offerCounts)
        .where(and(eq(offerCounts.companyId, firm.company.id), eq(offerCounts.month, month)))
    )[0]?.n
  return { ...firm, customer, jobs: open, count }
}

describe('offers a month per plan', () => {
  it('lets exactly one of parallel first offers through at the last one of the month (basic: 10)', async () => {
    const { cookie, jobs, count } = await atCount(9, 5)
    const results = await Promise.all(jobs.map((job) => bid(cookie, job.id)))
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429])
    const refused = results.find((r) => r.status === 429)
    expect(expectError(refused!, 'offer_quota').message).toMatch(/abonnement/)
    expect(await count()).toBe(10)
    const mine = await api(moneyApi.subscriptions, { cookie })
    expect(mine.json.categories[0]!.offersThisMonth).toBe(10)
  })

  it('does not count a changed offer or an answer to an invitation', async () => {
    const { company, customer, cookie, jobs, count } = await atCount(9, 2)
    const [first, invitedTo] = jobs
    expect((await bid(cookie, first!.id)).status).toBe(200)
    expect((await bid(cookie, first!.id)).status).toBe(200)
    const job = invitedTo!
    await makeContact({
      job: { id: job.id, customerId: customer.user.id },
      companyId: company.id,
      state: 'invited',
    })
    expect((await bid(cookie, job.id)).status).toBe(200)
    expect(await count()).toBe(10)
  })

  it('gives pro 40 offers and pro-plus no limit', async () => {
    const pro = await atCount(39, 2)
    await db()
      .insert(subscriptions)
      .values({
        companyId: pro.company.id,
        categoryId: pro.category.id,
        plan: 'pro',
        periodStart: clock.now(),
        periodEnd: clock.now() + 86_400,
        paidOre: 29_900,
        updatedAt: 0,
      })
    expect((await bid(pro.cookie, pro.jobs[0]!.id)).status).toBe(200)
    expect((await bid(pro.cookie, pro.jobs[1]!.id)).status).toBe(429)
    await db()
      .update(subscriptions)
      .set({ plan: 'pro-plus' })
      .where(eq(subscriptions.companyId, pro.company.id))
    expect((await bid(pro.cookie, pro.jobs[1]!.id)).status).toBe(200)
    expect(await pro.count()).toBe(41)
  })

  it("puts higher plans first in a customer's list of offers and names each company's plan", async () => {
    const customer = await makeUser()
    const firms = [
      await makeCompanyUser('Basis ApS'),
      await makeCompanyUser('Pro ApS'),
      await makeCompanyUser('Plus ApS'),
    ]
    const job = await makeJob({ customerId: customer.user.id, categoryId: firms[0]!.category.id })
    for (const firm of firms) await makeContact({ job, companyId: firm.company.id })
    const plans = ['pro', 'pro-plus'] as const
    for (const [i, plan] of plans.entries())
      await db()
        .insert(subscriptions)
        .values({
          companyId: firms[i + 1]!.company.id,
          categoryId: job.categoryId,
          plan,
          periodStart: clock.now(),
          periodEnd: clock.now() + 86_400,
          paidOre: 1,
          updatedAt: 0,
        })
    const res = await api(customerJobsApi.get, { params: { jobId: job.id }, cookie: customer.cookie })
    const listed = res.json.contacts.map((c) => c.company)
    expect(listed.map((c) => [c.name, c.plan])).toEqual([
      ['Plus ApS', 'pro-plus'],
      ['Pro ApS', 'pro'],
      ['Basis ApS', 'basic'],
    ])
  })
})
