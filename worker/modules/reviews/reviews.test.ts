import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyReviewsApi, customerReviewsApi, profilesApi } from '../../../domain/contract/reviews'
import { reviewMailsPerDay, reviewMailsPerMonth, reviewMailWindowKeys } from '../../../domain/rules/reviews'
import {
  notifications,
  outbox,
  priceLists,
  reviewInvitations,
  reviewMailQuota,
  reviews,
  users,
} from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api, call, errorOf, expectError } from '../../test/client'
import { makeContact, makeHire, makeJob } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

const db = () => database(env.DB)

/**
 * A company, its customer and a contact between them in `state`: an offer on an open job, a hire the job
 * records, or a finished job (closed, its hired contact completed).
 */
async function finished(state: 'completed' | 'hired' | 'offered' = 'completed') {
  const firm = await makeCompanyUser('Anmeld Tømrer ApS')
  const customer = await makeUser({ name: 'Mette Larsen' })
  const status = ({ completed: 'closed', hired: 'hired', offered: 'open' } as const)[state]
  const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, status })
  if (state === 'offered')
    return { firm, customer, job, contact: await makeContact({ job, companyId: firm.company.id }) }
  return { firm, customer, job, contact: await makeHire({ job, companyId: firm.company.id, state }) }
}

const review = (categoryId: number, over: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'Flot terrasse',
  text: 'Kom til tiden og ryddede op efter sig.',
  categoryId,
  ...over,
})

/** Posts a review of the contact's job as the holder of `cookie` (undefined: nobody logged in). */
const postReview = (cookie: string | undefined, contactId: number, body: ReturnType<typeof review>) =>
  api(customerReviewsApi.create, { params: { contactId }, body, cookie })

describe('writing a review', () => {
  it('the customer of a finished job reviews its company once; it shows as Verificeret on the profile', async () => {
    const { firm, customer, contact } = await finished()
    const res = await postReview(customer.cookie, contact.id, review(firm.category.id, { rating: 4 }))
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({ rating: 4, author: 'Mette L.', verified: true, viaInvitation: false })

    const again = await postReview(customer.cookie, contact.id, review(firm.category.id))
    expect(again.status).toBe(409)
    expectError(again, 'already_reviewed')

    const profile = await api(profilesApi.get, { params: { slug: firm.company.slug } })
    expect(profile.status).toBe(200)
    expect(profile.json.rating).toEqual({ average: 4, count: 1 })
    expect(profile.json.reviews.items[0]).toMatchObject({ title: 'Flot terrasse', verified: true })
  })

  it('exactly one of 20 parallel first reviews goes in', async () => {
    const { firm, customer, contact } = await finished()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postReview(customer.cookie, contact.id, review(firm.category.id, { title: `Forsøg ${i}` })),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
    const rows = await db().select().from(reviews).where(eq(reviews.contactId, contact.id))
    expect(rows).toHaveLength(1)
    // The company is told of the one review that went in, once.
    const told = await db().select().from(notifications).where(eq(notifications.companyId, firm.company.id))
    expect(told.map((n) => n.type)).toEqual(['new_review'])
  })

  it('tells the company of the new review in its notifications (it may reply under it)', async () => {
    const { firm, customer, contact, job } = await finished()
    expect((await postReview(customer.cookie, contact.id, review(firm.category.id))).status).toBe(201)
    const told = await db().select().from(notifications).where(eq(notifications.companyId, firm.company.id))
    expect(told).toEqual([expect.objectContaining({ type: 'new_review', note: job.title, readAt: null })])
  })

  it('refuses a job that is not finished (hired is not enough) with 409', async () => {
    for (const state of ['hired', 'offered'] as const) {
      const { firm, customer, contact } = await finished(state)
      const res = await postReview(customer.cookie, contact.id, review(firm.category.id))
      expect(res.status).toBe(409)
      expectError(res, 'not_reviewable')
    }
  })

  it('another customer, the company and an anonymous visitor cannot review the contact', async () => {
    const { firm, contact } = await finished()
    const other = await makeUser()
    const body = review(firm.category.id)
    expect((await postReview(other.cookie, contact.id, body)).status).toBe(404)
    expect((await postReview(firm.cookie, contact.id, body)).status).toBe(403)
    expectError(await postReview(undefined, contact.id, body), 'unauthenticated')
    const rows = await db().select().from(reviews).where(eq(reviews.contactId, contact.id))
    expect(rows).toHaveLength(0)
  })

  it('answers the spec’s texts for a missing rating and for empty fields', async () => {
    const { firm, customer, contact } = await finished()
    const post = (body: object, lang = 'en') =>
      api(customerReviewsApi.create, {
        params: { contactId: contact.id },
        rawBody: body,
        cookie: `${customer.cookie}; lang=${lang}`,
      })
    const noStars = await post(review(firm.category.id, { rating: 0 }))
    expect(noStars.status).toBe(422)
    expect(errorOf(noStars).issues).toContainEqual({
      path: 'rating',
      message: 'Please select number of stars you want to give (1-5).',
    })
    const half = await post(review(firm.category.id, { rating: 3.5 }))
    expect(half.status).toBe(422)
    const empty = await post(review(firm.category.id, { title: '  ', text: '' }))
    expect(empty.status).toBe(422)
    expect(errorOf(empty).issues).toContainEqual({ path: 'title', message: 'All fields must be filled' })
    expect(errorOf(empty).issues).toContainEqual({ path: 'text', message: 'All fields must be filled' })
    const foreignCategory = await post(review(999_999))
    expect(foreignCategory.status).toBe(422)
    const danish = await post(review(firm.category.id, { rating: 6 }), 'da-DK')
    expect(errorOf(danish).issues?.[0]?.message).toBe('Vælg hvor mange stjerner du vil give (1-5).')
  })

  it('lists only my finished, unreviewed jobs', async () => {
    const { firm, customer, contact } = await finished()
    const list = await api(customerReviewsApi.reviewable, { cookie: customer.cookie })
    expect(list.status).toBe(200)
    expect(list.json.items.map((i: { contactId: number }) => i.contactId)).toEqual([contact.id])
    expect(list.json.items[0]!.company.slug).toBe(firm.company.slug)
    const other = await makeUser()
    const none = await api(customerReviewsApi.reviewable, { cookie: other.cookie })
    expect(none.json.items).toEqual([])
  })
})

describe('the company replies', () => {
  it('replies under a review of its own; another company gets 404, a customer 403', async () => {
    const { firm, customer, contact } = await finished()
    const made = await postReview(customer.cookie, contact.id, review(firm.category.id))
    const id = made.json.id
    const other = await makeCompanyUser()
    const body = { comment: 'Tak for ordren!' }
    expect(
      (await api(companyReviewsApi.comment, { params: { reviewId: id }, body, cookie: other.cookie })).status,
    ).toBe(404)
    expect(
      (await api(companyReviewsApi.comment, { params: { reviewId: id }, body, cookie: customer.cookie }))
        .status,
    ).toBe(403)
    expectError(await api(companyReviewsApi.comment, { params: { reviewId: id }, body }), 'unauthenticated')
    const [untouched] = await db().select().from(reviews).where(eq(reviews.id, id))
    expect(untouched).toMatchObject({ comment: null, commentedAt: null })
    const empty = await api(companyReviewsApi.comment, {
      params: { reviewId: id },
      body: { comment: '   ' },
      cookie: firm.cookie,
    })
    expect(empty.status).toBe(422)
    const ok = await api(companyReviewsApi.comment, { params: { reviewId: id }, body, cookie: firm.cookie })
    expect(ok.status).toBe(200)
    expect(ok.json.comment).toBe('Tak for ordren!')
    const mine = await api(companyReviewsApi.list, { cookie: firm.cookie })
    expect(mine.json.reviews.items[0]!.comment).toBe('Tak for ordren!')
    const otherList = await api(companyReviewsApi.list, { cookie: other.cookie })
    expect(otherList.json.reviews.total).toBe(0)
    const profile = await api(profilesApi.get, { params: { slug: firm.company.slug } })
    expect(profile.json.reviews.items[0]!.comment).toBe('Tak for ordren!')
  })
})

describe('the public profile', () => {
  it('is a 404 for an unknown slug and for a blocked company', async () => {
    expectError(await api(profilesApi.get, { params: { slug: 'findes-ikke-firma' } }), 'not_found')
    const firm = await makeCompanyUser()
    await db().update(users).set({ status: 'blocked' }).where(eq(users.id, firm.user.id))
    expectError(await api(profilesApi.get, { params: { slug: firm.company.slug } }), 'not_found')
  })

  it('counts the company’s price lists (the profile links to them)', async () => {
    const firm = await makeCompanyUser()
    expect((await api(profilesApi.get, { params: { slug: firm.company.slug } })).json.priceLists).toBe(0)
    await db()
      .insert(priceLists)
      .values({ companyId: firm.company.id, categoryId: firm.category.id, updatedAt: clock.now() })
    const after = await api(profilesApi.get, { params: { slug: firm.company.slug } })
    expect(after.json).toMatchObject({
      priceLists: 1,
      cvrVerified: true,
      plan: 'basic',
      areas: ['Region Midtjylland'],
    })
  })

  it('pages reviews ten at a time, newest first', async () => {
    const firm = await makeCompanyUser()
    const customer = await makeUser()
    const now = clock.now()
    for (let i = 0; i < 12; i++) {
      const job = await makeJob({
        customerId: customer.user.id,
        categoryId: firm.category.id,
        status: 'closed',
      })
      const contact = await makeHire({ job, companyId: firm.company.id, state: 'completed' })
      await db()
        .insert(reviews)
        .values({
          contactId: contact.id,
          companyId: firm.company.id,
          customerId: customer.user.id,
          categoryId: firm.category.id,
          rating: i % 2 === 0 ? 5 : 4,
          title: `Anmeldelse ${i}`,
          text: 'Fint arbejde.',
          createdAt: now - 1000 + i,
          updatedAt: now - 1000 + i,
        })
    }
    const first = await api(profilesApi.get, { params: { slug: firm.company.slug } })
    expect(first.json.rating).toEqual({ average: 4.5, count: 12 })
    expect(first.json.reviews).toMatchObject({ page: 1, pageCount: 2, total: 12 })
    expect(first.json.reviews.items).toHaveLength(10)
    expect(first.json.reviews.items[0]!.title).toBe('Anmeldelse 11')
    const second = await api(profilesApi.get, { params: { slug: firm.company.slug }, query: { side: '2' } })
    expect(second.json.reviews.items.map((r: { title: string }) => r.title)).toEqual([
      'Anmeldelse 1',
      'Anmeldelse 0',
    ])
  })
})

describe('‘Bliv ringet op’ on the profile', () => {
  it('asks the company to call about my live job with it; without one 409; a company 403, anonymous 401', async () => {
    const { firm, customer } = await finished('hired')
    const path = `/api/profiles/${firm.company.slug}/callback`
    const ok = await call(path, { cookie: customer.cookie, body: {} })
    expect(ok.status).toBe(200)
    expect(ok.json.callbackRequestedAt).toBeGreaterThan(0)
    const stranger = await makeUser()
    const none = await call(path, { cookie: stranger.cookie, body: {} })
    expect(none.status).toBe(409)
    expect((await call(path, { cookie: firm.cookie, body: {} })).status).toBe(403)
    expect((await call(path, { body: {} })).status).toBe(401)
    expect(
      (
        await api(profilesApi.callback, {
          params: { slug: 'intet-firma-xyz' },
          cookie: customer.cookie,
        })
      ).status,
    ).toBe(404)
  })
})

/** The company has already sent this many review mails this month and today. */
async function quotaUsed(companyId: number, used: { month: number; day: number }) {
  const keys = reviewMailWindowKeys(clock.now())
  await db().insert(reviewMailQuota).values({
    companyId,
    monthKey: keys.month,
    monthCount: used.month,
    dayKey: keys.day,
    dayCount: used.day,
    nonce: 'x',
  })
}

async function invite(cookie: string, text: string) {
  return api(companyReviewsApi.invite, { body: { text }, cookie: `${cookie}; lang=en` })
}

describe('review invitations', () => {
  it('mails every address found in pasted text through the outbox; a review through the link says so', async () => {
    const { firm, customer, contact } = await finished()
    const text = `Kunder: Mette <${customer.user.email}>, ole@example.com; ugyldig@example.xyz og ${customer.user.email}`
    const res = await invite(firm.cookie, text)
    expect(res.status).toBe(202)
    expect(res.json.sent).toEqual([customer.user.email?.toLowerCase(), 'ole@example.com'])
    expect(res.json.quota).toMatchObject({ monthSent: 2, daySent: 2 })
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, customer.user.email?.toLowerCase() ?? ''))
    expect(mail?.template).toBe('reviewInvitation')
    const link = String((mail?.payload as Record<string, string> | undefined)?.link)
    const token = new URL(link).searchParams.get('inv') ?? ''
    expect(link).toContain('/bruger/anmeld?inv=')

    const list = await api(customerReviewsApi.reviewable, {
      query: { inv: String(token) },
      cookie: customer.cookie,
    })
    expect(list.json.invitedBy).toEqual({ slug: firm.company.slug, name: firm.company.name })
    expect(list.json.items).toHaveLength(1)
    const made = await postReview(
      customer.cookie,
      contact.id,
      review(firm.category.id, { invitation: token }),
    )
    expect(made.status).toBe(201)
    expect(made.json.viaInvitation).toBe(true)
  })

  it('refuses text without an address (422), a customer (403) and an anonymous caller (401)', async () => {
    const firm = await makeCompanyUser()
    const customer = await makeUser()
    expect((await invite(firm.cookie, 'ingen adresser her')).status).toBe(422)
    expect((await invite(customer.cookie, 'a@b.dk')).status).toBe(403)
    expectError(await api(companyReviewsApi.invite, { body: { text: 'a@b.dk' } }), 'unauthenticated')
  })

  it(`sends exactly ${reviewMailsPerDay} a day under 200 parallel requests`, async () => {
    const firm = await makeCompanyUser()
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => invite(firm.cookie, `kunde${i}-${firm.company.id}@example.dk`)),
    )
    expect(answers.filter((a) => a.status === 202)).toHaveLength(reviewMailsPerDay)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused).toHaveLength(200 - reviewMailsPerDay)
    expect(expectError(refused[0]!, 'review_mail_day_limit').message).toBe(
      'You have reached the daily limit sending messages',
    )
    const sent = await db()
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.companyId, firm.company.id))
    expect(sent).toHaveLength(reviewMailsPerDay)
  }, 60_000)

  it(`stops at ${reviewMailsPerMonth} a month under parallel requests, with the monthly text`, async () => {
    const firm = await makeCompanyUser()
    await quotaUsed(firm.company.id, { month: 190, day: 0 })
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => invite(firm.cookie, `m${i}-${firm.company.id}@example.dk`)),
    )
    expect(answers.filter((a) => a.status === 202)).toHaveLength(10)
    const refused = answers.filter((a) => a.status === 429)
    expect(expectError(refused[0]!, 'review_mail_month_limit').message).toBe(
      'You have reached the monthly limit sending messages',
    )
    const mine = await api(companyReviewsApi.list, { cookie: firm.cookie })
    expect(mine.json.quota).toMatchObject({ monthSent: reviewMailsPerMonth, daySent: 10 })
  }, 30_000)

  it('a batch that would pass the limit sends none of it; a new day starts at zero', async () => {
    const firm = await makeCompanyUser()
    await quotaUsed(firm.company.id, { month: 60, day: 49 })
    const two = await invite(firm.cookie, 'a1@example.dk a2@example.dk')
    expect(two.status).toBe(429)
    expect((await invite(firm.cookie, 'a3@example.dk')).status).toBe(202)
    // Yesterday's count does not hold today back.
    await db()
      .update(reviewMailQuota)
      .set({ dayKey: '2000-01-01' })
      .where(eq(reviewMailQuota.companyId, firm.company.id))
    const next = await invite(firm.cookie, 'a4@example.dk a5@example.dk')
    expect(next.status).toBe(202)
    expect(next.json.quota).toMatchObject({ monthSent: 63, daySent: 2 })
  })
})
