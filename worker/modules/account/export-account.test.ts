import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountApi } from '../../../domain/contract/account'
import { type AccountExport, erasedName } from '../../../domain/schemas/account'
import {
  complaintReplies,
  complaints,
  jobs,
  reviews,
  supportCases,
  supportMessages,
  users,
} from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api } from '../../test/client'
import { makeContact, makeHire, makeJob, makeMessage } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from './account.fixtures'

const db = () => database(env.DB)

async function exportOf(cookie: string) {
  const res = await api(accountApi.export, { cookie })
  expect(res.status).toBe(200)
  return { data: res.json as AccountExport, text: res.text }
}

/**
 * A customer's job with two companies on it: A hired and done (a review with A's reply), B with a
 * standing offer; a thread with each, a complaint about A answered by the staff, and A's support case.
 */
async function dealings() {
  const customer = await makeUser({ name: 'Mette Eksportsen' })
  const a = await makeCompanyUser('Firma A Tømrer')
  const b = await makeCompanyUser('Firma B Murer')
  const job = await makeJob({
    customerId: customer.user.id,
    categoryId: a.category.id,
    status: 'closed',
    title: 'Nyt køkken',
  })
  const withA = await makeHire({ job, companyId: a.company.id, state: 'completed' })
  const withB = await makeContact({
    job,
    companyId: b.company.id,
    priceOre: 4_500_000,
    offerText: 'B-tilbud',
  })
  await makeMessage({ contactId: withA.id, sender: 'customer', body: 'Hej A, kan I komme mandag?' })
  await makeMessage({ contactId: withA.id, sender: 'company', body: 'Ja, vi kommer kl. 7.' })
  await makeMessage({ contactId: withB.id, sender: 'company', body: 'Hemmelig B-besked' })
  await makeMessage({ contactId: withB.id, sender: 'customer', body: 'Tak B, jeg tænker over det.' })
  const now = clock.now()
  await db().insert(reviews).values({
    contactId: withA.id,
    companyId: a.company.id,
    customerId: customer.user.id,
    categoryId: a.category.id,
    rating: 5,
    title: 'Flot køkken',
    text: 'Alt gik som aftalt.',
    comment: 'Tak for ordren!',
    commentedAt: now,
    createdAt: now,
    updatedAt: now,
  })
  const [complaint] = await db()
    .insert(complaints)
    .values({
      userId: customer.user.id,
      companyName: 'Firma A Tømrer',
      text: 'De efterlod affald.',
      userName: customer.user.name,
      createdAt: now,
    })
    .returning()
  await db()
    .insert(complaintReplies)
    .values({ complaintId: complaint!.id, body: 'Vi har talt med firmaet.', createdAt: now })
  const [supportCase] = await db()
    .insert(supportCases)
    .values({
      companyId: a.company.id,
      createdByUserId: a.user.id,
      subject: 'Faktura',
      status: 'answered',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  await db()
    .insert(supportMessages)
    .values([
      {
        caseId: supportCase!.id,
        authorRole: 'company',
        authorUserId: a.user.id,
        body: 'Hvor er min faktura?',
        createdAt: now,
      },
      { caseId: supportCase!.id, authorRole: 'admin', body: 'Den er sendt igen.', createdAt: now + 1 },
    ])
  return { customer, a, b, job, withA, withB }
}

describe('GET /api/account/export: my dealings with others (GDPR art. 15/20)', () => {
  it('gives the customer every thread on her jobs with offer and messages, her review, her complaint', async () => {
    const { customer, withA, withB } = await dealings()
    const { data } = await exportOf(customer.cookie)
    expect(data.conversations.map((c) => c.contactId).sort()).toEqual([withA.id, withB.id].sort())
    const a = data.conversations.find((c) => c.contactId === withA.id)!
    expect(a).toMatchObject({ jobTitle: 'Nyt køkken', as: 'customer', counterpart: 'Firma A Tømrer' })
    expect(a.offer).toMatchObject({ priceOre: 1_250_000, state: 'completed' })
    expect(a.messages.map((m) => [m.from, m.body])).toEqual([
      ['me', 'Hej A, kan I komme mandag?'],
      ['Firma A Tømrer', 'Ja, vi kommer kl. 7.'],
    ])
    const b = data.conversations.find((c) => c.contactId === withB.id)!
    expect(b.offer).toMatchObject({ priceOre: 4_500_000, text: 'B-tilbud', state: 'offered' })
    expect(b.messages.map((m) => [m.from, m.body])).toEqual([
      ['Firma B Murer', 'Hemmelig B-besked'],
      ['me', 'Tak B, jeg tænker over det.'],
    ])
    expect(data.reviews.written).toEqual([
      expect.objectContaining({
        company: 'Firma A Tømrer',
        rating: 5,
        title: 'Flot køkken',
        text: 'Alt gik som aftalt.',
        reply: 'Tak for ordren!',
        withdrawnAt: null,
      }),
    ])
    expect(data.reviews.received).toEqual([])
    expect(data.complaints).toEqual([
      expect.objectContaining({
        company: 'Firma A Tømrer',
        text: 'De efterlod affald.',
        status: 'answered',
        replies: [expect.objectContaining({ from: 'Opgavetorvet', body: 'Vi har talt med firmaet.' })],
      }),
    ])
    expect(data.supportCases).toEqual([])
  })

  it('lists her jobs with the street an order gave, beside postcode and town', async () => {
    const { customer, job } = await dealings()
    await db().update(jobs).set({ street: 'Vestergade 12' }).where(eq(jobs.id, job.id))
    const { data } = await exportOf(customer.cookie)
    expect(data.jobs).toEqual([
      expect.objectContaining({
        title: 'Nyt køkken',
        street: 'Vestergade 12',
        zip: '8000',
        city: 'Aarhus C',
      }),
    ])
  })

  it("gives the company its side only: its thread, its received review and support case, never the other firm's thread", async () => {
    const { a, withA } = await dealings()
    const { data, text } = await exportOf(a.cookie)
    expect(data.conversations.map((c) => c.contactId)).toEqual([withA.id])
    expect(data.conversations[0]).toMatchObject({ as: 'company', counterpart: 'Mette Eksportsen' })
    expect(data.conversations[0]!.messages.map((m) => [m.from, m.body])).toEqual([
      ['Mette Eksportsen', 'Hej A, kan I komme mandag?'],
      ['me', 'Ja, vi kommer kl. 7.'],
    ])
    expect(text).not.toContain('Hemmelig B-besked')
    expect(text).not.toContain('Tak B, jeg tænker over det.')
    expect(text).not.toContain('B-tilbud')
    expect(data.reviews.written).toEqual([])
    expect(data.reviews.received).toEqual([
      expect.objectContaining({
        reviewer: 'Mette E.',
        rating: 5,
        title: 'Flot køkken',
        reply: 'Tak for ordren!',
      }),
    ])
    // The complaint about A is the customer's and the staff's, not A's.
    expect(data.complaints).toEqual([])
    expect(text).not.toContain('De efterlod affald.')
    expect(data.supportCases).toEqual([
      expect.objectContaining({
        subject: 'Faktura',
        messages: [
          expect.objectContaining({ from: 'me', body: 'Hvor er min faktura?' }),
          expect.objectContaining({ from: 'Opgavetorvet', body: 'Den er sendt igen.' }),
        ],
      }),
    ])
  })

  it('names a customer a company was not hired by as "Kunden", and an erased one as a deleted user', async () => {
    const { customer, a, b } = await dealings()
    const fromB = await exportOf(b.cookie)
    expect(fromB.data.conversations).toHaveLength(1)
    expect(fromB.data.conversations[0]!.counterpart).toBe('Kunden')
    expect(fromB.data.conversations[0]!.messages.map((m) => m.from)).toEqual(['me', 'Kunden'])
    expect(fromB.text).not.toContain('Mette Eksportsen')
    expect(fromB.data.supportCases).toEqual([])
    expect(fromB.data.reviews.received).toEqual([])

    await db().update(users).set({ name: erasedName }).where(eq(users.id, customer.user.id))
    const fromA = await exportOf(a.cookie)
    expect(fromA.data.conversations[0]!.counterpart).toBe('Slettet bruger')
    expect(fromA.data.reviews.received[0]!.reviewer).toBe('Slettet bruger')
  })

  it('holds none of this for a stranger', async () => {
    await dealings()
    const stranger = await makeUser()
    const { data } = await exportOf(stranger.cookie)
    expect(data.conversations).toEqual([])
    expect(data.reviews).toEqual({ written: [], received: [] })
    expect(data.complaints).toEqual([])
    expect(data.supportCases).toEqual([])
  })
})
