import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jobs } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { makeContact, makeJob } from '../../test/market.fixtures'
import { contactStateOf, jobById, lifecycleLogOf } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { expireLapsed } from './expire-lapsed'

const db = () => database(env.DB)
const statusOf = async (id: number) => (await jobById(id))?.status

afterEach(() => vi.restoreAllMocks())

describe('the cron expires lapsed offers and jobs', () => {
  it('a lapsed offer expires, a live one stays; a lapsed job expires with its live contacts, a hired job is untouched', async () => {
    const customer = await makeUser()
    const one = await makeCompanyUser('Udløb Et ApS')
    const two = await makeCompanyUser('Udløb To ApS')
    const now = clock.now()

    const job = await makeJob({ customerId: customer.user.id, categoryId: one.category.id })
    const lapsedOffer = await makeContact({ job, companyId: one.company.id, dueAt: now - 1 })
    const liveOffer = await makeContact({ job, companyId: two.company.id, dueAt: now + 3600 })

    const lapsedJob = await makeJob({ customerId: customer.user.id, categoryId: one.category.id })
    await db()
      .update(jobs)
      .set({ dueAt: now - 1 })
      .where(eq(jobs.id, lapsedJob.id))
    const invited = await makeContact({ job: lapsedJob, companyId: one.company.id, state: 'invited' })
    const offered = await makeContact({ job: lapsedJob, companyId: two.company.id, dueAt: now + 3600 })

    const hiredJob = await makeJob({
      customerId: customer.user.id,
      categoryId: one.category.id,
      status: 'hired',
    })
    await db()
      .update(jobs)
      .set({ dueAt: now - 1 })
      .where(eq(jobs.id, hiredJob.id))

    const result = await expireLapsed(db())
    expect(result.offers).toBeGreaterThanOrEqual(1)
    expect(result.jobs).toBeGreaterThanOrEqual(1)
    expect(await contactStateOf(lapsedOffer.id)).toBe('expired')
    expect(await contactStateOf(liveOffer.id)).toBe('offered')
    expect(await statusOf(job.id)).toBe('open')
    expect(await statusOf(lapsedJob.id)).toBe('expired')
    expect(await contactStateOf(invited.id)).toBe('declined')
    expect(await contactStateOf(offered.id)).toBe('declined')
    expect(await statusOf(hiredJob.id)).toBe('hired')

    const log = await lifecycleLogOf('contact', [offered.id])
    expect(log).toMatchObject([{ transition: 'endWithJob', actorRole: 'system', fromState: 'offered' }])

    // A second run finds nothing more to do.
    const again = await expireLapsed(db())
    expect(await contactStateOf(liveOffer.id)).toBe('offered')
    expect(again.jobs).toBe(0)
  })
})
