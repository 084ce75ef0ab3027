import { describe, expect, it } from 'vitest'
import { hiddenJobsApi } from '../../../domain/contract/hidden-jobs'
import { api } from '../../test/client'
import { makeContact, makeJob, makeJobInTrade } from '../../test/market.fixtures'
import { logInAs, makeCompanyUser, makeUser } from '../account/account.fixtures'

const hidden = async (cookie: string) => (await api(hiddenJobsApi.list, { cookie })).json.jobIds

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
})
