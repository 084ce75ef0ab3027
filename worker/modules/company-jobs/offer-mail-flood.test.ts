import { describe, expect, it } from 'vitest'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import { api } from '../../test/client'
import { makeOffer } from '../../test/market.fixtures'
import { mailsTo } from '../../test/reads'
import { reofferMailLimit } from './send-offer'

const offer = { priceOre: 1_250_050, text: 'Vi kan gå i gang i uge 12.' }

/**
 * Withdrawing an offer and sending it again mails the customer each time. A company must not be able to
 * flood a customer's inbox by doing that in a loop: after a few such mails a day on one contact, the
 * offer still goes through but the customer is not mailed again (they see it on the job).
 */
describe('offer, withdraw, offer … in a loop', () => {
  it(`mails the customer at most ${reofferMailLimit.max} times a day about one contact`, async () => {
    const { customer, firm, job } = await makeOffer()
    const params = { jobId: job.id }
    for (let i = 0; i < reofferMailLimit.max + 4; i++) {
      expect((await api(companyJobsApi.withdraw, { params, cookie: firm.cookie })).status).toBe(200)
      const sent = await api(companyJobsApi.offer, { params, body: offer, cookie: firm.cookie })
      expect(sent.status).toBe(200)
      expect(sent.json.job.contact?.state).toBe('offered')
    }
    expect(await mailsTo(customer.user.email, 'newOffer')).toHaveLength(reofferMailLimit.max)
  })
})
