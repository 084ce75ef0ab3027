import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { postJobApi } from '../../../domain/contract/jobs'
import { searchAgentsApi } from '../../../domain/contract/search-agents'
import {
  categories,
  companyCategories,
  jobAttributes,
  notifications,
  searchAgentHits,
  searchAgents,
} from '../../db/schema'
import { database } from '../../lib/db'
import { api, errorOf, expectError } from '../../test/client'
import { addQuestions, workQuestion } from '../../test/factories'
import { outboxFor } from '../../test/helpers'
import { makeJob } from '../../test/market.fixtures'
import { d1WithWriteBeforeBatch } from '../../test/race'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { setBlocked } from '../admin/set-blocked'
import { matchNewJobs } from './match-jobs'
import { sendDigests } from './send-digests'

vi.setConfig({ testTimeout: 60_000 })

const db = () => database(env.DB)
const origin = 'http://localhost:8787'

/** A company whose category asks 'Arbejde' (fjern / byg), and a customer to post there. */
async function market() {
  const firm = await makeCompanyUser()
  const [work] = await addQuestions(firm.category.id, [workQuestion])
  if (!work) throw new Error('attribute missing')
  const customer = await makeUser()
  return { firm, work, customer }
}

const save = (cookie: string, body: object) => api(searchAgentsApi.create, { rawBody: body, cookie })

/** The messages of `template` to `to`, links included once sent (the fake mailbox keeps them). */
async function mailsTo(to: string, template: string) {
  return (await outboxFor(to)).filter((row) => row.template === template)
}

describe('search agents', () => {
  it('a company keeps at most 20 agents, exactly, under 50 parallel saves', async () => {
    const { firm } = await market()
    const results = await Promise.all(
      Array.from({ length: 50 }, () => save(firm.cookie, { categoryId: firm.category.id })),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(20)
    expect(statuses.filter((s) => s === 409)).toHaveLength(30)
    expectError(results.find((r) => r.status === 409)!, 'agent_limit')
    const rows = await db().select().from(searchAgents).where(eq(searchAgents.companyId, firm.company.id))
    expect(rows).toHaveLength(20)
  })

  it('refuses an answer the category does not have and a postcode that does not exist', async () => {
    const { firm, work } = await market()
    const badAnswer = await save(firm.cookie, {
      categoryId: firm.category.id,
      answers: { [`a${work.id}`]: ['mal'] },
    })
    expect(badAnswer.status).toBe(422)
    const badZip = await save(firm.cookie, { categoryId: firm.category.id, zips: ['0001'] })
    expect(badZip.status).toBe(422)
  })

  it('a posted job that matches mails the company at once with a link to it; one that does not, nobody', async () => {
    const { firm, work, customer } = await market()
    const saved = await save(firm.cookie, {
      categoryId: firm.category.id,
      answers: { [`a${work.id}`]: ['byg'] },
      zips: ['8000'],
      regions: ['Region Hovedstaden'],
    })
    expect(saved.status).toBe(201)
    const res = await api(postJobApi.post, {
      body: {
        categoryId: firm.category.id,
        answers: { [`a${work.id}`]: ['fjern', 'byg'] },
        title: 'Ny carport',
        description: 'Carport til to biler.',
        zip: '8000',
        timing: 'flexible',
      },
      cookie: customer.cookie,
    })
    expect(res.status).toBe(201)
    const jobId = res.json.jobId as number
    const [mail, ...more] = await mailsTo(firm.company.email ?? '', 'agentMatch')
    expect(more).toHaveLength(0)
    expect(mail?.payload).toMatchObject({ job: 'Ny carport', link: `${origin}/firma/opgaver?jobid=${jobId}` })
    const [note] = await db().select().from(notifications).where(eq(notifications.companyId, firm.company.id))
    expect(note).toMatchObject({ type: 'agent_match', jobId, note: 'Ny carport', readAt: null })

    // A wrong answer, a zip outside, or a second run: no new mail.
    const remove = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, zip: '8000' })
    await db().insert(jobAttributes).values({ jobId: remove.id, attributeId: work.id, value: 'fjern' })
    await makeJob({
      customerId: customer.user.id,
      categoryId: firm.category.id,
      zip: '5000',
      region: 'Region Syddanmark',
    })
    const inRegion = await makeJob({
      customerId: customer.user.id,
      categoryId: firm.category.id,
      zip: '2100',
      region: 'Region Hovedstaden',
    })
    await db().insert(jobAttributes).values({ jobId: inRegion.id, attributeId: work.id, value: 'byg' })
    expect(await matchNewJobs(db(), origin)).toBe(1)
    expect(await matchNewJobs(db(), origin)).toBe(0)
    const mails = await mailsTo(firm.company.email ?? '', 'agentMatch')
    expect(mails.map((m) => m.payload.link).sort()).toEqual(
      [`${origin}/firma/opgaver?jobid=${jobId}`, `${origin}/firma/opgaver?jobid=${inRegion.id}`].sort(),
    )
  })

  it('two agents of one company finding one job tell it once; a job posted before the agent is never mailed', async () => {
    const { firm, customer } = await market()
    await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, title: 'Før agenten' })
    await save(firm.cookie, { categoryId: firm.category.id })
    await save(firm.cookie, { categoryId: firm.category.id, zips: ['8000'] })
    await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, title: 'Efter agenten' })
    expect(await matchNewJobs(db(), origin)).toBe(1)
    const mails = await mailsTo(firm.company.email ?? '', 'agentMatch')
    expect(mails.map((m) => m.payload.job)).toEqual(['Efter agenten'])
  })

  it('a daily agent mails nothing at once and one digest later, linking to the notifications', async () => {
    const { firm, customer } = await market()
    await save(firm.cookie, { categoryId: firm.category.id, delivery: 'daily' })
    await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, title: 'Tag på skur' })
    await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, title: 'Nyt gulv' })
    expect(await matchNewJobs(db(), origin)).toBe(2)
    expect(await mailsTo(firm.company.email ?? '', 'agentMatch')).toHaveLength(0)
    expect(await sendDigests(db(), origin)).toBe(1)
    expect(await sendDigests(db(), origin)).toBe(0)
    const [digest] = await mailsTo(firm.company.email ?? '', 'agentDigest')
    expect(digest?.payload).toMatchObject({ count: 2, link: `${origin}/firma/notifikationer` })
    expect(String(digest?.payload.jobs)).toContain('Tag på skur')
  })

  it('a company blocked while the agents run is mailed no instant match; its notification waits for the unblock', async () => {
    const admin = await makeUser({ role: 'admin' })
    await matchNewJobs(db(), origin)
    const { firm, customer } = await market()
    await save(firm.cookie, { categoryId: firm.category.id })
    const job = await makeJob({
      customerId: customer.user.id,
      categoryId: firm.category.id,
      title: 'Ny trappe',
    })
    // The block lands after the agents and the new jobs were read, before the batch that tells the company.
    const d1 = d1WithWriteBeforeBatch(() => setBlocked(db(), admin.user.id, firm.user.id, true))
    expect(await matchNewJobs(database(d1), origin)).toBe(1)
    expect(await mailsTo(firm.company.email ?? '', 'agentMatch')).toEqual([])
    const told = await db().select().from(notifications).where(eq(notifications.companyId, firm.company.id))
    expect(told.map((n) => [n.type, n.jobId])).toEqual([['agent_match', job.id]])
  })

  it('a company blocked between the digest’s reads and its batch is mailed nothing, its hits handled as if blocked before', async () => {
    const admin = await makeUser({ role: 'admin' })
    /** A company with a daily agent that found one job; the digest's run is the next thing to happen. */
    const dueDigest = async () => {
      // Other files' agents share this D1 (vitest.config.ts): their matches and due digests go first,
      // so this company's agent is the only one due.
      await matchNewJobs(db(), origin)
      await sendDigests(db(), origin)
      const { firm, customer } = await market()
      const agent = await save(firm.cookie, { categoryId: firm.category.id, delivery: 'daily' })
      await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, title: 'Ny carport' })
      expect(await matchNewJobs(db(), origin)).toBe(1)
      return { firm, agentId: Number(agent.json.id) }
    }
    /** What the run left: the agent's hits' mail times and its digest time. */
    const handled = async (agentId: number) => {
      const hits = await db().select().from(searchAgentHits).where(eq(searchAgentHits.agentId, agentId))
      const [row] = await db().select().from(searchAgents).where(eq(searchAgents.id, agentId))
      return { mailedAt: hits.map((hit) => hit.mailedAt), lastDigestAt: row?.lastDigestAt }
    }

    // The block lands after the agent, its jobs and its company (still active) were read.
    const raced = await dueDigest()
    const d1 = d1WithWriteBeforeBatch(() => setBlocked(db(), admin.user.id, raced.firm.user.id, true))
    expect(await sendDigests(database(d1), origin)).toBe(0)
    expect(await mailsTo(raced.firm.company.email ?? '', 'agentDigest')).toEqual([])
    // Nothing half-done, and the same end as a block before the run (below): the hits count as handled
    // and the agent waits a day, so no pile of old jobs is mailed at once when the company is unblocked.
    const after = await handled(raced.agentId)
    expect(after).toEqual({ mailedAt: [expect.any(Number)], lastDigestAt: after.mailedAt[0] })
    expect(await sendDigests(db(), origin)).toBe(0)

    const before = await dueDigest()
    await setBlocked(db(), admin.user.id, before.firm.user.id, true)
    expect(await sendDigests(db(), origin)).toBe(0)
    expect(await mailsTo(before.firm.company.email ?? '', 'agentDigest')).toEqual([])
    const readOut = await handled(before.agentId)
    expect(readOut).toEqual({ mailedAt: [expect.any(Number)], lastDigestAt: readOut.mailedAt[0] })
  })

  it('a job outside the company’s categories is no match (its link would not open)', async () => {
    const { firm, customer } = await market()
    const other = await makeCompanyUser('Anden Byg ApS')
    await save(firm.cookie, { categoryId: other.category.id })
    await makeJob({ customerId: customer.user.id, categoryId: other.category.id })
    expect(await matchNewJobs(db(), origin)).toBe(0)
  })

  it('a job posted at the trade reaches an agent on one of its subcategories, and an agent on the trade hears of its subcategories', async () => {
    const { firm, customer } = await market()
    const trade = firm.category
    const [sub] = await db()
      .insert(categories)
      .values({ parentId: trade.id, slug: `sa-sub-${trade.id}`, nameDa: 'Terrasse', nameEn: 'Decking' })
      .returning()
    const [sibling] = await db()
      .insert(categories)
      .values({ parentId: trade.id, slug: `sa-sib-${trade.id}`, nameDa: 'Tag', nameEn: 'Roof' })
      .returning()
    if (!sub || !sibling) throw new Error('no subcategory')
    // A firm that chose only Terrasse, with an agent on it.
    const subFirm = await makeCompanyUser('Kun Terrasse ApS')
    await db().delete(companyCategories).where(eq(companyCategories.companyId, subFirm.company.id))
    await db().insert(companyCategories).values({ companyId: subFirm.company.id, categoryId: sub.id })
    await save(subFirm.cookie, { categoryId: sub.id })
    await save(firm.cookie, { categoryId: trade.id })
    await makeJob({ customerId: customer.user.id, categoryId: trade.id, title: 'Hele faget' })
    await makeJob({ customerId: customer.user.id, categoryId: sub.id, title: 'Kun terrasse' })
    await makeJob({ customerId: customer.user.id, categoryId: sibling.id, title: 'Kun tag' })
    await matchNewJobs(db(), origin)
    const told = async (email: string | null) =>
      (await mailsTo(email ?? '', 'agentMatch')).map((m) => m.payload.job).sort()
    expect(await told(subFirm.company.email)).toEqual(['Hele faget', 'Kun terrasse'])
    expect(await told(firm.company.email)).toEqual(['Hele faget', 'Kun tag', 'Kun terrasse'])
  })

  it('a lone checkbox is asked and listed as Ja, not as its question twice', async () => {
    const { firm } = await market()
    const [lone] = await addQuestions(firm.category.id, [
      {
        kind: 'checkbox',
        labelDa: 'Materialer skal leveres',
        labelEn: 'Materials to be supplied',
        options: [],
      },
    ])
    if (!lone) throw new Error('attribute missing')
    const form = await api(searchAgentsApi.form, {
      query: { category: String(firm.category.id) },
      cookie: firm.cookie,
    })
    expect(form.status).toBe(200)
    const question = form.json.questions.find((q) => q.key === `a${lone.id}`)
    expect(question).toEqual({
      key: `a${lone.id}`,
      label: 'Materialer skal leveres',
      options: [{ value: 'yes', label: 'Ja' }],
    })
    await save(firm.cookie, { categoryId: firm.category.id, answers: { [`a${lone.id}`]: ['yes'] } })
    const list = await api(searchAgentsApi.list, { cookie: firm.cookie })
    expect(list.json.agents[0]?.criteria).toEqual([{ question: 'Materialer skal leveres', values: ['Ja'] }])
  })

  it('names the postcodes it does not know', async () => {
    const { firm } = await market()
    const one = await save(firm.cookie, { categoryId: firm.category.id, zips: ['8000', '0001'] })
    expect(errorOf(one).issues).toEqual([{ path: 'zips', message: 'Ukendt postnummer: 0001.' }])
    const two = await save(firm.cookie, { categoryId: firm.category.id, zips: ['0001', '8000', '0002'] })
    expect(errorOf(two).issues).toEqual([{ path: 'zips', message: 'Ukendte postnumre: 0001, 0002.' }])
  })

  it('a company sees and deletes only its own agents', async () => {
    const { firm } = await market()
    const other = await makeCompanyUser('Anden Byg ApS')
    const mine = await save(firm.cookie, { categoryId: firm.category.id })
    const list = await api(searchAgentsApi.list, { cookie: other.cookie })
    expect(list.status).toBe(200)
    expect(list.json.agents).toEqual([])
    const theirs = await api(searchAgentsApi.remove, {
      params: { agentId: mine.json.id },
      cookie: other.cookie,
    })
    expect(theirs.status).toBe(404)
    const own = await api(searchAgentsApi.list, { cookie: firm.cookie })
    expect(own.json.agents).toHaveLength(1)
    const gone = await api(searchAgentsApi.remove, { params: { agentId: mine.json.id }, cookie: firm.cookie })
    expect(gone.status).toBe(204)
  })
})
