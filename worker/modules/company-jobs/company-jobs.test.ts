import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import { greetingName } from '../../../domain/rules/greeting'
import { formatOre } from '../../../domain/rules/money'
import { categories, companyCategories, contacts, jobAttributes, jobs, lifecycleLog } from '../../db/schema'
import { database } from '../../lib/db'
import { render } from '../../lib/outbox'
import { api, errorOf, expectError } from '../../test/client'
import { addQuestions, workQuestion } from '../../test/factories'
import { makeContact, makeHire, makeJob } from '../../test/market.fixtures'
import { mailsTo } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { orderFromPriceList } from '../company-profile/orders.fixtures'

const db = () => database(env.DB)
const offer = { priceOre: 1_250_050, text: 'Vi kan gå i gang i uge 12.\nPrisen er inkl. materialer.' }

/** A company, a customer and an open job in the company's category. */
async function market() {
  const company = await makeCompanyUser('Offer Tømrer ApS')
  const customer = await makeUser({ name: 'Karen Kunde', phone: '40506070' })
  const job = await makeJob({ customerId: customer.user.id, categoryId: company.category.id })
  return { company, customer, job }
}

/** Another company working in the category too: it sees the same jobs. */
async function rivalIn(categoryId: number, name: string) {
  const rival = await makeCompanyUser(name)
  await db().insert(companyCategories).values({ companyId: rival.company.id, categoryId })
  return rival
}

async function subcategoryOf(parentId: number) {
  const [sub] = await db()
    .insert(categories)
    .values({
      parentId,
      slug: `cj-sub-${parentId}-${crypto.randomUUID().slice(0, 6)}`,
      nameDa: 'Terrasse',
      nameEn: 'Decking',
    })
    .returning()
  if (!sub) throw new Error('no subcategory')
  return sub
}

const bid = (cookie: string, jobId: number, body: object = offer) =>
  api(companyJobsApi.offer, { params: { jobId }, rawBody: body, cookie })

const contactsOf = (jobId: number) => db().select().from(contacts).where(eq(contacts.jobId, jobId))

describe('GET /api/company/jobs', () => {
  it("lists open jobs in the company's categories and subcategories and jobs it is invited to, nothing else", async () => {
    const { company, customer, job } = await market()
    const other = await makeCompanyUser('Anden Maler ApS')
    const sub = await subcategoryOf(company.category.id)
    const subJob = await makeJob({ customerId: customer.user.id, categoryId: sub.id })
    const elsewhere = await makeJob({ customerId: customer.user.id, categoryId: other.category.id })
    const invitedElsewhere = await makeJob({ customerId: customer.user.id, categoryId: other.category.id })
    await makeContact({ job: invitedElsewhere, companyId: company.company.id, state: 'invited' })
    const closed = await makeJob({
      customerId: customer.user.id,
      categoryId: company.category.id,
      status: 'closed',
    })
    const lapsed = await makeJob({ customerId: customer.user.id, categoryId: company.category.id })
    await db().update(jobs).set({ dueAt: 1 }).where(eq(jobs.id, lapsed.id))

    const res = await api(companyJobsApi.list, { cookie: company.cookie })
    expect(res.status).toBe(200)
    const ids = res.json.jobs.map((j: { id: number }) => j.id)
    expect(ids).toEqual([invitedElsewhere.id, subJob.id, job.id])
    expect(ids).not.toContain(elsewhere.id)
    expect(ids).not.toContain(closed.id)
    expect(ids).not.toContain(lapsed.id)
    const invited = res.json.jobs[0]
    expect(invited).toMatchObject({
      invited: true,
      contact: { state: 'invited', invited: true },
      takesOffers: true,
    })
    expect(res.json.jobs[2]).toMatchObject({
      title: job.title,
      category: { id: company.category.id, name: company.category.nameDa },
      zip: '8000',
      city: 'Aarhus C',
      region: 'Region Midtjylland',
      offers: 0,
      invited: false,
      contact: null,
      customer: { name: null, email: null, phone: null },
    })
  })

  it("counts every company's live offers but shows only the company's own contact", async () => {
    const { company, customer, job } = await market()
    const rival = await rivalIn(company.category.id, 'Rival ApS')
    await makeContact({ job, companyId: rival.company.id, priceOre: 999_00 })
    await makeContact({ job, companyId: company.company.id, priceOre: 1_500_00 })
    const declined = await makeCompanyUser('Afvist ApS')
    await makeContact({ job, companyId: declined.company.id, state: 'declined' })
    void customer

    const mine = (await api(companyJobsApi.list, { cookie: company.cookie })).json.jobs[0]
    expect(mine!.offers).toBe(2)
    expect(mine!.contact).toMatchObject({ state: 'offered', priceOre: 1_500_00 })
    const theirs = (await api(companyJobsApi.list, { cookie: rival.cookie })).json.jobs[0]
    expect(theirs!.contact!.priceOre).toBe(999_00)
  })

  it('filters by category (subcategories included) and region, and pages with a cursor', async () => {
    const { company, customer } = await market()
    const sub = await subcategoryOf(company.category.id)
    const other = await makeCompanyUser('Filter ApS')
    await db()
      .insert(companyCategories)
      .values({ companyId: company.company.id, categoryId: other.category.id })
    const base = 1_700_000_000
    for (let i = 0; i < 22; i++)
      await makeJob({
        customerId: customer.user.id,
        categoryId: i % 2 ? sub.id : company.category.id,
        createdAt: base + Math.floor(i / 2), // pairs share a second: the id breaks the tie
        region: i === 0 ? 'Region Sjælland' : 'Region Midtjylland',
      })
    const inOther = await makeJob({ customerId: customer.user.id, categoryId: other.category.id })

    const first = await api(companyJobsApi.list, {
      query: { category: String(company.category.id) },
      cookie: company.cookie,
    })
    expect(first.json.jobs).toHaveLength(20)
    expect(first.json.nextCursor).toMatch(/^\d+\.\d+$/)
    const second = await api(companyJobsApi.list, {
      query: { category: String(company.category.id), cursor: String(first.json.nextCursor) },
      cookie: company.cookie,
    })
    // The 22 made here and the one market() made.
    expect(second.json.jobs).toHaveLength(3)
    expect(second.json.nextCursor).toBeNull()
    const all = [...first.json.jobs, ...second.json.jobs].map((j: { id: number }) => j.id)
    expect(new Set(all).size).toBe(23)
    expect(all).not.toContain(inOther.id)

    const subOnly = await api(companyJobsApi.list, {
      query: { category: String(sub.id) },
      cookie: company.cookie,
    })
    expect(subOnly.json.jobs).toHaveLength(11)
    const region = await api(companyJobsApi.list, {
      query: { region: 'Region Sjælland' },
      cookie: company.cookie,
    })
    expect(region.json.jobs).toHaveLength(1)
    expectError(
      await api(companyJobsApi.list, { query: { region: 'Atlantis' }, cookie: company.cookie }),
      'invalid_input',
    )
  })

  it('gives the filter choices: its categories with their subcategories, and the regions', async () => {
    const { company } = await market()
    const sub = await subcategoryOf(company.category.id)
    const res = await api(companyJobsApi.filters, { cookie: company.cookie })
    expect(res.status).toBe(200)
    expect(res.json.categories).toEqual([
      { id: company.category.id, name: company.category.nameDa, parentId: null },
      { id: sub.id, name: 'Terrasse', parentId: company.category.id },
    ])
    expect(res.json.regions).toHaveLength(5)
  })
})

describe('a job posted at the trade itself (its top category)', () => {
  /** A firm that chose only a subcategory (Terrasse) of the trade, as the sign-up offers. */
  async function subcategoryFirm(parentId: number, name: string) {
    const sub = await subcategoryOf(parentId)
    const firm = await makeCompanyUser(name)
    await db().delete(companyCategories).where(eq(companyCategories.companyId, firm.company.id))
    await db().insert(companyCategories).values({ companyId: firm.company.id, categoryId: sub.id })
    return { firm, sub }
  }

  it('reaches a firm in any of its subcategories: listed, opened, bid on, offered as a filter; a sibling subcategory does not', async () => {
    const { company: tradeFirm, customer, job: tradeJob } = await market()
    const trade = tradeFirm.category
    const { firm, sub } = await subcategoryFirm(trade.id, 'Kun Terrasse ApS')
    const sibling = await subcategoryOf(trade.id)
    const siblingJob = await makeJob({ customerId: customer.user.id, categoryId: sibling.id })
    const subJob = await makeJob({ customerId: customer.user.id, categoryId: sub.id })

    const list = await api(companyJobsApi.list, { cookie: firm.cookie })
    expect(list.json.jobs.map((j: { id: number }) => j.id)).toEqual([subJob.id, tradeJob.id])
    const byTrade = await api(companyJobsApi.list, {
      query: { category: String(trade.id) },
      cookie: firm.cookie,
    })
    expect(byTrade.json.jobs.map((j: { id: number }) => j.id)).toEqual([subJob.id, tradeJob.id])
    const filters = await api(companyJobsApi.filters, { cookie: firm.cookie })
    expect(filters.json.categories).toEqual([
      { id: trade.id, name: trade.nameDa, parentId: null },
      { id: sub.id, name: 'Terrasse', parentId: trade.id },
    ])
    expect(
      (await api(companyJobsApi.job, { params: { jobId: tradeJob.id }, cookie: firm.cookie })).status,
    ).toBe(200)
    expectError(
      await api(companyJobsApi.job, { params: { jobId: siblingJob.id }, cookie: firm.cookie }),
      'not_found',
    )
    expect((await bid(firm.cookie, tradeJob.id)).status).toBe(200)
    expect((await bid(firm.cookie, siblingJob.id)).status).toBe(404)
  })
})

describe('GET /api/company/jobs/:jobId', () => {
  it("shows a job the company may see, with the category's answered questions; another category's job is 404", async () => {
    const { company, customer, job } = await market()
    const other = await makeCompanyUser('Fremmed ApS')
    const elsewhere = await makeJob({ customerId: customer.user.id, categoryId: other.category.id })
    const res = await api(companyJobsApi.job, { params: { jobId: job.id }, cookie: company.cookie })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ id: job.id, description: job.description, answers: [] })
    const hidden = await api(companyJobsApi.job, { params: { jobId: elsewhere.id }, cookie: company.cookie })
    expect(hidden.status).toBe(404)
    expectError(
      await api(companyJobsApi.job, { params: { jobId: 999999999 }, cookie: company.cookie }),
      'not_found',
    )
  })
})

describe("another company's hire", () => {
  it('a job in my category that a rival was hired on is a 404 to me: not shown, no offer, no withdrawal', async () => {
    const { company, customer } = await market()
    const rival = await rivalIn(company.category.id, 'Hyret Rival ApS')
    const job = await makeJob({
      customerId: customer.user.id,
      categoryId: company.category.id,
      status: 'hired',
    })
    const hired = await makeHire({ job, companyId: rival.company.id })
    const params = { jobId: job.id }
    expectError(await api(companyJobsApi.job, { params, cookie: company.cookie }), 'not_found')
    expectError(await bid(company.cookie, job.id), 'not_found')
    expectError(await api(companyJobsApi.withdraw, { params, cookie: company.cookie }), 'not_found')
    expect((await contactsOf(job.id)).map((c) => [c.id, c.state])).toEqual([[hired.id, 'hired']])
    // The hired company itself still sees it, with the customer's data.
    const own = await api(companyJobsApi.job, { params, cookie: rival.cookie })
    expect(own.status).toBe(200)
    expect(own.json.customer.name).toBe('Karen Kunde')
  })
})

describe("a job a customer gave a firm by ordering from its price list ('Bestil')", () => {
  it('is not open for bids to the other firms in the category: not listed (any sort, any words), 404, no offer', async () => {
    const { company, customer } = await market()
    const rival = await rivalIn(company.category.id, 'Bestilt Rival ApS')
    const word = `Bestilt${crypto.randomUUID().slice(0, 6)}`
    const { jobId } = await orderFromPriceList(company, customer, {
      name: `${word} dørmontering`,
      unit: 'pr. dør',
      amountOre: 125_000,
    })

    for (const query of [{}, { sort: 'distance' }, { q: word }, { q: word, sort: 'distance' }] as const) {
      const listed = await api(companyJobsApi.list, { query, cookie: rival.cookie })
      expect(
        listed.json.jobs.map((j) => j.id),
        JSON.stringify(query),
      ).not.toContain(jobId)
    }
    expectError(await api(companyJobsApi.job, { params: { jobId }, cookie: rival.cookie }), 'not_found')
    expectError(await bid(rival.cookie, jobId), 'not_found')
    // The firm it was ordered from has it, hired, among its won jobs.
    const won = await api(companyJobsApi.list, { query: { tab: 'won' }, cookie: company.cookie })
    expect(won.json.jobs.find((j) => j.id === jobId)?.contact).toMatchObject({ state: 'hired' })
  })
})

describe("a job's answers", () => {
  it("are the category's questions in order, options and units in the caller's language", async () => {
    const { company, job } = await market()
    const [work, area] = await addQuestions(company.category.id, [
      { ...workQuestion, position: 1 },
      { kind: 'number', labelDa: 'Areal', labelEn: 'Area', unit: 'm²', position: 2 },
    ])
    if (!work || !area) throw new Error('no attributes')
    await db()
      .insert(jobAttributes)
      .values([
        { jobId: job.id, attributeId: area.id, value: '20' },
        { jobId: job.id, attributeId: work.id, value: 'byg' },
        { jobId: job.id, attributeId: work.id, value: 'fjern' },
      ])
    const da = await api(companyJobsApi.job, { params: { jobId: job.id }, cookie: company.cookie })
    expect(da.json.answers).toEqual([
      { label: 'Arbejde', values: expect.arrayContaining(['Byg ny', 'Fjern gammel']) },
      { label: 'Areal', values: ['20 m²'] },
    ])
    const en = await api(companyJobsApi.list, { cookie: `${company.cookie}; lang=en` })
    expect(en.json.jobs[0]!.answers[0]).toEqual({
      label: 'Work',
      values: expect.arrayContaining(['Build new', 'Remove old']),
    })
  })
})

describe('POST /api/company/jobs/:jobId/offer', () => {
  it('makes the contact with the offer, starts its timer and mails the customer', async () => {
    const { company, customer, job } = await market()
    const res = await bid(company.cookie, job.id, { ...offer, appointmentAt: 1_900_000_000 })
    expect(res.status).toBe(200)
    expect(res.json.type).toBe('success2')
    expect(res.json.message).toBe('Dit tilbud er sendt til kunden.')
    expect(res.json.job.contact).toMatchObject({
      state: 'offered',
      priceOre: offer.priceOre,
      appointmentAt: 1_900_000_000,
    })
    expect(res.json.job.offers).toBe(1)
    const [contact] = await contactsOf(job.id)
    expect(contact).toMatchObject({
      companyId: company.company.id,
      customerId: customer.user.id,
      state: 'offered',
    })
    expect(contact?.dueAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 20 * 86_400)
    const log = await db()
      .select()
      .from(lifecycleLog)
      .where(eq(lifecycleLog.subjectId, contact?.id ?? 0))
    expect(log.map((l) => [l.lifecycle, l.transition, l.fromState, l.toState, l.actorRole])).toEqual([
      ['contact', 'start', '', 'offered', 'company'],
    ])
    const mails = await mailsTo(customer.user.email, 'newOffer')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.payload).toMatchObject({
      company: 'Offer Tømrer ApS',
      job: job.title,
      price: formatOre(offer.priceOre),
    })
    expect(mails[0] && render(mails[0]).text.split('\n')[0]).toBe(`Hej ${greetingName(customer.user.name)}`)
  })

  it('two first offers at once make one contact and one mail', async () => {
    const { company, customer, job } = await market()
    const answers = await Promise.all([
      bid(company.cookie, job.id),
      bid(company.cookie, job.id, { ...offer, priceOre: 2_000_00 }),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const made = await contactsOf(job.id)
    expect(made).toHaveLength(1)
    expect(await mailsTo(customer.user.email, 'newOffer')).toHaveLength(1)
    const starts = await db()
      .select()
      .from(lifecycleLog)
      .where(eq(lifecycleLog.subjectId, made[0]?.id ?? 0))
    expect(starts.filter((l) => l.lifecycle === 'contact' && l.transition === 'start')).toHaveLength(1)
  })

  it('an offer on a live one replaces it, restarts the timer, is logged, and mails nobody', async () => {
    const { company, customer, job } = await market()
    const contact = await makeContact({
      job,
      companyId: company.company.id,
      dueAt: 1_000 + Math.floor(Date.now() / 1000),
    })
    const res = await bid(company.cookie, job.id, { priceOre: 9_900_00, text: 'Ny pris.' })
    expect(res.status).toBe(200)
    expect(res.json.type).toBe('success')
    const rows = await contactsOf(job.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: contact.id,
      priceOre: 9_900_00,
      offerText: 'Ny pris.',
      state: 'offered',
    })
    expect(rows[0]?.dueAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 20 * 86_400)
    const log = await db().select().from(lifecycleLog).where(eq(lifecycleLog.subjectId, contact.id))
    expect(log.map((l) => [l.lifecycle, l.transition, l.actorRole])).toContainEqual([
      'contact',
      'editOffer',
      'company',
    ])
    expect(await mailsTo(customer.user.email, 'newOffer')).toHaveLength(0)
  })

  it('an invited or withdrawn company sends its offer with sendOffer (and the customer is mailed)', async () => {
    const { company, customer, job } = await market()
    const contact = await makeContact({ job, companyId: company.company.id, state: 'invited' })
    expect((await bid(company.cookie, job.id)).json.job.contact).toMatchObject({
      id: contact.id,
      state: 'offered',
      invited: true,
    })
    const withdrawn = await api(companyJobsApi.withdraw, {
      params: { jobId: job.id },
      cookie: company.cookie,
    })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.json.job.contact!.state).toBe('withdrawn')
    expect(withdrawn.json.message).toBe('Dit tilbud er trukket tilbage.')
    expect((await bid(company.cookie, job.id)).json.job.contact!.state).toBe('offered')
    const log = await db().select().from(lifecycleLog).where(eq(lifecycleLog.subjectId, contact.id))
    expect(log.filter((l) => l.lifecycle === 'contact').map((l) => l.transition)).toEqual([
      'sendOffer',
      'withdraw',
      'sendOffer',
    ])
    expect(await mailsTo(customer.user.email, 'newOffer')).toHaveLength(2)
  })

  it('a closed or lapsed job takes no offer (409 job_not_open) and nothing is written', async () => {
    const { company, customer } = await market()
    const closed = await makeJob({
      customerId: customer.user.id,
      categoryId: company.category.id,
      status: 'closed',
    })
    await makeContact({ job: closed, companyId: company.company.id, state: 'invited' })
    const lapsed = await makeJob({ customerId: customer.user.id, categoryId: company.category.id })
    await db().update(jobs).set({ dueAt: 1 }).where(eq(jobs.id, lapsed.id))
    await makeContact({ job: lapsed, companyId: company.company.id, state: 'invited' })
    for (const job of [closed, lapsed]) {
      const res = await bid(company.cookie, job.id)
      expect(res.status).toBe(409)
      expectError(res, 'job_not_open')
      expect((await contactsOf(job.id))[0]?.state).toBe('invited')
    }
    expect(await mailsTo(customer.user.email, 'newOffer')).toHaveLength(0)
  })

  it("a declined company cannot offer again (409), and another category's job is 404", async () => {
    const { company, customer, job } = await market()
    await makeContact({ job, companyId: company.company.id, state: 'declined' })
    const res = await bid(company.cookie, job.id)
    expect(res.status).toBe(409)
    expectError(res, 'transition_refused')
    const other = await makeCompanyUser('Ukendt ApS')
    const elsewhere = await makeJob({ customerId: customer.user.id, categoryId: other.category.id })
    expect((await bid(company.cookie, elsewhere.id)).status).toBe(404)
    expect(await contactsOf(elsewhere.id)).toHaveLength(0)
  })

  it('refuses an offer without a price or text (422, nothing written)', async () => {
    const { company, job } = await market()
    const res = await bid(company.cookie, job.id, { priceOre: 0, text: '   ' })
    expect(res.status).toBe(422)
    const paths = errorOf(res).issues!.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['priceOre', 'text']))
    expect(await contactsOf(job.id)).toHaveLength(0)
  })
})

describe('POST /api/company/jobs/:jobId/withdraw', () => {
  it("is 404 without the company's own contact, 409 when nothing is live", async () => {
    const { company, job } = await market()
    const rival = await makeCompanyUser('Anden ApS')
    await makeContact({ job, companyId: rival.company.id })
    expect(
      (await api(companyJobsApi.withdraw, { params: { jobId: job.id }, cookie: company.cookie })).status,
    ).toBe(404)
    await makeContact({ job, companyId: company.company.id, state: 'declined' })
    expect(
      (await api(companyJobsApi.withdraw, { params: { jobId: job.id }, cookie: company.cookie })).status,
    ).toBe(409)
    const rivalRow = (await contactsOf(job.id)).find((c) => c.companyId === rival.company.id)
    expect(rivalRow?.state).toBe('offered')
  })
})

describe("the customer's contact data (docs/decisions/012-contact-privacy.md)", () => {
  it('is hidden until the company is hired; then name, e-mail and phone; a rival still sees nothing', async () => {
    const { company, customer, job } = await market()
    const rival = await rivalIn(company.category.id, 'Rival Tømrer ApS')
    const hired = await makeContact({ job, companyId: company.company.id })
    await makeContact({ job, companyId: rival.company.id })
    const before = await api(companyJobsApi.job, { params: { jobId: job.id }, cookie: company.cookie })
    expect(before.json.customer).toEqual({ name: null, email: null, phone: null })

    await db().update(contacts).set({ state: 'hired' }).where(eq(contacts.id, hired.id))
    await db().update(jobs).set({ status: 'hired', hiredContactId: hired.id }).where(eq(jobs.id, job.id))
    const after = await api(companyJobsApi.job, { params: { jobId: job.id }, cookie: company.cookie })
    expect(after.json.customer).toEqual({
      name: 'Karen Kunde',
      email: customer.user.email,
      phone: '40506070',
    })
    // The hired job stays on the company's list, with the data.
    const listed = (await api(companyJobsApi.list, { cookie: company.cookie })).json.jobs
    expect(listed.find((j: { id: number }) => j.id === job.id)?.customer.name).toBe('Karen Kunde')
    const rivalView = await api(companyJobsApi.job, { params: { jobId: job.id }, cookie: rival.cookie })
    expect(rivalView.json.customer).toEqual({ name: null, email: null, phone: null })
  })

  it('after a call-back request shows that company the phone alone', async () => {
    const { company, job } = await market()
    const rival = await rivalIn(company.category.id, 'Rival Ringer ApS')
    const contact = await makeContact({ job, companyId: company.company.id })
    await makeContact({ job, companyId: rival.company.id })
    await db()
      .update(contacts)
      .set({ callbackRequestedAt: Math.floor(Date.now() / 1000) })
      .where(eq(contacts.id, contact.id))
    const mine = await api(companyJobsApi.job, { params: { jobId: job.id }, cookie: company.cookie })
    expect(mine.json.customer).toEqual({ name: null, email: null, phone: '40506070' })
    expect(mine.json.contact!.callbackRequested).toBe(true)
    const theirs = await api(companyJobsApi.job, { params: { jobId: job.id }, cookie: rival.cookie })
    expect(theirs.json.customer.phone).toBeNull()
  })
})

describe('company-jobs access', () => {
  it('anonymous 401, a customer and an admin 403, on every route', async () => {
    const { job } = await market()
    const customer = (await makeUser()).cookie
    const admin = (await makeUser({ role: 'admin' })).cookie
    const params = { jobId: job.id }
    const routes = [
      ['list', (cookie?: string) => api(companyJobsApi.list, { cookie })],
      ['filters', (cookie?: string) => api(companyJobsApi.filters, { cookie })],
      ['job', (cookie?: string) => api(companyJobsApi.job, { params, cookie })],
      ['offer', (cookie?: string) => api(companyJobsApi.offer, { params, body: offer, cookie })],
      ['withdraw', (cookie?: string) => api(companyJobsApi.withdraw, { params, cookie })],
    ] as const
    for (const [name, send] of routes) {
      expect((await send()).status, name).toBe(401)
      expect((await send(customer)).status, name).toBe(403)
      expect((await send(admin)).status, name).toBe(403)
    }
    expect(await contactsOf(job.id)).toHaveLength(0)
  })
})
