import { describe, expect, it } from 'vitest'
import { call } from '../../test/client'
import { makeContact, makeJob } from '../../test/market.fixtures'
import { logInAs, makeCompanyUser, makeUser } from '../account/account.fixtures'

const hidden = async (cookie: string) => (await call('/api/company/hidden-jobs', { cookie })).json.jobIds

describe('hidden jobs', () => {
  it('a hidden job stays hidden for the company on another session (device), and undo shows it again', async () => {
    const firm = await makeCompanyUser()
    const customer = await makeUser()
    const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id })

    expect(
      (await call('/api/company/hidden-jobs', { cookie: firm.cookie, body: { jobId: job.id } })).status,
    ).toBe(204)
    // Hiding twice is no change.
    expect(
      (await call('/api/company/hidden-jobs', { cookie: firm.cookie, body: { jobId: job.id } })).status,
    ).toBe(204)

    const otherDevice = await logInAs(firm.user.id)
    expect(await hidden(otherDevice)).toEqual([job.id])

    const undo = await call(`/api/company/hidden-jobs/${job.id}`, { method: 'DELETE', cookie: otherDevice })
    expect(undo.status).toBe(204)
    expect(await hidden(firm.cookie)).toEqual([])
  })

  it('is per company: another company in the category sees nothing hidden and cannot undo it', async () => {
    const firm = await makeCompanyUser()
    const other = await makeCompanyUser('Jensen Byg ApS')
    const customer = await makeUser()
    const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id })
    // The other company may see the job too: invited to it.
    await makeContact({ job, companyId: other.company.id, state: 'invited' })

    await call('/api/company/hidden-jobs', { cookie: firm.cookie, body: { jobId: job.id } })
    expect(await hidden(other.cookie)).toEqual([])
    await call(`/api/company/hidden-jobs/${job.id}`, { method: 'DELETE', cookie: other.cookie })
    expect(await hidden(firm.cookie)).toEqual([job.id])
  })

  it('a job the company may not see is a 404, as if it did not exist', async () => {
    const firm = await makeCompanyUser()
    const stranger = await makeCompanyUser('Fremmed Tømrer ApS')
    const customer = await makeUser()
    const job = await makeJob({ customerId: customer.user.id, categoryId: stranger.category.id })
    const res = await call('/api/company/hidden-jobs', { cookie: firm.cookie, body: { jobId: job.id } })
    expect(res.status).toBe(404)
    expect(await hidden(firm.cookie)).toEqual([])
    const missing = await call('/api/company/hidden-jobs', { cookie: firm.cookie, body: { jobId: 999_999 } })
    expect(missing.status).toBe(404)
  })
})
