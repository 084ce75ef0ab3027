import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invitationsApi } from '../../../domain/contract/invitations'
import { companyCategories, contacts, jobs, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api, call, expectError } from '../../test/client'
import { makeCategoryTree } from '../../test/factories'
import { makeContact, makeJob } from '../../test/market.fixtures'
import { mailsTo } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { invite } from './invitations.fixtures'

const db = () => database(env.DB)

const invitableJobs = (companyId: number, cookie?: string) =>
  api(invitationsApi.invitableJobs, { params: { companyId }, cookie })

const statesOf = (list: { jobs: { id: number; state: string }[] }) =>
  Object.fromEntries(list.jobs.map((job) => [job.id, job.state]))

describe("the 'open job' modal: my open jobs for a company on its profile", () => {
  it('lists only my open jobs, newest first, each with what inviting this company would meet', async () => {
    const customer = await makeUser()
    const firm = await makeCompanyUser('Profil Tømrer ApS')
    const other = await makeCategoryTree()
    const mine = (title: string, age: number, categoryId = firm.category.id) =>
      makeJob({ customerId: customer.user.id, categoryId, title, createdAt: clock.now() - age })
    const invitable = await mine('Ny terrasse', 10)
    const invited = await mine('Nyt gulv', 20)
    const offered = await mine('Nye vinduer', 30)
    const full = await mine('Nyt tag', 40)
    const otherTrade = await mine('Maling af stue', 50, other.sub.id)
    await makeContact({ job: invited, companyId: firm.company.id, state: 'invited' })
    await makeContact({ job: offered, companyId: firm.company.id, state: 'offered' })
    for (let i = 0; i < 3; i++) {
      const elsewhere = await makeCompanyUser(`Fuld ${i} ApS`)
      await makeContact({ job: full, companyId: elsewhere.company.id, state: 'invited' })
    }
    // Not listed: a job that no longer takes invitations, one past its lapse moment, another customer's.
    await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, status: 'hired' })
    const lapsed = await mine('Udløbet', 5)
    await db()
      .update(jobs)
      .set({ dueAt: clock.now() - 1 })
      .where(eq(jobs.id, lapsed.id))
    const stranger = await makeUser()
    await makeJob({ customerId: stranger.user.id, categoryId: firm.category.id })

    const res = await invitableJobs(firm.company.id, customer.cookie)
    expect(res.status).toBe(200)
    expect(res.json.company).toEqual({ id: firm.company.id, name: 'Profil Tømrer ApS' })
    expect(res.json.jobs.map((job) => job.title)).toEqual([
      'Ny terrasse',
      'Nyt gulv',
      'Nye vinduer',
      'Nyt tag',
      'Maling af stue',
    ])
    expect(statesOf(res.json)).toEqual({
      [invitable.id]: 'invitable',
      [invited.id]: 'invited',
      [offered.id]: 'onJob',
      [full.id]: 'limit',
      [otherTrade.id]: 'otherTrade',
    })
    expect(res.json.jobs[0]).toMatchObject({ category: firm.category.nameDa, createdAt: invitable.createdAt })
    const english = await api(invitationsApi.invitableJobs, {
      params: { companyId: firm.company.id },
      cookie: `${customer.cookie}; lang=en`,
    })
    expect(english.json.jobs[0]?.category).toBe(firm.category.nameEn)
  })

  it("a job at the company's trade or in a subcategory of a trade it chose is in its trade", async () => {
    const customer = await makeUser()
    const tree = await makeCategoryTree()
    const firm = await makeCompanyUser('Overkategori ApS')
    // It chose the whole trade: a job in a subcategory reaches it.
    await db().insert(companyCategories).values({
      companyId: firm.company.id,
      categoryId: tree.top.id,
    })
    const job = await makeJob({ customerId: customer.user.id, categoryId: tree.sub.id })
    const res = await invitableJobs(firm.company.id, customer.cookie)
    expect(statesOf(res.json)).toEqual({ [job.id]: 'invitable' })
  })

  it('inviting from the modal: the company is mailed once, the job then reads invited', async () => {
    const customer = await makeUser()
    const firm = await makeCompanyUser('Inviteret Fra Profil ApS')
    const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id })
    const res = await invite(job.id, firm.company.id, customer.cookie)
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({ companyId: firm.company.id, invitedCount: 1 })
    expect(await mailsTo(firm.company.email ?? '', 'companyInvited')).toHaveLength(1)
    expect(statesOf((await invitableJobs(firm.company.id, customer.cookie)).json)).toEqual({
      [job.id]: 'invited',
    })
    expectError(await invite(job.id, firm.company.id, customer.cookie), 'already_invited')
  })

  it('the limit stays exact when the modal is used from several tabs at once; the job then reads limit', async () => {
    const customer = await makeUser()
    const job = await makeJob({ customerId: customer.user.id, categoryId: (await makeCategoryTree()).sub.id })
    const firms = []
    for (let i = 0; i < 12; i++) firms.push(await makeCompanyUser(`Samtidig ${i} ApS`))
    const answers = await Promise.all(firms.map((f) => invite(job.id, f.company.id, customer.cookie)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3)
    for (const refused of answers.filter((a) => a.status !== 201)) expectError(refused, 'invitation_limit')
    const late = firms.find((_, i) => answers[i]?.status !== 201)
    const states = statesOf((await invitableJobs(late?.company.id ?? 0, customer.cookie)).json)
    expect(states[job.id]).toBe('limit')
    const invited = firms.find((_, i) => answers[i]?.status === 201)
    expect(statesOf((await invitableJobs(invited?.company.id ?? 0, customer.cookie)).json)[job.id]).toBe(
      'invited',
    )
  })

  it('a blocked, deleted or unknown company is never offered: 404 company_not_found; a malformed id 422', async () => {
    const customer = await makeUser()
    const blocked = await makeCompanyUser('Blokeret Profil ApS')
    const deleted = await makeCompanyUser('Slettet Profil ApS')
    await makeJob({ customerId: customer.user.id, categoryId: blocked.category.id })
    await db().update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.user.id))
    await db().update(users).set({ status: 'deleted' }).where(eq(users.id, deleted.user.id))
    for (const companyId of [blocked.company.id, deleted.company.id, 999_999_999]) {
      expectError(await invitableJobs(companyId, customer.cookie), 'company_not_found')
    }
    const malformed = await call('/api/customer/companies/abc/invitable-jobs', { cookie: customer.cookie })
    expect(malformed.status).toBe(422)
  })

  it("only my own jobs: another customer's job id is a 404 and nothing is written; a company 403, a visitor 401", async () => {
    const customer = await makeUser()
    const stranger = await makeUser()
    const firm = await makeCompanyUser('Ejerskab ApS')
    const theirs = await makeJob({ customerId: stranger.user.id, categoryId: firm.category.id })
    expect((await invitableJobs(firm.company.id, customer.cookie)).json.jobs).toEqual([])
    expect((await invite(theirs.id, firm.company.id, customer.cookie)).status).toBe(404)
    expect(await db().select().from(contacts).where(eq(contacts.jobId, theirs.id))).toEqual([])
    expect(await mailsTo(firm.company.email ?? '', 'companyInvited')).toHaveLength(0)
    expect((await invitableJobs(firm.company.id, firm.cookie)).status).toBe(403)
    expect((await invitableJobs(firm.company.id)).status).toBe(401)
  })
})
