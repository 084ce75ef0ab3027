import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyReviewsApi, customerReviewsApi, profilesApi } from '../../../domain/contract/reviews'
import { reviews } from '../../db/schema'
import { database } from '../../lib/db'
import { api, call } from '../../test/client'
import { makeHire, makeJob } from '../../test/market.fixtures'
import { jsonLd, waitForHit } from '../../test/pages'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

const db = () => database(env.DB)

type Firm = Awaited<ReturnType<typeof makeCompanyUser>>

/** A customer of a finished job of `firm` reviews it. */
async function reviewBy(firm: Firm, name: string, rating: number, title: string) {
  const customer = await makeUser({ name })
  const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, status: 'closed' })
  const contact = await makeHire({ job, companyId: firm.company.id, state: 'completed' })
  const made = await api(customerReviewsApi.create, {
    params: { contactId: contact.id },
    body: { rating, title, text: 'Godt arbejde.', categoryId: firm.category.id },
    cookie: customer.cookie,
  })
  expect(made.status).toBe(201)
  return { customer, contact, reviewId: made.json.id as number }
}

describe('review-cancel: the author withdraws a review', () => {
  it('leaves the profile, the rating, the widget and my list; the row is kept with who and when', async () => {
    const firm = await makeCompanyUser('Trækker Tømrer ApS')
    const kept = await reviewBy(firm, 'Mette Larsen', 5, 'Flot arbejde')
    const gone = await reviewBy(firm, 'Ole Hansen', 1, 'Kom aldrig')
    const path = `/${firm.company.slug}`
    const before = await waitForHit(path)
    expect(before.text).toContain('3,0 ud af 5 (2 anmeldelser)')
    expect(before.text).toContain('Kom aldrig')

    const mine = await api(customerReviewsApi.mine, { cookie: gone.customer.cookie })
    expect(mine.status).toBe(200)
    expect(mine.json.items).toMatchObject([
      { id: gone.reviewId, title: 'Kom aldrig', company: { slug: firm.company.slug } },
    ])

    const res = await api(customerReviewsApi.withdraw, {
      params: { reviewId: gone.reviewId },
      cookie: gone.customer.cookie,
    })
    expect(res.status).toBe(204)

    // The profile's cache key is new at once: the review and its stars are gone from the page.
    const after = await call(path)
    expect(after.headers.get('x-edge-cache')).toBe('MISS')
    expect(after.text).not.toContain('Kom aldrig')
    expect(after.text).toContain('5,0 ud af 5 (1 anmeldelse)')
    expect(jsonLd(after.text)).toMatchObject({ aggregateRating: { ratingValue: 5, reviewCount: 1 } })
    const profile = await api(profilesApi.get, { params: { slug: firm.company.slug } })
    expect(profile.json.rating).toEqual({ average: 5, count: 1 })
    expect(profile.json.reviews.items.map((r: { id: number }) => r.id)).toEqual([kept.reviewId])
    const widget = await call(`/widget/${firm.company.slug}`)
    expect(widget.text).toContain('5,0 ud af 5 (1 anmeldelse)')
    expect(widget.text).not.toContain('Kom aldrig')
    const company = await api(companyReviewsApi.list, { cookie: firm.cookie })
    expect(company.json.rating).toEqual({ average: 5, count: 1 })

    expect((await api(customerReviewsApi.mine, { cookie: gone.customer.cookie })).json.items).toEqual([])
    const [row] = await db().select().from(reviews).where(eq(reviews.id, gone.reviewId))
    expect(row).toMatchObject({ title: 'Kom aldrig', withdrawnBy: gone.customer.user.id })
    expect(row?.withdrawnAt).toEqual(expect.any(Number))

    // Once: the job stays reviewed, a second withdrawal finds nothing, the company cannot reply to it.
    const again = await api(customerReviewsApi.withdraw, {
      params: { reviewId: gone.reviewId },
      cookie: gone.customer.cookie,
    })
    expect(again.status).toBe(404)
    const reviewable = await api(customerReviewsApi.reviewable, { cookie: gone.customer.cookie })
    expect(reviewable.json.items).toEqual([])
    const reply = await api(companyReviewsApi.comment, {
      params: { reviewId: gone.reviewId },
      body: { comment: 'Det er ikke rigtigt' },
      cookie: firm.cookie,
    })
    expect(reply.status).toBe(404)
  })

  it('is the author’s alone: another customer 404, the company 403, anonymous 401', async () => {
    const firm = await makeCompanyUser()
    const { reviewId } = await reviewBy(firm, 'Mette Larsen', 4, 'Fint')
    const other = await makeUser()
    const del = (cookie?: string) =>
      call(`/api/customer/reviews/${reviewId}`, { method: 'DELETE', ...(cookie ? { cookie } : {}) })
    expect((await del(other.cookie)).status).toBe(404)
    expect((await del(firm.cookie)).status).toBe(403)
    expect((await del()).status).toBe(401)
    const [row] = await db().select().from(reviews).where(eq(reviews.id, reviewId))
    expect(row?.withdrawnAt).toBeNull()
  })
})

describe('the company withdraws its reply', () => {
  it('only its own: the reply leaves the profile; another company 404, a customer 403', async () => {
    const firm = await makeCompanyUser('Svar Tømrer ApS')
    const { customer, reviewId } = await reviewBy(firm, 'Mette Larsen', 4, 'Fint')
    const put = await api(companyReviewsApi.comment, {
      params: { reviewId },
      body: { comment: 'Tak, Mette!' },
      cookie: firm.cookie,
    })
    expect(put.status).toBe(200)
    const path = `/${firm.company.slug}`
    expect((await waitForHit(path)).text).toContain('Tak, Mette!')

    const other = await makeCompanyUser()
    const del = (cookie?: string) =>
      call(`/api/company/reviews/${reviewId}/comment`, { method: 'DELETE', ...(cookie ? { cookie } : {}) })
    expect((await del(other.cookie)).status).toBe(404)
    expect((await del(customer.cookie)).status).toBe(403)
    expect((await del()).status).toBe(401)
    const [kept] = await db().select().from(reviews).where(eq(reviews.id, reviewId))
    expect(kept?.comment).toBe('Tak, Mette!')

    const res = await del(firm.cookie)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ id: reviewId, comment: null, commentedAt: null })
    const after = await call(path)
    expect(after.headers.get('x-edge-cache')).toBe('MISS')
    expect(after.text).not.toContain('Tak, Mette!')
    expect(after.text).toContain('Fint')
  })
})

describe('the review count and the JSON-LD address', () => {
  it('reads 1 anmeldelse / 2 anmeldelser on the profile and in the widget; JSON-LD url is the canonical one', async () => {
    const firm = await makeCompanyUser()
    await reviewBy(firm, 'Mette Larsen', 4, 'Fint')
    const one = await call(`/${firm.company.slug}`)
    expect(one.text).toContain('4,0 ud af 5 (1 anmeldelse)')
    expect(one.text).not.toContain('(1 anmeldelser)')
    expect(jsonLd(one.text).url).toBe(`https://opgavetorvet.dk/${firm.company.slug}`)
    expect(one.text).toContain(`<link rel="canonical" href="https://opgavetorvet.dk/${firm.company.slug}" />`)
    const widgetOne = await call(`/widget/${firm.company.slug}`)
    expect(widgetOne.text).toContain('4,0 ud af 5 (1 anmeldelse)')
    expect(
      (await call(`/widget/${firm.company.slug}?lang=en`, { headers: { Cookie: 'lang=en' } })).text,
    ).toContain('4.0 out of 5 (1 review)')

    await reviewBy(firm, 'Ole Hansen', 5, 'Super')
    expect((await call(`/${firm.company.slug}`)).text).toContain('4,5 ud af 5 (2 anmeldelser)')
    expect((await call(`/widget/${firm.company.slug}`)).text).toContain('4,5 ud af 5 (2 anmeldelser)')
  })
})
