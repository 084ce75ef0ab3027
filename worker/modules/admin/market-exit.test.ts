import { env } from 'cloudflare:test'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminApi } from '../../../domain/contract/admin'
import { calendarApi } from '../../../domain/contract/calendar'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import { customerJobsApi } from '../../../domain/contract/customer-jobs'
import { invitationsApi } from '../../../domain/contract/invitations'
import { messagesApi } from '../../../domain/contract/messages'
import { profilesApi } from '../../../domain/contract/reviews'
import {
  companies,
  companyCategories,
  contacts,
  jobs,
  notificationSettings,
  notifications,
  users,
} from '../../db/schema'
import { database } from '../../lib/db'
import { api, call, errorOf, expectError } from '../../test/client'
import { outboxFor } from '../../test/helpers'
import { makeContact, makeHire, makeJob } from '../../test/market.fixtures'
import { callWithDb, d1WithWriteBeforeBatch } from '../../test/race'
import { calendarEventsOf, contactStateOf, messagesOf } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { setBlocked } from './set-blocked'

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
const write = (cookie: string, contactId: number, msg: string) =>
  api(messagesApi.send, { params: { contactId }, body: { msg }, cookie })

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
    expect(await outboxFor(m.blocked.company.email ?? '')).toEqual([])
    // The other company's offer is still hireable.
    expect((await choose(m.customer.cookie, m.job.id, m.offerGood.id)).status).toBe(200)
  })

  it('a deleted company’s offer is not hireable either', async () => {
    const m = await market()
    await db().update(users).set({ status: 'deleted' }).where(eq(users.id, m.blocked.user.id))
    const res = await choose(m.customer.cookie, m.job.id, m.offerBlocked.id)
    expect(res.status).toBe(409)
    expectError(res, 'company_unavailable')
    expect(await outboxFor(m.blocked.company.email ?? '')).toEqual([])
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
    const written = await messagesOf(m.offerBlocked.id)
    expect(written.map((w) => w.body)).toEqual(['Hej før'])
    const thread = await call(path, { cookie: m.customer.cookie })
    expect(thread.status).toBe(200)
    expect(thread.json.canWrite).toBe(false)
    // The other company's thread is untouched.
    expect((await write(m.customer.cookie, m.offerGood.id, 'Hej')).status).toBe(201)
  })

  it('it is sent no mail and no SMS: not for the customer’s decline, nor when another offer is hired', async () => {
    const m = await market()
    const mobile = `3${String(m.blocked.company.id).padStart(7, '0')}`.slice(0, 8)
    await db().update(companies).set({ mobile }).where(eq(companies.id, m.blocked.company.id))
    await db()
      .insert(notificationSettings)
      .values({ companyId: m.blocked.company.id, email: true, sms: true })
    await block(m.admin.cookie, m.blocked.user.id)
    const declined = await api(messagesApi.send, {
      params: { contactId: m.offerBlocked.id },
      body: { msg: 'Tak, men nej tak.', option: 'decline' },
      cookie: m.customer.cookie,
    })
    expect(declined.status).toBe(201)
    const blockedJob = await makeJob({ customerId: m.customer.user.id, categoryId: m.blocked.category.id })
    const live = await makeContact({ job: blockedJob, companyId: m.blocked.company.id })
    const rival = await makeContact({ job: blockedJob, companyId: m.good.company.id })
    expect((await choose(m.customer.cookie, blockedJob.id, rival.id)).status).toBe(200)
    expect(await contactStateOf(live.id)).not.toBe('offered')
    expect(await outboxFor(m.blocked.company.email ?? '')).toEqual([])
    expect(await outboxFor(mobile)).toEqual([])
  })

  it('a block that lands after its address was read still sends it nothing: the mail checks the market in its own statement', async () => {
    const m = await market()
    const d1 = d1WithWriteBeforeBatch(() => setBlocked(db(), m.admin.user.id, m.blocked.user.id, true))
    const declined = await callWithDb(d1, `/api/contacts/${m.offerBlocked.id}/messages`, {
      method: 'POST',
      body: { msg: 'Tak, men nej tak.', option: 'decline' },
      cookie: m.customer.cookie,
    })
    expect(declined.status).toBe(201)
    const [owner] = await db()
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, m.blocked.user.id))
    expect(owner?.status).toBe('blocked')
    expect(await outboxFor(m.blocked.company.email ?? '')).toEqual([])
  })

  it('a deleted company cannot be written to either: 409, nothing written, nothing mailed', async () => {
    const m = await market()
    await db().update(users).set({ status: 'deleted' }).where(eq(users.id, m.blocked.user.id))
    const res = await write(m.customer.cookie, m.offerBlocked.id, 'Er I der?')
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toBe(
      'Firmaet er ikke længere aktivt på Opgavetorvet, så du kan ikke skrive til det.',
    )
    expect(await messagesOf(m.offerBlocked.id)).toEqual([])
    expect(await outboxFor(m.blocked.company.email ?? '')).toEqual([])
  })

  it('a blocked or deleted company cannot be invited, by id or by its e-mail: 404, no contact, nothing sent', async () => {
    for (const status of ['blocked', 'deleted'] as const) {
      const m = await market()
      await db().update(users).set({ status }).where(eq(users.id, m.blocked.user.id))
      const job = await makeJob({ customerId: m.customer.user.id, categoryId: m.blocked.category.id })
      const params = { jobId: job.id }
      const cookie = m.customer.cookie
      expectError(
        await api(invitationsApi.invite, { params, body: { companyId: m.blocked.company.id }, cookie }),
        'company_not_found',
      )
      for (const email of [m.blocked.company.email ?? '', m.blocked.user.email ?? '']) {
        const res = await api(invitationsApi.inviteByEmail, { params, body: { email }, cookie })
        expect(res.status, `${status} ${email}`).toBe(404)
        expectError(res, 'company_email_unknown')
      }
      expect(await db().select().from(contacts).where(eq(contacts.jobId, job.id))).toEqual([])
      expect(await outboxFor(m.blocked.company.email ?? '')).toEqual([])
      expect(
        await db().select().from(notifications).where(eq(notifications.companyId, m.blocked.company.id)),
      ).toEqual([])
    }
  })

  it('a blocked or deleted company asked to call (on the job or on its profile) is mailed nothing', async () => {
    for (const status of ['blocked', 'deleted'] as const) {
      const m = await market()
      await db().update(users).set({ status }).where(eq(users.id, m.blocked.user.id))
      const asked = await api(invitationsApi.requestCallback, {
        params: { contactId: m.offerBlocked.id },
        cookie: m.customer.cookie,
      })
      expect(asked.status, status).toBe(200)
      // Its profile is gone, so is the profile's button.
      const profile = await api(profilesApi.callback, {
        params: { slug: m.blocked.company.slug },
        cookie: m.customer.cookie,
      })
      expect(profile.status, status).toBe(404)
      expect(await outboxFor(m.blocked.company.email ?? '')).toEqual([])
    }
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

/** A customer's open job in a company's category, a hired contact of another company, an admin. */
async function customerMarket() {
  const admin = await makeUser({ role: 'admin', name: 'Ada Admin' })
  const customer = await makeUser({ name: 'Bo Blokeret', phone: '41526374' })
  const bidder = await makeCompanyUser('Byder Byg ApS')
  const hiredFirm = await makeCompanyUser('Hyret Hus ApS')
  const job = await makeJob({ customerId: customer.user.id, categoryId: bidder.category.id })
  const invited = await makeContact({ job, companyId: hiredFirm.company.id })
  const otherJob = await makeJob({
    customerId: customer.user.id,
    categoryId: hiredFirm.category.id,
    status: 'hired',
  })
  const hired = await makeHire({ job: otherJob, companyId: hiredFirm.company.id })
  return { admin, customer, bidder, hiredFirm, job, invited, hired }
}

/** The hired company texts the customer the job's dates (a day from 1 March 2027). */
const textDates = (cookie: string, contactId: number) => {
  const start = Date.UTC(2027, 2, 1, 7, 30) / 1000
  return api(calendarApi.sendSms, {
    params: { contactId },
    body: { startDate: start, endDate: start + 86_400 },
    cookie,
  })
}

const offerOn = (cookie: string, jobId: number) =>
  api(companyJobsApi.offer, {
    params: { jobId },
    body: { priceOre: 1_000_00, text: 'Vi kan komme i næste uge.', appointmentAt: null },
    cookie,
  })

describe('a blocked or deleted customer leaves the market at once', () => {
  it('a company’s offer on their job is refused (409 job_not_open): no contact, no mail', async () => {
    const m = await customerMarket()
    await block(m.admin.cookie, m.customer.user.id)
    // The job says it takes no offers (no offer button), and an offer sent anyway is refused.
    const seen = await api(companyJobsApi.job, { params: { jobId: m.job.id }, cookie: m.bidder.cookie })
    expect(seen.status).toBe(200)
    expect(seen.json.takesOffers).toBe(false)
    expectError(await offerOn(m.bidder.cookie, m.job.id), 'job_not_open')
    const made = await db().select().from(contacts).where(eq(contacts.jobId, m.job.id))
    expect(made.map((c) => c.companyId)).toEqual([m.hiredFirm.company.id])
    // The invited company's offer on the same job is refused too, and its invitation stays as it was.
    expectError(await offerOn(m.hiredFirm.cookie, m.job.id), 'job_not_open')
    expect(made[0]?.state).toBe('offered')
    expect(await outboxFor(m.customer.user.email ?? '')).toEqual([])
    // Unblocked, the job takes offers again.
    const unblock = await api(adminApi.unblock, {
      params: { id: m.customer.user.id },
      cookie: m.admin.cookie,
    })
    expect(unblock.status).toBe(200)
    expect((await offerOn(m.bidder.cookie, m.job.id)).status).toBe(200)
  })

  it('a deleted customer’s job takes no offer either', async () => {
    const m = await customerMarket()
    await db().update(users).set({ status: 'deleted' }).where(eq(users.id, m.customer.user.id))
    expectError(await offerOn(m.bidder.cookie, m.job.id), 'job_not_open')
    expect(await db().select().from(contacts).where(eq(contacts.jobId, m.job.id))).toHaveLength(1)
  })

  it('the company can no longer write to them: a clear Danish text, nothing written, nothing mailed', async () => {
    const m = await customerMarket()
    await block(m.admin.cookie, m.customer.user.id)
    const res = await write(m.hiredFirm.cookie, m.hired.id, 'Hej igen')
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toBe(
      'Kunden er ikke længere aktiv på Opgavetorvet, så du kan ikke skrive til vedkommende.',
    )
    expect(await messagesOf(m.hired.id)).toEqual([])
    expect(await outboxFor(m.customer.user.email ?? '')).toEqual([])
    const thread = await api(messagesApi.thread, {
      params: { contactId: m.hired.id },
      cookie: m.hiredFirm.cookie,
    })
    expect(thread.status).toBe(200)
    expect(thread.json.canWrite).toBe(false)
  })

  it('a deleted customer can neither be written to nor texted by the hired company', async () => {
    const m = await customerMarket()
    await db().update(users).set({ status: 'deleted' }).where(eq(users.id, m.customer.user.id))
    const written = await write(m.hiredFirm.cookie, m.hired.id, 'Hej igen')
    expect(written.status).toBe(409)
    const texted = await textDates(m.hiredFirm.cookie, m.hired.id)
    expect(texted.status).toBe(409)
    expect(await messagesOf(m.hired.id)).toEqual([])
    expect(await calendarEventsOf(m.hired.id)).toEqual([])
    expect(await outboxFor(m.customer.user.phone ?? '')).toEqual([])
    expect(await outboxFor(m.customer.user.email ?? '')).toEqual([])
  })

  it('the hired company cannot text them the job’s dates: 409, no SMS, no calendar event', async () => {
    const m = await customerMarket()
    await block(m.admin.cookie, m.customer.user.id)
    const res = await textDates(m.hiredFirm.cookie, m.hired.id)
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toBe(
      'Kunden er ikke længere aktiv på Opgavetorvet, så vi kan ikke sende en SMS.',
    )
    expect(await outboxFor(m.customer.user.phone ?? '')).toEqual([])
    expect(await calendarEventsOf(m.hired.id)).toEqual([])
  })
})
