import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { bookingsApi } from '../../../domain/contract/bookings'
import { calendarApi } from '../../../domain/contract/calendar'
import { cancellationsApi, wonJobsApi } from '../../../domain/contract/won-jobs'
import { formatDateTime } from '../../../domain/rules/copenhagen-time'
import { jobSmsPerContact } from '../../../domain/schemas/calendar'
import { contacts, outbox } from '../../db/schema'
import { database } from '../../lib/db'
import { render } from '../../lib/outbox'
import { api, errorOf } from '../../test/client'
import { outboxFor } from '../../test/helpers'
import { makeContact, makeHire, makeJob, makeOffer } from '../../test/market.fixtures'
import { calendarEventsOf } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

vi.setConfig({ testTimeout: 60_000 })

const db = () => database(env.DB)
// 1 March 2027 08:30 and 5 March 2027 15:00, Copenhagen (UTC+1).
const start = Date.UTC(2027, 2, 1, 7, 30) / 1000
const end = Date.UTC(2027, 2, 5, 14, 0) / 1000

/** A company hired on a customer's job, the job hired with it (the customer has a phone number). */
async function hired(phone = `3${Math.floor(Math.random() * 9_999_999)}`) {
  const firm = await makeCompanyUser()
  const customer = await makeUser({ phone })
  const job = await makeJob({
    customerId: customer.user.id,
    categoryId: firm.category.id,
    title: 'Nyt tag',
    status: 'hired',
  })
  const contact = await makeHire({ job, companyId: firm.company.id })
  return { firm, customer, job, contact }
}

const sms = (cookie: string, contactId: number, body: object) =>
  api(calendarApi.sendSms, { params: { contactId }, rawBody: body, cookie })

describe('SMS with dates and the calendar', () => {
  it('needs both dates: the spec’s sentence in English, Danish in da-DK', async () => {
    const { firm, contact } = await hired()
    const en = await api(calendarApi.sendSms, {
      params: { contactId: contact.id },
      rawBody: { startDate: start },
      cookie: `${firm.cookie}; lang=en`,
    })
    expect(en.status).toBe(422)
    expect(errorOf(en).issues!.map((i: { message: string }) => i.message)).toContain(
      'Please enter expected start and end dates for this job',
    )
    const da = await sms(firm.cookie, contact.id, { endDate: end })
    expect(da.status).toBe(422)
    expect(errorOf(da).issues?.[0]?.message).toBe('Angiv venligst forventet start- og slutdato for opgaven.')
    const backwards = await sms(firm.cookie, contact.id, { startDate: end, endDate: start })
    expect(backwards.status).toBe(422)
    expect(await calendarEventsOf(contact.id)).toEqual([])
  })

  it('the end must be after the start: an end equal to the start is refused on the end field, in Danish, and nothing is sent', async () => {
    const { firm, customer, contact } = await hired()
    const same = await sms(firm.cookie, contact.id, { startDate: start, endDate: start })
    expect(same.status).toBe(422)
    expect(errorOf(same).issues).toEqual([
      { path: 'endDate', message: 'Slut skal ligge efter start. Vælg et senere sluttidspunkt.' },
    ])
    expect(await outboxFor(customer.user.phone ?? '')).toEqual([])
    expect(await calendarEventsOf(contact.id)).toEqual([])
  })

  it('a cancellation the administrator approved takes its planned dates out of the calendar and the booking’s calendar mark', async () => {
    const { firm, contact } = await hired()
    expect((await sms(firm.cookie, contact.id, { startDate: start, endDate: end })).status).toBe(201)
    await api(wonJobsApi.cancel, {
      params: { contactId: contact.id },
      body: { optionSelect: 'company_refused', optionNewOne: 'yes', optionNewTwo: 'no', text: 'Syg.' },
      cookie: firm.cookie,
    })
    // Pending: the plan still stands (the company may undo it).
    expect((await api(calendarApi.events, { cookie: firm.cookie })).json.events).toHaveLength(1)
    const admin = await makeUser({ role: 'admin' })
    expect(
      (await api(cancellationsApi.approve, { params: { contactId: contact.id }, cookie: admin.cookie }))
        .status,
    ).toBe(200)

    expect((await api(calendarApi.events, { cookie: firm.cookie })).json.events).toEqual([])
    const booking = await api(bookingsApi.one, { params: { contactId: contact.id }, cookie: firm.cookie })
    expect(booking.json).toMatchObject({ milestone: 'cancelled', hasCalendar: false })
    const listed = await api(bookingsApi.list, { query: {}, cookie: firm.cookie })
    expect(listed.json.items).toMatchObject([{ contactId: contact.id, hasCalendar: false }])
  })

  it('texts the customer through the outbox and puts the dates in my calendar on that job', async () => {
    const { firm, customer, job, contact } = await hired()
    const res = await sms(firm.cookie, contact.id, { startDate: start, endDate: end })
    expect(res.status).toBe(201)
    expect(res.json.event).toMatchObject({
      kind: 'sms',
      jobId: job.id,
      contactId: contact.id,
      startsAt: start,
      endsAt: end,
    })

    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, customer.user.phone ?? ''))
    expect(row).toMatchObject({ channel: 'sms', template: 'jobDatesSms' })
    expect(row?.payload).toMatchObject({ start: '01.03.2027 08.30', end: '05.03.2027 15.00', job: 'Nyt tag' })
    // The SMS writes the times as the pages do (the one Copenhagen formatter): 08.30, never 08:30.
    const text = render({
      channel: 'sms',
      template: 'jobDatesSms',
      locale: 'da-DK',
      payload: row!.payload,
    }).text
    expect(text).toContain(`fra ${formatDateTime(start)} til ${formatDateTime(end)}`)
    expect(text).toContain('fra 01.03.2027 08.30 til 05.03.2027 15.00')

    const calendar = await api(calendarApi.events, { cookie: firm.cookie })
    expect(calendar.json.events).toEqual([res.json.event])
    expect(calendar.json.hired).toMatchObject([{ contactId: contact.id, jobId: job.id, title: 'Nyt tag' }])
    expect(calendar.json.hired[0]!.smsSentAt).toEqual(expect.any(Number))
  })

  it(`sends at most ${jobSmsPerContact} changed plans per contact a day, exactly, under 12 parallel requests`, async () => {
    const { firm, customer, contact } = await hired()
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sms(firm.cookie, contact.id, { startDate: start + i * 3600, endDate: end }),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(jobSmsPerContact)
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - jobSmsPerContact)
    // Each changed plan replaced the one before: the calendar holds one event for the contact.
    expect(await calendarEventsOf(contact.id)).toHaveLength(1)
    expect(
      await db()
        .select()
        .from(outbox)
        .where(eq(outbox.to, customer.user.phone ?? '')),
    ).toHaveLength(jobSmsPerContact)
  })

  it('the same dates go out once, also under 20 parallel sends; the calendar holds them once', async () => {
    const { firm, customer, contact } = await hired()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sms(firm.cookie, contact.id, { startDate: start, endDate: end })),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true)
    const smsRows = () =>
      db()
        .select()
        .from(outbox)
        .where(eq(outbox.to, customer.user.phone ?? ''))
    expect(await smsRows()).toHaveLength(1)
    expect(await calendarEventsOf(contact.id)).toHaveLength(1)
    const calendar = await api(calendarApi.events, { cookie: firm.cookie })
    expect(
      calendar.json.events.filter((e: { contactId: number }) => e.contactId === contact.id),
    ).toHaveLength(1)
  })

  it('after a reload the dates sent and the time sent are there; a second send of them is refused', async () => {
    const { firm, customer, contact } = await hired()
    expect((await sms(firm.cookie, contact.id, { startDate: start, endDate: end })).status).toBe(201)
    const calendar = await api(calendarApi.events, { cookie: firm.cookie })
    expect(calendar.json.hired[0]).toMatchObject({
      contactId: contact.id,
      smsStartDate: start,
      smsEndDate: end,
      smsSentAt: expect.any(Number),
    })
    const again = await sms(firm.cookie, contact.id, { startDate: start, endDate: end })
    expect(again.status).toBe(409)
    expect(errorOf(again).message).toContain('allerede')

    // A deliberately changed end date is sent, and replaces the plan in the calendar.
    const changed = await sms(firm.cookie, contact.id, { startDate: start, endDate: end + 86_400 })
    expect(changed.status).toBe(201)
    const after = await api(calendarApi.events, { cookie: firm.cookie })
    expect(after.json.events).toMatchObject([
      { contactId: contact.id, startsAt: start, endsAt: end + 86_400 },
    ])
    expect(after.json.hired[0]).toMatchObject({ smsEndDate: end + 86_400 })
    expect(
      await db()
        .select()
        .from(outbox)
        .where(eq(outbox.to, customer.user.phone ?? '')),
    ).toHaveLength(2)
  })

  it('only on a hired contact of mine: another company’s, or an offer not yet taken, is a 404', async () => {
    const { customer, job, contact } = await hired()
    const other = await makeCompanyUser('Jensen Byg ApS')
    expect((await sms(other.cookie, contact.id, { startDate: start, endDate: end })).status).toBe(404)
    // A rival whose offer on the same job was not taken, and the job's own customer (not a company), neither.
    const rival = await makeCompanyUser('Rival Byg ApS')
    await makeContact({ job, companyId: rival.company.id, state: 'declined' })
    expect((await sms(rival.cookie, contact.id, { startDate: start, endDate: end })).status).toBe(404)
    expect((await sms(customer.cookie, contact.id, { startDate: start, endDate: end })).status).toBe(403)
    expect(await calendarEventsOf(contact.id)).toEqual([])
    expect(await outboxFor(customer.user.phone ?? '')).toEqual([])

    const { firm, contact: offered } = await makeOffer()
    expect((await sms(firm.cookie, offered.id, { startDate: start, endDate: end })).status).toBe(404)
    expect(await calendarEventsOf(offered.id)).toEqual([])
  })

  it('shows only my events: my appointments and SMS dates, never another company’s', async () => {
    const mine = await hired()
    const theirs = await hired()
    await sms(theirs.firm.cookie, theirs.contact.id, { startDate: start, endDate: end })
    // An appointment in my standing offer on another job.
    const job = await makeJob({
      customerId: mine.customer.user.id,
      categoryId: mine.firm.category.id,
      title: 'Carport',
    })
    const offer = await makeContact({ job, companyId: mine.firm.company.id, state: 'offered' })
    await db().update(contacts).set({ appointmentAt: start }).where(eq(contacts.id, offer.id))
    // A withdrawn offer's appointment is no longer a plan.
    const gone = await makeContact({
      job: await makeJob({ customerId: mine.customer.user.id, categoryId: mine.firm.category.id }),
      companyId: mine.firm.company.id,
      state: 'withdrawn',
    })
    await db().update(contacts).set({ appointmentAt: start }).where(eq(contacts.id, gone.id))

    const calendar = await api(calendarApi.events, { cookie: mine.firm.cookie })
    expect(calendar.json.events).toEqual([
      {
        id: `appointment-${offer.id}`,
        kind: 'appointment',
        jobId: job.id,
        contactId: offer.id,
        title: 'Carport',
        startsAt: start,
        endsAt: null,
      },
    ])
    const narrowed = await api(calendarApi.events, {
      query: { from: String(end), to: String(end + 86_400) },
      cookie: mine.firm.cookie,
    })
    expect(narrowed.json.events).toEqual([])
  })
})
