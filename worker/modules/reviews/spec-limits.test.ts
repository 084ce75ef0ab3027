import { describe, expect, it } from 'vitest'
import { customerReviewsApi } from '../../../domain/contract/reviews'
import { api } from '../../test/client'
import { makeHire, makeJob } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

/** A finished job (closed, its hired contact completed) its customer may review. */
async function finished() {
  const firm = await makeCompanyUser('Grænse Tømrer ApS')
  const customer = await makeUser({ name: 'Mette Larsen' })
  const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, status: 'closed' })
  const contact = await makeHire({ job, companyId: firm.company.id, state: 'completed' })
  return { firm, customer, contact }
}

/**
 * Spec sections 5 and 9 at the boundary: a rating is a whole number of stars from 1 to 5, both ends
 * included. The refusals (0, 3.5, 6) are in reviews.test.ts.
 */
describe('a review’s rating', () => {
  it.each([1, 5])('takes %i stars', async (rating) => {
    const { firm, customer, contact } = await finished()
    const res = await api(customerReviewsApi.create, {
      params: { contactId: contact.id },
      body: { rating, title: 'Grænsen', text: 'Stjernerne tæller.', categoryId: firm.category.id },
      cookie: customer.cookie,
    })
    expect(res.status).toBe(201)
    expect(res.json.rating).toBe(rating)
  })
})
