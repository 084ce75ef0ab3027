import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { bookingsApi } from '../../../domain/contract/bookings'
import { bookingsPageSize } from '../../../domain/schemas/bookings'
import { calendarEvents, contacts } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api, call, expectError } from '../../test/client'
import { makeContact, makeHire, makeJob, makeOffer } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

vi.setConfig({ testTimeout: 60_000 })

const db = () => database(env.DB)

/**
 * A company with `titles.length` bookings (contacts it was hired on, each job hired with it), the first
 * title hired first; a completed one's job is closed, a pending cancellation's still hired.
 */
async function withBookings(titles: string[], state: 'hired' | 'completed' | 'cancel_pending' = 'hired') {
  const firm = await makeCompanyUser()
  const customer = await makeUser({ phone: '22334455' })
  const made = []
  for (const [i, title] of titles.entries()) {
    const status = state === 'completed' ? 'closed' : 'hired'
    const job = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, title, status })
    const contact = await makeHire({ job, companyId: firm.company.id, state })
    // Hire times one second apart: newest hire first is then a known order.
    await db()
      .update(contacts)
      .set({ updatedAt: clock.now() - 1000 + i })
      .where(eq(contacts.id, contact.id))
    made.push({ job, contact })
  }
  return { firm, customer, made }
}

const list = (cookie: string, query = '') => call(`/api/company/bookings${query}`, { cookie })

describe('bookings: the jobs a company was hired on', () => {
  it('lists only my hired contacts, newest hire first, with milestone, calendar and unseen flags', async () => {
    const { firm, customer, made } = await withBookings(['Carport', 'Nyt tag'])
    // An offer not taken and another company's booking are not mine.
    const open = await makeJob({ customerId: customer.user.id, categoryId: firm.category.id, title: 'Hegn' })
    await makeContact({ job: open, companyId: firm.company.id, state: 'offered' })
    const other = await withBookings(['Fremmed opgave'])

    const [carport, roof] = made
    if (!carport || !roof) throw new Error('bookings missing')
    await db().insert(calendarEvents).values({
      companyId: firm.company.id,
      contactId: carport.contact.id,
      startsAt: 1,
      endsAt: 2,
      createdAt: 1,
    })

    const res = await list(firm.cookie)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ page: 1, pageCount: 1, total: 2, redirectFirstPage: false })
    expect(res.json.items).toMatchObject([
      {
        contactId: roof.contact.id,
        headline: 'Nyt tag',
        milestone: 'booked',
        hasCalendar: false,
        seen: false,
      },
      {
        contactId: carport.contact.id,
        headline: 'Carport',
        milestone: 'planned',
        hasCalendar: true,
        seen: false,
      },
    ])
    expect((await list(other.firm.cookie)).json.items).toMatchObject([{ headline: 'Fremmed opgave' }])
  })

  it('pages by the server’s page size; a page that no longer exists asks to go to page 1', async () => {
    const titles = Array.from({ length: bookingsPageSize + 2 }, (_, i) => `Opgave nummer ${i + 1}`)
    const { firm } = await withBookings(titles)
    const first = await list(firm.cookie, '?page=1')
    expect(first.json.items).toHaveLength(bookingsPageSize)
    expect(first.json.items[0].headline).toBe(`Opgave nummer ${bookingsPageSize + 2}`)
    const second = await list(firm.cookie, '?page=2')
    expect(second.json).toMatchObject({ page: 2, pageCount: 2, total: bookingsPageSize + 2 })
    expect(second.json.items.map((i: { headline: string }) => i.headline)).toEqual([
      'Opgave nummer 2',
      'Opgave nummer 1',
    ])
    const gone = await list(firm.cookie, '?page=3')
    expect(gone.json).toMatchObject({ items: [], redirectFirstPage: true })
    expect((await list(firm.cookie, '?page=0')).status).toBe(422)
    expect((await list(firm.cookie, '?page=abc')).status).toBe(422)
  })

  it('searches by word prefixes; short, long and odd terms are safe (no LIKE pattern is built)', async () => {
    // (The company's category is 'Tømrer n' / 'Carpenter n': the searches avoid its words.)
    const { firm } = await withBookings(['Bøgehæk og carport', 'Maling af stue', 'Nyt tag på garage'])
    const found = async (search: string) =>
      (await list(firm.cookie, `?search=${encodeURIComponent(search)}`)).json.items.map(
        (i: { headline: string }) => i.headline,
      )
    expect(await found('carpo')).toEqual(['Bøgehæk og carport'])
    expect(await found('bøgeh')).toEqual(['Bøgehæk og carport'])
    expect(await found('ma')).toEqual(['Maling af stue'])
    expect(await found('garage nyt')).toEqual(['Nyt tag på garage'])
    expect(await found('%')).toHaveLength(3)
    expect(await found('"OR NEAR*')).toEqual([])
    // 100 Danish characters are 200 bytes: more than D1's 50-byte LIKE limit, and still answered.
    expect(await found('ø'.repeat(100))).toEqual([])
    expect((await list(firm.cookie, `?search=${'a'.repeat(101)}`)).status).toBe(422)
    expect(await found('')).toHaveLength(3)
  })

  it('one booking: the job, the offer, the customer and the dates sent; opening it removes the dot', async () => {
    const { firm, customer, made } = await withBookings(['Nyt tag'])
    const contactId = made[0]!.contact.id
    await db()
      .insert(calendarEvents)
      .values({
        companyId: firm.company.id,
        contactId: contactId ?? 0,
        startsAt: 10,
        endsAt: 20,
        createdAt: 5,
      })
    const res = await api(bookingsApi.one, { params: { contactId }, cookie: firm.cookie })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      contactId,
      headline: 'Nyt tag',
      seen: false,
      priceOre: 1_250_000,
      customer: { name: customer.user.name, phone: '22334455' },
      sms: { startDate: 10, endDate: 20, sentAt: 5 },
    })
    const seen = await api(bookingsApi.seen, { params: { contactId }, cookie: firm.cookie })
    expect(seen.status).toBe(204)
    expect((await list(firm.cookie)).json.items[0].seen).toBe(true)
  })

  it('another company, a customer and an anonymous visitor get nothing of my bookings', async () => {
    const { made, customer } = await withBookings(['Nyt tag'])
    const contactId = made[0]!.contact.id
    const other = await makeCompanyUser('Jensen Byg ApS')
    expectError(await api(bookingsApi.one, { params: { contactId }, cookie: other.cookie }), 'not_found')
    expect((await api(bookingsApi.seen, { params: { contactId }, cookie: other.cookie })).status).toBe(404)
    const [row] = await db()
      .select()
      .from(contacts)
      .where(eq(contacts.id, contactId ?? 0))
    expect(row?.companySeenAt).toBeNull()
    expectError(await api(bookingsApi.one, { params: { contactId }, cookie: customer.cookie }), 'forbidden')
    expectError(await api(bookingsApi.one, { params: { contactId } }), 'unauthenticated')
    expectError(await api(bookingsApi.list, {}), 'unauthenticated')
  })

  it('an offer not taken is not a booking (404)', async () => {
    const { firm, contact: offered } = await makeOffer()
    expectError(
      await api(bookingsApi.one, { params: { contactId: offered.id }, cookie: firm.cookie }),
      'not_found',
    )
  })

  it('closed and pending bookings keep their milestone', async () => {
    const done = await withBookings(['Færdig'], 'completed')
    expect((await list(done.firm.cookie)).json.items[0]).toMatchObject({ milestone: 'completed' })
    const pending = await withBookings(['Venter'], 'cancel_pending')
    expect((await list(pending.firm.cookie)).json.items[0]).toMatchObject({ milestone: 'cancel_pending' })
  })
})
