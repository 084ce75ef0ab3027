import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hiddenJobsApi } from '../../../domain/contract/hidden-jobs'
import { hiddenJobsShown } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api } from '../../test/client'
import { makeContact, makeJob, makeJobInTrade } from '../../test/market.fixtures'
import { logInAs, makeCompanyUser, makeUser } from '../account/account.fixtures'

const hidden = async (cookie: string) => (await api(hiddenJobsApi.list, { cookie })).json.jobIds
const showsHidden = async (cookie: string) => (await api(hiddenJobsApi.list, { cookie })).json.showHidden
const switchShowHidden = (cookie: string, showHidden: boolean) =>
  api(hiddenJobsApi.showHidden, { body: { showHidden }, cookie })

describe('hidden jobs', () => {
  it('a hidden job stays hidden for the company on another session (device), and undo shows it again', async () => {
    const { firm, job } = await makeJobInTrade()

    expect((await api(hiddenJobsApi.hide, { body: { jobId: job.id }, cookie: firm.cookie })).status).toBe(204)
    // Hiding twice is no change.
    expect((await api(hiddenJobsApi.hide, { body: { jobId: job.id }, cookie: firm.cookie })).status).toBe(204)

    const otherDevice = await logInAs(firm.user.id)
    expect(await hidden(otherDevice)).toEqual([job.id])

    const undo = await api(hiddenJobsApi.show, { params: { jobId: job.id }, cookie: otherDevice })
    expect(undo.status).toBe(204)
    expect(await hidden(firm.cookie)).toEqual([])
  })

  it('is per company: another company in the category sees nothing hidden and cannot undo it', async () => {
    const { firm, job } = await makeJobInTrade()
    const other = await makeCompanyUser('Jensen Byg ApS')
    // The other company may see the job too: invited to it.
    await makeContact({ job, companyId: other.company.id, state: 'invited' })

    await api(hiddenJobsApi.hide, { body: { jobId: job.id }, cookie: firm.cookie })
    expect(await hidden(other.cookie)).toEqual([])
    await api(hiddenJobsApi.show, { params: { jobId: job.id }, cookie: other.cookie })
    expect(await hidden(firm.cookie)).toEqual([job.id])
  })

  it('a job the company may not see is a 404, as if it did not exist', async () => {
    const firm = await makeCompanyUser()
    const stranger = await makeCompanyUser('Fremmed Tømrer ApS')
    const customer = await makeUser()
    const job = await makeJob({ customerId: customer.user.id, categoryId: stranger.category.id })
    const res = await api(hiddenJobsApi.hide, { body: { jobId: job.id }, cookie: firm.cookie })
    expect(res.status).toBe(404)
    expect(await hidden(firm.cookie)).toEqual([])
    const missing = await api(hiddenJobsApi.hide, { body: { jobId: 999_999 }, cookie: firm.cookie })
    expect(missing.status).toBe(404)
  })
  it("'Vis skjulte' is remembered for the company on every device for 365 days (the spec's showallwork), and off when switched off", async () => {
    const { firm } = await makeJobInTrade()
    const other = await makeCompanyUser('Andersen Byg ApS')
    expect(await showsHidden(firm.cookie)).toBe(false)

    expect((await switchShowHidden(firm.cookie, true)).status).toBe(204)
    const otherDevice = await logInAs(firm.user.id)
    expect(await showsHidden(otherDevice)).toBe(true)
    // Per company.
    expect(await showsHidden(other.cookie)).toBe(false)
    // Switched on 364 days ago it is still on, 365 days ago no longer; switching it on again counts anew.
    const switchedOn = (daysAgo: number) =>
      database(env.DB)
        .update(hiddenJobsShown)
        .set({ since: clock.now() - daysAgo * 86_400 })
        .where(eq(hiddenJobsShown.companyId, firm.company.id))
    await switchedOn(364)
    expect(await showsHidden(firm.cookie)).toBe(true)
    await switchedOn(365)
    expect(await showsHidden(firm.cookie)).toBe(false)
    expect((await switchShowHidden(firm.cookie, true)).status).toBe(204)
    expect(await showsHidden(otherDevice)).toBe(true)

    expect((await switchShowHidden(otherDevice, false)).status).toBe(204)
    expect(await showsHidden(firm.cookie)).toBe(false)
    // Off twice is no change; a body that is not a yes or no is refused.
    expect((await switchShowHidden(firm.cookie, false)).status).toBe(204)
    const bad = await api(hiddenJobsApi.showHidden, { rawBody: { showHidden: 'ja' }, cookie: firm.cookie })
    expect(bad.status).toBe(422)
  })
})
