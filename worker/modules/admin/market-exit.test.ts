import { env } from 'cloudflare:test'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminApi } from '../../../domain/contract/admin'
import { customerJobsApi } from '../../../domain/contract/customer-jobs'
import { messagesApi } from '../../../domain/contract/messages'
import { companyCategories, contacts, jobs, messages, outbox, users } from '../../db/schema'
import { database } from '../../lib/db'
import { api, call, errorOf, expectError } from '../../test/client'
import { makeContact, makeJob } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

const db = () => database(env.DB)

/** A customer's open job with offers from two companies; an admin to block one of them. */
async function market() {
  const admin = await makeUser({ role: 'admin', name: 'Ada Admin' })
  const customer = await makeUser({ name: 'Karen Kunde', phone: '40506070' })
  const blocked = await makeCompanyUser('Blokeret Byg ApS')
  const good = await makeCompanyUser('Gode Tømrer ApS')
  const job = await makeJob({ customerId: customer.user.id, categoryId: blocked.category.id })
  const offerBlocked = await makeContact({ job, companyId: blocked.company.id })
  const offerGood = await makeContact({ job, companyId: good.company.id })
  return { admin, customer, blocked, good, job, offerBlocked, offerGood }
}

const block = async (adminCookie: string, userId: number) => {
  const res = await api(adminApi.block, { params: { id: userId }, cookie: adminCookie })
  expect(res.status).toBe(200)
}
const choose = (cookie: string, jobId: number, contactId: number) =>
  api(customerJobsApi.chooseSupplier, { params: { jobId }, body: { contactId }, cookie })
const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to))

describe('a blocked company leaves the market at once', () => {
  it('its offer is not hireable: 409 with a clear Danish text, nothing moves, nothing is mailed', async () => {
    const m = await market()
    await block(m.admin.cookie, m.blocked.user.id)
    const res = await choose(m.customer.cookie, m.job.id, m.offerBlocked.id)
    expect(res.status).toBe(409)
    expect(errorOf(res)).toMatchObject({ code: 'company_unavailable' })
    expect(errorOf(res).message).toContain('ikke længere aktivt')
    const [job] = await db().select().from(jobs).where(eq(jobs.id, m.job.id))
    expect(job).toMatchObject({ status: 'open', hiredContactId: null })
    const states = await db()
      .select({ id: contacts.id, state: contacts.state })
      .from(contacts)
      .where(inArray(contacts.id, [m.offerBlocked.id, m.offerGood.id]))
    expect(states.every((s) => s.state === 'offered')).toBe(true)
    // The customer's name, phone and e-mail never reach the blocked company.
    expect(await mailsTo(m.blocked.company.email ?? '')).toEqual([])
    // The other company's offer is still hireable.
    expect((await choose(m.customer.cookie, m.job.id, m.offerGood.id)).status).toBe(200)
  })

  it('a deleted company’s offer is not hireable either', async () => {
    const m = await market()
    await db().update(users).set({ status: 'deleted' }).where(eq(users.id, m.blocked.user.id))
    const res = await choose(m.customer.cookie, m.job.id, m.offerBlocked.id)
    expect(res.status).toBe(409)
    expectError(res, 'company_unavailable')
    expect(await mailsTo(m.blocked.company.email ?? '')).toEqual([])
  })

  it('after unblocking, the offer is hireable again', async () => {
    const m = await market()
    await block(m.admin.cookie, m.blocked.user.id)
    const unblock = await api(adminApi.unblock, { params: { id: m.blocked.user.id }, cookie: m.admin.cookie })
    expect(unblock.status).toBe(200)
    expect((await choose(m.customer.cookie, m.job.id, m.offerBlocked.id)).status).toBe(200)
  })

  it('the customer’s messages to it are refused with a clear text; the thread says it cannot be written', async () => {
    const m = await market()
    const path = `/api/contacts/${m.offerBlocked.id}/messages`
    expect((await call(path, { cookie: m.customer.cookie, body: { msg: 'Hej før' } })).status).toBe(201)
    await block(m.admin.cookie, m.blocked.user.id)
    const res = await call(path, { cookie: m.customer.cookie, body: { msg: 'Hej efter' } })
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toBe(
      'Firmaet er ikke længere aktivt på Opgavetorvet, så du kan ikke skrive til det.',
    )
    const written = await db().select().from(messages).where(eq(messages.contactId, m.offerBlocked.id))
    expect(written.map((w) => w.body)).toEqual(['Hej før'])
    const thread = await call(path, { cookie: m.customer.cookie })
    expect(thread.status).toBe(200)
    expect(thread.json.canWrite).toBe(false)
    // The other company's thread is untouched.
    const other = await api(messagesApi.send, {
      params: { contactId: m.offerGood.id },
      body: { msg: 'Hej' },
      cookie: m.customer.cookie,
    })
    expect(other.status).toBe(201)
  })

  it('it is not listed as a candidate for invitations', async () => {
    const m = await market()
    await db()
      .insert(companyCategories)
      .values({ companyId: m.good.company.id, categoryId: m.job.categoryId })
    const path = `/api/customer/jobs/${m.job.id}/invitations/candidates`
    const before = await call(path, { cookie: m.customer.cookie })
    expect(before.status).toBe(200)
    const ids = (res: typeof before) => res.json.companies.map((c: { id: number }) => c.id)
    expect(ids(before)).toContain(m.blocked.company.id)
    await block(m.admin.cookie, m.blocked.user.id)
    const after = await call(path, { cookie: m.customer.cookie })
    expect(ids(after)).not.toContain(m.blocked.company.id)
    expect(ids(after)).toContain(m.good.company.id)
  })
})
