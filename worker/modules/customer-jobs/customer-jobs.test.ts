import { env } from 'cloudflare:test'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { calendarApi } from '../../../domain/contract/calendar'
import { customerJobsApi } from '../../../domain/contract/customer-jobs'
import { customerReviewsApi } from '../../../domain/contract/reviews'
import { wonJobsApi } from '../../../domain/contract/won-jobs'
import { normalizeDanishPhone } from '../../../domain/rules/phone'
import { contacts, jobs, messages, notifications, outbox } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api, errorOf, expectError } from '../../test/client'
import { makeContact, makeHire, makeJob, makeMessage } from '../../test/market.fixtures'
import { contactStateOf, jobById, lifecycleLogOf } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

const db = () => database(env.DB)

/** A customer's open job with an offer from each of two companies and an invitation to a third. */
async function market() {
  const customer = await makeUser({ name: 'Karen Kunde', phone: '40506070' })
  const one = await makeCompanyUser('Hansen Tømrer ApS')
  const two = await makeCompanyUser('Jensen Byg ApS')
  const three = await makeCompanyUser('Nielsen Snedker ApS')
  const job = await makeJob({ customerId: customer.user.id, categoryId: one.category.id })
  const offerOne = await makeContact({ job, companyId: one.company.id, priceOre: 1_250_050 })
  const offerTwo = await makeContact({ job, companyId: two.company.id, priceOre: 990_000 })
  const invited = await makeContact({ job, companyId: three.company.id, state: 'invited' })
  return { customer, one, two, three, job, offerOne, offerTwo, invited }
}

const choose = (cookie: string, jobId: number, contactId: number) =>
  api(customerJobsApi.chooseSupplier, { params: { jobId }, body: { contactId }, cookie })

/** The market's customer closes (done) or cancels (no longer needed) the market's job. */
const endJob = (m: Awaited<ReturnType<typeof market>>, action: 'close' | 'cancel') =>
  api(customerJobsApi[action], { params: { jobId: m.job.id }, cookie: m.customer.cookie })

describe('my jobs', () => {
  it('lists my jobs with offers, unread messages and the companies; never another customer’s', async () => {
    const m = await market()
    await makeMessage({ contactId: m.offerOne.id, sender: 'company' })
    await makeMessage({ contactId: m.offerOne.id, sender: 'company', readAt: clock.now() })
    await makeMessage({ contactId: m.offerTwo.id, sender: 'customer' })
    // A system note on a contact is written to the company: not unread for the customer.
    await database(env.DB)
      .insert(messages)
      .values({ contactId: m.offerTwo.id, sender: 'system', body: 'x', createdAt: clock.now() })
    const other = await makeUser()
    await makeJob({ customerId: other.user.id, categoryId: m.one.category.id, title: 'Ikke min' })

    const res = await api(customerJobsApi.list, { cookie: m.customer.cookie })
    expect(res.status).toBe(200)
    expect(res.json.jobs).toHaveLength(1)
    expect(res.json.jobs[0]).toMatchObject({
      id: m.job.id,
      status: 'open',
      offers: 2,
      unread: 1,
      companies: [
        { contactId: m.offerOne.id, name: 'Hansen Tømrer ApS', state: 'offered' },
        { contactId: m.offerTwo.id, name: 'Jensen Byg ApS', state: 'offered' },
        { contactId: m.invited.id, name: 'Nielsen Snedker ApS', state: 'invited' },
      ],
    })
  })

  it('what waits for me comes first (an offer, an unread message, a cancellation), then open jobs, then ended ones', async () => {
    const customer = await makeUser()
    const firm = await makeCompanyUser()
    const other = await makeCompanyUser()
    const day = 86_400
    const now = clock.now()
    const mine = (title: string, daysAgo: number, status?: 'open' | 'hired' | 'closed' | 'expired') =>
      makeJob({
        customerId: customer.user.id,
        categoryId: firm.category.id,
        title,
        status,
        createdAt: now - daysAgo * day,
      })
    const closedNewest = await mine('Afsluttet, nyeste', 0, 'closed')
    await makeHire({ job: closedNewest, companyId: firm.company.id, state: 'completed' })
    const invitedOnly = await mine('Kun inviteret', 1)
    await makeContact({ job: invitedOnly, companyId: firm.company.id, state: 'invited' })
    const hiredQuiet = await mine('Hyret, intet nyt', 2, 'hired')
    await makeHire({ job: hiredQuiet, companyId: firm.company.id })
    await mine('Udløbet', 3, 'expired')
    const withOffer = await mine('Nyt tilbud', 20)
    await makeContact({ job: withOffer, companyId: firm.company.id })
    const withUnread = await mine('Ulæst besked', 30, 'hired')
    const unreadHire = await makeHire({ job: withUnread, companyId: other.company.id })
    await makeMessage({ contactId: unreadHire.id, sender: 'company' })
    const cancelling = await mine('Firmaet vil annullere', 40, 'hired')
    await makeHire({ job: cancelling, companyId: firm.company.id, state: 'cancel_pending' })

    const res = await api(customerJobsApi.list, { cookie: customer.cookie })
    expect(res.status).toBe(200)
    expect(res.json.jobs.map((j) => j.title)).toEqual([
      'Nyt tilbud',
      'Ulæst besked',
      'Firmaet vil annullere',
      'Kun inviteret',
      'Hyret, intet nyt',
      'Afsluttet, nyeste',
      'Udløbet',
    ])
  })

  it('the list stays bounded at 200 jobs, and the bound drops old ended jobs before an open one', async () => {
    const customer = await makeUser()
    const firm = await makeCompanyUser()
    const now = clock.now()
    const oldOpen = await makeJob({
      customerId: customer.user.id,
      categoryId: firm.category.id,
      title: 'Gammel, stadig åben',
      createdAt: now - 400 * 86_400,
    })
    await makeContact({ job: oldOpen, companyId: firm.company.id, state: 'invited' })
    const ended = Array.from({ length: 200 }, (_, i) => ({
      customerId: customer.user.id,
      categoryId: firm.category.id,
      title: `Afsluttet ${i}`,
      description: 'Færdig.',
      zip: '8000',
      city: 'Aarhus C',
      region: 'Region Midtjylland',
      status: 'closed' as const,
      createdAt: now - i * 60,
    }))
    // D1 binds at most 100 values per statement: ten jobs at a time.
    for (let i = 0; i < ended.length; i += 10)
      await db()
        .insert(jobs)
        .values(ended.slice(i, i + 10))

    const res = await api(customerJobsApi.list, { cookie: customer.cookie })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.jobs).toHaveLength(200)
    expect(res.json.jobs[0]?.title).toBe('Gammel, stadig åben')
    expect(res.json.jobs[1]?.title).toBe('Afsluttet 0')
    expect(res.json.jobs.at(-1)?.title).toBe('Afsluttet 198')
  })

  it('one job: offers with price and contact data, an invited company without its phone', async () => {
    const m = await market()
    const res = await api(customerJobsApi.get, { params: { jobId: m.job.id }, cookie: m.customer.cookie })
    expect(res.status).toBe(200)
    const byId = new Map(res.json.contacts.map((c: { id: number }) => [c.id, c]))
    expect(byId.get(m.offerOne.id)).toMatchObject({
      state: 'offered',
      priceOre: 1_250_050,
      company: { name: 'Hansen Tømrer ApS', phone: '86123456', mobile: m.one.company.mobile },
    })
    // Each made company has a valid Danish mobile of its own (SMS counted by number see only theirs).
    expect(normalizeDanishPhone(m.one.company.mobile ?? '')).toBe(m.one.company.mobile)
    expect(new Set([m.one, m.two, m.three].map((f) => f.company.mobile)).size).toBe(3)
    expect(byId.get(m.invited.id)).toMatchObject({
      state: 'invited',
      priceOre: null,
      company: { name: 'Nielsen Snedker ApS', phone: null, mobile: null },
    })
  })

  it('every route: another customer 404, a company 403, anonymous 401', async () => {
    const m = await market()
    const stranger = await makeUser()
    const params = { jobId: m.job.id }
    const routes = [
      ['get', (cookie?: string) => api(customerJobsApi.get, { params, cookie })],
      [
        'chooseSupplier',
        (cookie?: string) =>
          api(customerJobsApi.chooseSupplier, { params, body: { contactId: m.offerOne.id }, cookie }),
      ],
      ['close', (cookie?: string) => api(customerJobsApi.close, { params, cookie })],
      ['cancel', (cookie?: string) => api(customerJobsApi.cancel, { params, cookie })],
    ] as const
    for (const [name, send] of routes) {
      expect((await send(stranger.cookie)).status, name).toBe(404)
      expect((await send(m.one.cookie)).status, name).toBe(403)
      expect((await send()).status, name).toBe(401)
    }
    expectError(await api(customerJobsApi.list, { cookie: m.one.cookie }), 'forbidden')
    expectError(await api(customerJobsApi.list, {}), 'unauthenticated')
    // My job with another customer's contact id: still nothing to see.
    const theirs = await makeJob({ customerId: stranger.user.id, categoryId: m.one.category.id })
    const theirOffer = await makeContact({ job: theirs, companyId: m.one.company.id })
    expect((await choose(m.customer.cookie, m.job.id, theirOffer.id)).status).toBe(404)
    expect((await choose(m.customer.cookie, theirs.id, theirOffer.id)).status).toBe(404)
    expect(await contactStateOf(theirOffer.id)).toBe('offered')
    expect((await jobById(m.job.id))?.status).toBe('open')
    // An offer on another job of mine is not hired on this one.
    const mySecond = await makeJob({ customerId: m.customer.user.id, categoryId: m.one.category.id })
    const secondOffer = await makeContact({ job: mySecond, companyId: m.two.company.id })
    expect((await choose(m.customer.cookie, m.job.id, secondOffer.id)).status).toBe(404)
    expect(await contactStateOf(secondOffer.id)).toBe('offered')
    expect(await jobById(m.job.id)).toMatchObject({ status: 'open', hiredContactId: null })
    expect(await jobById(mySecond.id)).toMatchObject({ status: 'open', hiredContactId: null })
  })
})

describe('choose a supplier (changejobstatus)', () => {
  it('hires the offer, ends the others with a polite message, mails both sides, logs every move', async () => {
    const m = await market()
    const res = await choose(m.customer.cookie, m.job.id, m.offerOne.id)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ jobId: m.job.id, contactId: m.offerOne.id })

    expect(await jobById(m.job.id)).toMatchObject({ status: 'hired', hiredContactId: m.offerOne.id })
    expect(await contactStateOf(m.offerOne.id)).toBe('hired')
    expect(await contactStateOf(m.offerTwo.id)).toBe('declined')
    expect(await contactStateOf(m.invited.id)).toBe('declined')

    const notes = await db()
      .select()
      .from(messages)
      .where(inArray(messages.contactId, [m.offerOne.id, m.offerTwo.id, m.invited.id]))
    expect(notes.map((n) => [n.contactId, n.sender]).sort()).toEqual(
      [
        [m.offerTwo.id, 'system'],
        [m.invited.id, 'system'],
      ].sort(),
    )
    expect(notes[0]?.body).toContain('valgt et andet firma')

    const mails = await db()
      .select()
      .from(outbox)
      .where(
        inArray(outbox.to, [
          m.one.company.email ?? '',
          m.two.company.email ?? '',
          m.three.company.email ?? '',
        ]),
      )
    const byTemplate = (template: string) => mails.filter((x) => x.template === template).map((x) => x.to)
    expect(byTemplate('supplierHired')).toEqual([m.one.company.email])
    expect(byTemplate('supplierNotChosen').sort()).toEqual(
      [m.two.company.email, m.three.company.email].sort(),
    )
    const hiredMail = mails.find((x) => x.template === 'supplierHired')
    expect(hiredMail?.payload).toMatchObject({ customer: 'Karen Kunde', customerPhone: '40 50 60 70' })

    const contactLog = await lifecycleLogOf('contact', [m.offerOne.id, m.offerTwo.id, m.invited.id])
    expect(contactLog.map((l) => [l.subjectId, l.transition, l.actorRole]).sort()).toEqual(
      [
        [m.offerOne.id, 'hire', 'customer'],
        [m.offerTwo.id, 'endWithJob', 'system'],
        [m.invited.id, 'endWithJob', 'system'],
      ].sort(),
    )
    expect(contactLog.every((l) => l.actorUserId === m.customer.user.id)).toBe(true)
    expect(await lifecycleLogOf('job', [m.job.id])).toMatchObject([
      { transition: 'chooseSupplier', fromState: 'open', toState: 'hired', actorRole: 'customer' },
    ])
  })

  it('20 parallel choices of two offers hire exactly one contact', async () => {
    const m = await market()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        choose(m.customer.cookie, m.job.id, i % 2 ? m.offerOne.id : m.offerTwo.id),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(19)
    const hired = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.jobId, m.job.id), eq(contacts.state, 'hired')))
    expect(hired).toHaveLength(1)
    expect((await jobById(m.job.id))?.hiredContactId).toBe(hired[0]?.id)
    expect(await lifecycleLogOf('job', [m.job.id])).toHaveLength(1)
    const hiredMails = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.template, 'supplierHired'),
          inArray(outbox.to, [m.one.company.email ?? '', m.two.company.email ?? '']),
        ),
      )
    expect(hiredMails).toHaveLength(1)
  })

  it('an offer whose 20 working days have passed: 409 offer_expired, nothing changes', async () => {
    const customer = await makeUser()
    const company = await makeCompanyUser('Udløbet Tilbud ApS')
    const job = await makeJob({ customerId: customer.user.id, categoryId: company.category.id })
    const lapsed = await makeContact({ job, companyId: company.company.id, dueAt: clock.now() - 1 })
    const res = await choose(customer.cookie, job.id, lapsed.id)
    expect(res.status).toBe(409)
    expectError(res, 'offer_expired')
    expect(await contactStateOf(lapsed.id)).toBe('offered')
    expect((await jobById(job.id))?.status).toBe('open')
    expect(await lifecycleLogOf('contact', [lapsed.id])).toEqual([])
  })

  it('an offer the cron already expired: offer_expired; a job whose own time ran out: job_not_open', async () => {
    const m = await market()
    await db().update(contacts).set({ state: 'expired', dueAt: null }).where(eq(contacts.id, m.offerOne.id))
    const expired = await choose(m.customer.cookie, m.job.id, m.offerOne.id)
    expect(expired.status).toBe(409)
    expectError(expired, 'offer_expired')

    await db()
      .update(jobs)
      .set({ dueAt: clock.now() - 1 })
      .where(eq(jobs.id, m.job.id))
    const lapsed = await choose(m.customer.cookie, m.job.id, m.offerTwo.id)
    expect(lapsed.status).toBe(409)
    expectError(lapsed, 'job_not_open')
    expect(await contactStateOf(m.offerTwo.id)).toBe('offered')
    expect((await jobById(m.job.id))?.status).toBe('open')
    expect(await lifecycleLogOf('contact', [m.offerTwo.id])).toEqual([])
  })

  it('a second choice: 409 supplier_chosen; an invitation without an offer cannot be hired', async () => {
    const m = await market()
    expect((await choose(m.customer.cookie, m.job.id, m.offerOne.id)).status).toBe(200)
    const again = await choose(m.customer.cookie, m.job.id, m.offerTwo.id)
    expect(again.status).toBe(409)
    expectError(again, 'supplier_chosen')

    const fresh = await market()
    const invited = await choose(fresh.customer.cookie, fresh.job.id, fresh.invited.id)
    expect(invited.status).toBe(409)
    expectError(invited, 'transition_refused')
    expect((await jobById(fresh.job.id))?.status).toBe('open')
  })
})

describe('close a job (lukopgave)', () => {
  it('done with the hired company: hired → closed, logged; then every action is 409', async () => {
    const m = await market()
    await choose(m.customer.cookie, m.job.id, m.offerOne.id)
    const res = await endJob(m, 'close')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ jobId: m.job.id, status: 'closed' })
    const job = await jobById(m.job.id)
    expect(job?.status).toBe('closed')
    expect(job?.closedAt).not.toBeNull()
    expect((await lifecycleLogOf('job', [m.job.id])).map((l) => l.transition)).toEqual([
      'chooseSupplier',
      'close',
    ])

    for (const action of ['close', 'cancel'] as const) {
      const again = await endJob(m, action)
      expect(again.status, action).toBe(409)
    }
    const hire = await choose(m.customer.cookie, m.job.id, m.offerTwo.id)
    expect(hire.status).toBe(409)
    expectError(hire, 'supplier_chosen')
  })

  it('no longer needed: open → cancelled and every live contact ends with it, in one batch', async () => {
    const m = await market()
    const res = await endJob(m, 'cancel')
    expect(res.status).toBe(200)
    expect(res.json.status).toBe('cancelled')
    for (const id of [m.offerOne.id, m.offerTwo.id, m.invited.id])
      expect(await contactStateOf(id)).toBe('declined')
    const log = await lifecycleLogOf('contact', [m.offerOne.id, m.offerTwo.id, m.invited.id])
    expect(log.map((l) => l.transition)).toEqual(['endWithJob', 'endWithJob', 'endWithJob'])
    const notes = await db().select().from(messages).where(eq(messages.contactId, m.offerTwo.id))
    expect(notes).toMatchObject([{ sender: 'system' }])

    // A cancelled job: closing it, cancelling it again and hiring on it are refused.
    expect((await endJob(m, 'close')).status).toBe(409)
    const hire = await choose(m.customer.cookie, m.job.id, m.offerOne.id)
    expect(hire.status).toBe(409)
  })

  it('done with the hired company: the hired contact is finished with the job (completed, logged, the company told); it may be reviewed and no longer texted or cancelled', async () => {
    const m = await market()
    await choose(m.customer.cookie, m.job.id, m.offerOne.id)
    expect((await endJob(m, 'close')).status).toBe(200)
    expect(await contactStateOf(m.offerOne.id)).toBe('completed')
    const log = await lifecycleLogOf('contact', [m.offerOne.id])
    expect(log.map((l) => [l.transition, l.fromState, l.toState, l.actorRole, l.actorUserId])).toEqual([
      ['hire', 'offered', 'hired', 'customer', m.customer.user.id],
      ['closeWithJob', 'hired', 'completed', 'system', m.customer.user.id],
    ])
    const told = await db().select().from(notifications).where(eq(notifications.companyId, m.one.company.id))
    expect(told.map((n) => [n.type, n.jobId])).toContainEqual(['job_closed', m.job.id])

    // The company's booking is over: nothing left to close, cancel or text.
    const closing = await api(wonJobsApi.closing, {
      params: { contactId: m.offerOne.id },
      cookie: m.one.cookie,
    })
    expect(closing.json).toMatchObject({ state: 'completed', actions: [] })
    const cancel = await api(wonJobsApi.cancel, {
      params: { contactId: m.offerOne.id },
      body: {
        optionSelect: 'company_refused',
        optionNewOne: 'yes',
        optionNewTwo: 'no',
        text: 'Kunden aflyste.',
      },
      cookie: m.one.cookie,
    })
    expect(cancel.status).toBe(409)
    const sms = await api(calendarApi.sendSms, {
      params: { contactId: m.offerOne.id },
      body: { startDate: 1_900_000_000, endDate: 1_900_003_600 },
      cookie: m.one.cookie,
    })
    expect(sms.status).toBe(404)
    // The customer may review the company she closed the job with.
    const reviewable = await api(customerReviewsApi.reviewable, { cookie: m.customer.cookie })
    expect(reviewable.json.items.map((i) => i.contactId)).toEqual([m.offerOne.id])
  })

  it('a cancellation the company asked for waits for the administrator: the job cannot be closed as done meanwhile', async () => {
    const m = await market()
    await choose(m.customer.cookie, m.job.id, m.offerOne.id)
    await db().update(contacts).set({ state: 'cancel_pending' }).where(eq(contacts.id, m.offerOne.id))
    const res = await endJob(m, 'close')
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toMatch(/administrator/)
    expect((await jobById(m.job.id))?.status).toBe('hired')
    expect(await contactStateOf(m.offerOne.id)).toBe('cancel_pending')
  })

  it('an open job cannot be closed as done; a hired one cannot be cancelled', async () => {
    const m = await market()
    const close = await endJob(m, 'close')
    expect(close.status).toBe(409)
    expectError(close, 'transition_refused')
    await choose(m.customer.cookie, m.job.id, m.offerOne.id)
    const cancel = await endJob(m, 'cancel')
    expect(cancel.status).toBe(409)
    expect(await contactStateOf(m.offerOne.id)).toBe('hired')
  })
})
