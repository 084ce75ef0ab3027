import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invitationsApi } from '../../../domain/contract/invitations'
import {
  companies,
  companyCategories,
  complaints,
  contacts,
  jobs,
  lifecycleLog,
  notifications,
  subscriptions,
  users,
} from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api, call, errorOf, expectError } from '../../test/client'
import { makeCategoryTree } from '../../test/factories'
import { outboxFor } from '../../test/helpers'
import { makeContact, makeHire, makeJob } from '../../test/market.fixtures'
import { d1WithWriteBeforeBatch } from '../../test/race'
import { mailsTo } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { setBlocked } from '../admin/set-blocked'
import { invite } from './invitations.fixtures'
import { inviteCompany } from './invite-company'
import { requestCallback } from './request-callback'

const db = () => database(env.DB)

/** A customer's open job in a fresh category, and the cookie to act on it. */
async function jobOfNewCustomer(options: { categoryId?: number; zip?: string } = {}) {
  const customer = await makeUser()
  const categoryId = options.categoryId ?? (await makeCategoryTree()).sub.id
  const job = await makeJob({ customerId: customer.user.id, categoryId, zip: options.zip ?? '8000' })
  return { customer, job }
}

async function companyAt(name: string, zip: string, city: string, categoryId: number) {
  const firm = await makeCompanyUser(name)
  await db().update(companies).set({ zip, city }).where(eq(companies.id, firm.company.id))
  await db().insert(companyCategories).values({ companyId: firm.company.id, categoryId })
  return firm
}

const mailCount = async (to: string, template: string) => (await mailsTo(to, template)).length

describe('inviting companies', () => {
  it('50 parallel invitations of 50 companies to one job: exactly 3 succeed, the rest 409 invitation_limit', async () => {
    const { customer, job } = await jobOfNewCustomer()
    const firms = []
    for (let i = 0; i < 50; i++) firms.push(await makeCompanyUser(`Parallel ${i} ApS`))

    const answers = await Promise.all(firms.map((f) => invite(job.id, f.company.id, customer.cookie)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(47)
    for (const a of answers.filter((x) => x.status === 409)) {
      expectError(a, 'invitation_limit')
    }

    const rows = await db().select().from(contacts).where(eq(contacts.jobId, job.id))
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => r.state === 'invited' && r.invitedAt !== null)).toBe(true)
    const logs = await db()
      .select()
      .from(lifecycleLog)
      .where(and(eq(lifecycleLog.lifecycle, 'contact'), eq(lifecycleLog.transition, 'start')))
    const ours = logs.filter((l) => rows.some((r) => r.id === l.subjectId))
    expect(ours).toHaveLength(3)
    expect(ours.every((l) => l.toState === 'invited' && l.actorUserId === customer.user.id)).toBe(true)
    // Only the invited companies got the e-mail, each once.
    const invited = new Set(rows.map((r) => r.companyId))
    for (const f of firms) {
      expect(await mailCount(f.company.email ?? '', 'companyInvited')).toBe(invited.has(f.company.id) ? 1 : 0)
    }
  })

  it('the fourth invitation is refused in the spec words; the mail links to the job in the company list', async () => {
    const { customer, job } = await jobOfNewCustomer()
    const firms = [] as Awaited<ReturnType<typeof makeCompanyUser>>[]
    for (let i = 0; i < 4; i++) firms.push(await makeCompanyUser(`Fjerde ${i} ApS`))
    for (const [i, f] of firms.slice(0, 3).entries()) {
      const res = await invite(job.id, f.company.id, customer.cookie)
      expect(res.status).toBe(201)
      expect(res.json).toMatchObject({
        companyId: f.company.id,
        companyName: f.company.name,
        invitedCount: i + 1,
      })
    }
    const fourth = await api(invitationsApi.invite, {
      params: { jobId: job.id },
      body: { companyId: firms[3]!.company.id },
      cookie: `${customer.cookie}; lang=en`,
    })
    expect(fourth.status).toBe(409)
    expect(errorOf(fourth)).toMatchObject({
      code: 'invitation_limit',
      message: 'Sorry, but you have exceeded the limit of invitations',
    })
    const mail = (await outboxFor(firms[0]?.company.email ?? '')).find((m) => m.template === 'companyInvited')
    expect(String(mail?.payload.link)).toMatch(new RegExp(`/firma/opgaver\\?jobid=${job.id}$`))
    expect(mail?.payload.job).toBe(job.title)
  })

  it('an invited company, or one that already offered, is already_invited', async () => {
    const { customer, job } = await jobOfNewCustomer()
    const invited = await makeCompanyUser('Allerede ApS')
    const offered = await makeCompanyUser('Tilbud ApS')
    await makeContact({ job, companyId: offered.company.id, state: 'offered' })
    expect((await invite(job.id, invited.company.id, customer.cookie)).status).toBe(201)
    for (const f of [invited, offered]) {
      const res = await invite(job.id, f.company.id, customer.cookie)
      expect(res.status).toBe(409)
      expectError(res, 'already_invited')
    }
    // An offer without an invitation does not count toward the limit.
    const [row] = await db().select().from(contacts).where(eq(contacts.companyId, offered.company.id))
    expect(row?.invitedAt).toBeNull()
  })

  it('a job that is hired, closed, expired or past its lapse moment takes no invitations', async () => {
    const customer = await makeUser()
    const firm = await makeCompanyUser('Lukket ApS')
    for (const status of ['hired', 'closed', 'cancelled', 'expired'] as const) {
      const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, status })
      const res = await invite(job.id, firm.company.id, customer.cookie)
      expect(res.status).toBe(409)
      expectError(res, 'job_not_open')
    }
    const lapsed = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id })
    await db()
      .update(jobs)
      .set({ dueAt: clock.now() - 1 })
      .where(eq(jobs.id, lapsed.id))
    expectError(await invite(lapsed.id, firm.company.id, customer.cookie), 'job_not_open')
    expect(await db().select().from(contacts).where(eq(contacts.companyId, firm.company.id))).toEqual([])
  })

  it('an unknown or blocked company is company_not_found', async () => {
    const { customer, job } = await jobOfNewCustomer()
    const blocked = await makeCompanyUser('Blokeret ApS')
    await db().update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.user.id))
    for (const companyId of [999_999_999, blocked.company.id]) {
      const res = await invite(job.id, companyId, customer.cookie)
      expect(res.status).toBe(404)
      // Not the e-mail look-up's text: nobody typed an address here.
      expect(expectError(res, 'company_not_found').message).toBe(
        'Firmaet findes ikke eller er ikke længere aktivt på Opgavetorvet.',
      )
    }
  })

  it('a block that lands after the company was read still stops the invitation: 404, no contact, no mail, no notification', async () => {
    const { customer, job } = await jobOfNewCustomer()
    const admin = await makeUser({ role: 'admin' })
    const firm = await makeCompanyUser('Blokeret Undervejs ApS')
    const d1 = d1WithWriteBeforeBatch(() => setBlocked(db(), admin.user.id, firm.user.id, true))
    const invited = inviteCompany(database(d1), {
      customerId: customer.user.id,
      jobId: job.id,
      companyId: firm.company.id,
      origin: 'http://localhost:8787',
    })
    await expect(invited).rejects.toMatchObject({ code: 'company_not_found' })
    const [user] = await db().select({ status: users.status }).from(users).where(eq(users.id, firm.user.id))
    expect(user?.status).toBe('blocked')
    expect(await db().select().from(contacts).where(eq(contacts.jobId, job.id))).toEqual([])
    expect(await mailCount(firm.user.email ?? '', 'companyInvited')).toBe(0)
    expect(
      await db().select().from(notifications).where(eq(notifications.companyId, firm.company.id)),
    ).toEqual([])
  })

  it("only the job's owner: another customer 404, a company 403, a visitor 401", async () => {
    const { job } = await jobOfNewCustomer()
    const other = await makeUser()
    const firm = await makeCompanyUser('Udenfor ApS')
    const paths = [
      ['GET', `/api/customer/jobs/${job.id}/invitations/candidates`, undefined],
      ['POST', `/api/customer/jobs/${job.id}/invitations`, { companyId: firm.company.id }],
      ['POST', `/api/customer/jobs/${job.id}/invitations/by-email`, { email: firm.company.email }],
    ] as const
    for (const [method, path, body] of paths) {
      expect((await call(path, { method, body, cookie: other.cookie })).status, path).toBe(404)
      expect((await call(path, { method, body, cookie: firm.cookie })).status, path).toBe(403)
      expect((await call(path, { method, body })).status, path).toBe(401)
    }
    expect(await db().select().from(contacts).where(eq(contacts.jobId, job.id))).toEqual([])
  })
})

describe('inviting by e-mail', () => {
  const byEmail = (jobId: number, email: string, cookie: string) =>
    api(invitationsApi.inviteByEmail, { params: { jobId }, body: { email }, cookie })

  it("finds the company by its e-mail or its owner's, in any case", async () => {
    const { customer, job } = await jobOfNewCustomer()
    const one = await makeCompanyUser('Mail Et ApS')
    const two = await makeCompanyUser('Mail To ApS')
    const res = await byEmail(job.id, ` ${(one.company.email ?? '').toUpperCase()} `, customer.cookie)
    expect(res.status).toBe(201)
    expect(res.json.companyId).toBe(one.company.id)
    const owner = await byEmail(job.id, two.user.email ?? '', customer.cookie)
    expect(owner.status).toBe(201)
    expect(owner.json.companyId).toBe(two.company.id)
  })

  it("an unknown address, or a customer's, is company_email_unknown; a malformed one 422", async () => {
    const { customer, job } = await jobOfNewCustomer()
    for (const email of ['ingen@firma.dk', customer.user.email ?? '']) {
      const res = await byEmail(job.id, email, customer.cookie)
      expect(res.status).toBe(404)
      expect(expectError(res, 'company_email_unknown').message).toBe(
        'Vi fandt intet firma med den e-mailadresse.',
      )
    }
    expect((await byEmail(job.id, 'ikke en mail', customer.cookie)).status).toBe(422)
  })
})

describe('select firm: companies near the job', () => {
  it("lists the job's category and its parent's companies, nearest first with city and km, and marks the invited", async () => {
    const tree = await makeCategoryTree()
    const elsewhere = await makeCategoryTree()
    const { customer, job } = await jobOfNewCustomer({ categoryId: tree.sub.id, zip: '8000' })
    const far = await companyAt('Langt Væk ApS', '9000', 'Aalborg', tree.sub.id)
    const near = await companyAt('Tæt På ApS', '8660', 'Skanderborg', tree.top.id)
    const same = await companyAt('Lige Her ApS', '8000', 'Aarhus C', tree.sub.id)
    const other = await companyAt('Anden Branche ApS', '8000', 'Aarhus C', elsewhere.sub.id)
    await invite(job.id, far.company.id, customer.cookie)
    const byMail = await companyAt('Anden Kategori ApS', '6700', 'Esbjerg', elsewhere.top.id)
    await api(invitationsApi.inviteByEmail, {
      params: { jobId: job.id },
      body: { email: byMail.company.email ?? '' },
      cookie: customer.cookie,
    })

    const res = await api(invitationsApi.candidates, { params: { jobId: job.id }, cookie: customer.cookie })
    expect(res.status).toBe(200)
    const ids = res.json.companies.map((c: { id: number }) => c.id)
    // Every invited company is listed, also one outside the category (invited by e-mail).
    expect(ids).toEqual([same.company.id, near.company.id, far.company.id, byMail.company.id])
    expect(ids).not.toContain(other.company.id)
    expect(res.json.invitedCount).toBe(2)
    const [first, second, third] = res.json.companies
    expect(first).toMatchObject({ name: 'Lige Her ApS', city: 'Aarhus C', distanceKm: 0, invited: false })
    expect(second!.distanceKm).toBeGreaterThan(10)
    expect(second!.distanceKm).toBeLessThan(40)
    expect(third).toMatchObject({ city: 'Aalborg', invited: true, onJob: false })
    expect(third!.distanceKm).toBeGreaterThan(90)
  })

  it('a job posted at the trade itself lists the companies of its subcategories too', async () => {
    const tree = await makeCategoryTree()
    const { customer, job } = await jobOfNewCustomer({ categoryId: tree.top.id, zip: '8000' })
    const subFirm = await companyAt('Kun Underkategori ApS', '8000', 'Aarhus C', tree.sub.id)
    const res = await api(invitationsApi.candidates, { params: { jobId: job.id }, cookie: customer.cookie })
    expect(res.json.companies.map((c: { id: number }) => c.id)).toContain(subFirm.company.id)
  })

  it("puts higher plans in the job's top category first (pro-plus, pro, basic), then the nearest", async () => {
    const tree = await makeCategoryTree()
    const elsewhere = await makeCategoryTree()
    const { customer, job } = await jobOfNewCustomer({ categoryId: tree.sub.id, zip: '8000' })
    await companyAt('Basis Nær ApS', '8000', 'Aarhus C', tree.sub.id)
    const proFar = await companyAt('Pro Langt ApS', '9000', 'Aalborg', tree.sub.id)
    const proNear = await companyAt('Pro Nær ApS', '8660', 'Skanderborg', tree.top.id)
    const plusFarthest = await companyAt('Plus Længst ApS', '6700', 'Esbjerg', tree.sub.id)
    // A plan in another trade does not lift a company here.
    const plusElsewhere = await companyAt('Plus Andetsteds ApS', '8000', 'Aarhus C', tree.sub.id)
    const subscribe = (companyId: number, categoryId: number, plan: 'pro' | 'pro-plus') =>
      db()
        .insert(subscriptions)
        .values({
          companyId,
          categoryId,
          plan,
          periodStart: clock.now(),
          periodEnd: clock.now() + 86_400,
          paidOre: 1,
          updatedAt: 0,
        })
    await subscribe(proFar.company.id, tree.top.id, 'pro')
    await subscribe(proNear.company.id, tree.top.id, 'pro')
    await subscribe(plusFarthest.company.id, tree.top.id, 'pro-plus')
    await subscribe(plusElsewhere.company.id, elsewhere.top.id, 'pro-plus')

    const res = await api(invitationsApi.candidates, { params: { jobId: job.id }, cookie: customer.cookie })
    expect(res.status).toBe(200)
    const listed = res.json.companies.map((c: { name: string; plan: string }) => [c.name, c.plan])
    expect(listed).toEqual([
      ['Plus Længst ApS', 'pro-plus'],
      ['Pro Nær ApS', 'pro'],
      ['Pro Langt ApS', 'pro'],
      ['Basis Nær ApS', 'basic'],
      ['Plus Andetsteds ApS', 'basic'],
    ])
  })
})

describe('complaints', () => {
  const complain = (cookie: string, body: object) => api(invitationsApi.complaint, { rawBody: body, cookie })

  it('needs all three fields, each with the spec message', async () => {
    const customer = await makeUser()
    const res = await complain(`${customer.cookie}; lang=en`, {
      companyName: ' ',
      text: '\u200b',
      userName: '',
    })
    expect(res.status).toBe(422)
    const messages = Object.fromEntries(
      errorOf(res).issues!.map((i: { path: string; message: string }) => [i.path, i.message]),
    )
    expect(messages).toEqual({
      companyName: 'Please provide name of company',
      text: 'Please describe the problem',
      userName: 'Please enter your full name',
    })
  })

  it('is stored for the admin queue, and throttled per customer', async () => {
    const customer = await makeUser()
    const body = {
      companyName: 'Hansen Tømrer ApS',
      text: 'De kom aldrig.\r\nIngen svar.',
      userName: 'Mette Hansen',
    }
    for (let i = 0; i < 5; i++) expect((await complain(customer.cookie, body)).status).toBe(204)
    const rows = await db().select().from(complaints).where(eq(complaints.userId, customer.user.id))
    expect(rows).toHaveLength(5)
    expect(rows[0]).toMatchObject({ ...body, text: 'De kom aldrig.\nIngen svar.', handledAt: null })
    const sixth = await complain(customer.cookie, body)
    expect(sixth.status).toBe(429)
    expect(await db().select().from(complaints).where(eq(complaints.userId, customer.user.id))).toHaveLength(
      5,
    )
  })

  it('a company 403, a visitor 401', async () => {
    const firm = await makeCompanyUser('Klage ApS')
    const body = { companyName: 'X', text: 'Y', userName: 'Z' }
    expect((await complain(firm.cookie, body)).status).toBe(403)
    expectError(await api(invitationsApi.complaint, { body }), 'unauthenticated')
  })
})

describe('call-back requests', () => {
  const ask = (contactId: number, cookie?: string) =>
    api(invitationsApi.requestCallback, { params: { contactId }, cookie })

  it('sets the moment once on my live contact and mails that company once', async () => {
    const { customer, job } = await jobOfNewCustomer()
    const firm = await makeCompanyUser('Ring Op ApS')
    const contact = await makeContact({ job, companyId: firm.company.id, state: 'invited' })
    const first = await ask(contact.id, customer.cookie)
    expect(first.status).toBe(200)
    expect(first.json.callbackRequestedAt).toBeGreaterThan(0)
    const again = await ask(contact.id, customer.cookie)
    expect(again.json.callbackRequestedAt).toBe(first.json.callbackRequestedAt)
    const [row] = await db().select().from(contacts).where(eq(contacts.id, contact.id))
    expect(row?.callbackRequestedAt).toBe(first.json.callbackRequestedAt)
    expect(await mailCount(firm.company.email ?? '', 'callbackRequested')).toBe(1)
  })

  it('a company blocked after it was read is not mailed (the moment is still kept, as for any blocked company)', async () => {
    const { customer, job } = await jobOfNewCustomer()
    const admin = await makeUser({ role: 'admin' })
    const firm = await makeCompanyUser('Ring Ikke ApS')
    const contact = await makeContact({ job, companyId: firm.company.id, state: 'invited' })
    const d1 = d1WithWriteBeforeBatch(() => setBlocked(db(), admin.user.id, firm.user.id, true))
    const asked = await requestCallback(database(d1), customer.user.id, contact.id, 'http://localhost:8787')
    expect(asked.callbackRequestedAt).toBeGreaterThan(0)
    const [user] = await db().select({ status: users.status }).from(users).where(eq(users.id, firm.user.id))
    expect(user?.status).toBe('blocked')
    expect(await mailCount(firm.company.email ?? '', 'callbackRequested')).toBe(0)
  })

  it('a hired contact can be asked; a declined or withdrawn one cannot (409)', async () => {
    const { customer, job } = await jobOfNewCustomer()
    await db().update(jobs).set({ status: 'hired' }).where(eq(jobs.id, job.id))
    const hired = await makeHire({ job, companyId: (await makeCompanyUser('Hyret ApS')).company.id })
    expect((await ask(hired.id, customer.cookie)).status).toBe(200)
    for (const state of ['declined', 'withdrawn', 'expired'] as const) {
      const firm = await makeCompanyUser(`Slut ${state} ApS`)
      const contact = await makeContact({ job, companyId: firm.company.id, state })
      const res = await ask(contact.id, customer.cookie)
      expect(res.status, state).toBe(409)
      expect(await mailCount(firm.company.email ?? '', 'callbackRequested')).toBe(0)
    }
  })

  it('only on my own contacts: another customer 404, a company 403, a visitor 401; no phone 409', async () => {
    const { customer, job } = await jobOfNewCustomer()
    const firm = await makeCompanyUser('Privat ApS')
    const contact = await makeContact({ job, companyId: firm.company.id })
    const other = await makeUser()
    expect((await ask(contact.id, other.cookie)).status).toBe(404)
    expect((await ask(contact.id, firm.cookie)).status).toBe(403)
    expect((await ask(contact.id)).status).toBe(401)
    await db().update(users).set({ phone: null }).where(eq(users.id, customer.user.id))
    const noPhone = await ask(contact.id, `${customer.cookie}; lang=en`)
    expect(noPhone.status).toBe(409)
    expect(errorOf(noPhone).message).toBe(
      'Add a phone number to your profile first, so the company can call you.',
    )
    const [row] = await db().select().from(contacts).where(eq(contacts.id, contact.id))
    expect(row?.callbackRequestedAt).toBeNull()
  })
})
