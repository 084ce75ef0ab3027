import { env, SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authApi } from '../../../domain/contract/auth'
import { bookingsApi } from '../../../domain/contract/bookings'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import { priceListsApi } from '../../../domain/contract/company-profile'
import { customerJobsApi } from '../../../domain/contract/customer-jobs'
import { contacts, jobs, lifecycleLog, notifications, outbox, reviews, users } from '../../db/schema'
import { database } from '../../lib/db'
import { render } from '../../lib/outbox'
import { sessionCookieName } from '../../lib/session'
import { api, call, errorOf, expectError } from '../../test/client'
import { goodPassword, outboxFor } from '../../test/helpers'
import { callWithDb, d1WithWriteBeforeBatch } from '../../test/race'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { setBlocked } from '../admin/set-blocked'

const sessionCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${sessionCookieName}=`)) ?? ''

/** A fresh address per request: the order's per-IP throttle is shared by every file on this D1. */
const ip = () => `10.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

/** Saves `items` as the price list of the category, as the company with `cookie`. */
const saveList = (
  cookie: string,
  categoryId: number,
  items: { name: string; unit?: string; amountOre: number }[],
) => api(priceListsApi.save, { params: { categoryId }, body: { items }, cookie })

async function companyWithList(name = 'Prisliste Tømrer ApS') {
  const firm = await makeCompanyUser(name)
  const saved = await saveList(firm.cookie, firm.category.id, [
    { name: 'Montering af dør', unit: 'pr. dør', amountOre: 125_000 },
    { name: 'Timeløn', unit: 'pr. time', amountOre: 49_500 },
  ])
  expect(saved.status).toBe(200)
  return { ...firm, items: saved.json.items as { id: number; name: string; amountOre: number }[] }
}

const contact = (email: string) => ({
  name: 'Ida Ordre',
  street: 'Vestergade 12, 1. tv.',
  phone: '+45 31 22 33 44',
  zip: '8000',
  email,
})

/** `buyer` orders one unit of the company's first price-list line; `change` picks another line or amount. */
const orderOf = (
  firm: Awaited<ReturnType<typeof companyWithList>>,
  buyer: unknown,
  change: { itemId?: number; amount?: number; note?: string; acceptTerms?: boolean } = {},
) => ({
  companyId: firm.company.id,
  itemId: firm.items[0]?.id,
  amount: 1,
  contact: buyer,
  acceptTerms: true,
  ...change,
})

function order(body: unknown, cookie?: string, lang?: string) {
  const cookies = [cookie, lang ? `lang=${lang}` : undefined].filter(Boolean).join('; ')
  return call('/api/orders', {
    method: 'POST',
    body,
    headers: { 'cf-connecting-ip': ip() },
    ...(cookies ? { cookie: cookies } : {}),
  })
}

describe('price lists', () => {
  it('are edited by the company in its own categories and read by anyone', async () => {
    const firm = await companyWithList()
    const mine = await api(priceListsApi.mine, { cookie: firm.cookie })
    expect(mine.json.lists).toHaveLength(1)
    expect(mine.json.categories).toEqual([{ id: firm.category.id, name: firm.category.nameDa }])
    const pub = await api(priceListsApi.ofCompany, { params: { companyId: firm.company.id } })
    expect(pub.status).toBe(200)
    // The price-list page links back to the company's profile.
    expect(pub.json).toMatchObject({ companyName: firm.company.name, companySlug: firm.company.slug })
    expect(pub.json.lists[0]!.items.map((i: { name: string }) => i.name)).toEqual([
      'Montering af dør',
      'Timeløn',
    ])
    // Replacing keeps exactly the new lines.
    const replaced = await saveList(firm.cookie, firm.category.id, [{ name: 'Kun denne', amountOre: 10_000 }])
    expect(replaced.json.items).toHaveLength(1)
  })

  it('refuses bad lines and other companies’ categories and lists', async () => {
    const firm = await companyWithList()
    const other = await makeCompanyUser('Anden ApS')
    const bad = await saveList(firm.cookie, firm.category.id, [{ name: '', amountOre: 12.5 }])
    expect(bad.status).toBe(422)
    expect([...new Set(errorOf(bad).issues!.map((i: { path: string }) => i.path))].sort()).toEqual([
      'items.0.amountOre',
      'items.0.name',
    ])
    // Another company may neither write into nor delete this company's list.
    const foreign = await saveList(other.cookie, firm.category.id, [{ name: 'Kapret', amountOre: 100 }])
    expect(foreign.status).toBe(404)
    expect(
      (await api(priceListsApi.remove, { params: { categoryId: firm.category.id }, cookie: other.cookie }))
        .status,
    ).toBe(404)
    const customer = await makeUser()
    expectError(await api(priceListsApi.mine, { cookie: customer.cookie }), 'forbidden')
    const still = await api(priceListsApi.ofCompany, { params: { companyId: firm.company.id } })
    expect(still.json.lists[0]!.items).toHaveLength(2)
    expectError(await api(priceListsApi.ofCompany, { params: { companyId: 999999999 } }), 'not_found')
  })
})

describe('personalised order (createpersonalizedwork)', () => {
  it('a block that lands after the company was read still stops the order: 404, no job, no contact, no mail', async () => {
    const firm = await companyWithList('Blokeret Undervejs ApS')
    const buyer = await makeUser()
    const admin = await makeUser({ role: 'admin' })
    const db = database(env.DB)
    const d1 = d1WithWriteBeforeBatch(() => setBlocked(db, admin.user.id, firm.user.id, true))
    const res = await callWithDb(d1, '/api/orders', {
      method: 'POST',
      body: orderOf(firm, contact(buyer.user.email ?? '')),
      headers: { 'cf-connecting-ip': ip() },
      cookie: buyer.cookie,
    })
    expect({ status: res.status, code: res.json?.error?.code }).toEqual({
      status: 404,
      code: 'company_not_found',
    })
    const [owner] = await db.select({ status: users.status }).from(users).where(eq(users.id, firm.user.id))
    expect(owner?.status).toBe('blocked')
    expect(await db.select().from(jobs).where(eq(jobs.customerId, buyer.user.id))).toEqual([])
    expect(await db.select().from(contacts).where(eq(contacts.companyId, firm.company.id))).toEqual([])
    expect(await outboxFor(firm.user.email ?? '')).toEqual([])
    expect(await db.select().from(notifications).where(eq(notifications.companyId, firm.company.id))).toEqual(
      [],
    )
  })

  it('a blocked or deleted company’s price lists are gone and take no order: 404, no job, no contact, no mail', async () => {
    for (const status of ['blocked', 'deleted'] as const) {
      const firm = await companyWithList(`Ude Af Markedet ${status} ApS`)
      const buyer = await makeUser()
      await database(env.DB).update(users).set({ status }).where(eq(users.id, firm.user.id))
      expectError(await api(priceListsApi.ofCompany, { params: { companyId: firm.company.id } }), 'not_found')
      const res = await order(orderOf(firm, contact(buyer.user.email ?? '')), buyer.cookie)
      expect({ status: res.status, code: res.json?.error?.code }, status).toEqual({
        status: 404,
        code: 'company_not_found',
      })
      const db = database(env.DB)
      expect(await db.select().from(jobs).where(eq(jobs.customerId, buyer.user.id))).toEqual([])
      expect(await db.select().from(contacts).where(eq(contacts.companyId, firm.company.id))).toEqual([])
      expect(await outboxFor(firm.company.email ?? '')).toEqual([])
    }
  })

  it('a block that lands after the company was read: a new visitor gets no account either (no user, no set-password mail)', async () => {
    const firm = await companyWithList('Blokeret For Ny ApS')
    const admin = await makeUser({ role: 'admin' })
    const db = database(env.DB)
    const email = `ny-${crypto.randomUUID().slice(0, 8)}@example.dk`
    const d1 = d1WithWriteBeforeBatch(() => setBlocked(db, admin.user.id, firm.user.id, true))
    const res = await callWithDb(d1, '/api/orders', {
      method: 'POST',
      body: orderOf(firm, contact(email)),
      headers: { 'cf-connecting-ip': ip() },
    })
    expect({ status: res.status, code: res.json?.error?.code }).toEqual({
      status: 404,
      code: 'company_not_found',
    })
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([])
    expect(await outboxFor(email)).toEqual([])
    expect(await db.select().from(contacts).where(eq(contacts.companyId, firm.company.id))).toEqual([])
  })

  it('makes a new customer and a job with the company hired at the listed price, for both sides', async () => {
    const firm = await companyWithList()
    const email = `ordre-${crypto.randomUUID().slice(0, 8)}@example.dk`
    const res = await order(orderOf(firm, contact(email), { amount: 2 }))
    expect(res.status).toBe(201)
    expect(res.json.newAccount).toBe(true)
    const jobId = res.json.jobId as number
    const cookie = sessionCookieOf(res.headers)
    expect(cookie).not.toBe('')

    const db = database(env.DB)
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId))
    const [hired] = await db.select().from(contacts).where(eq(contacts.jobId, jobId))
    expect(job).toMatchObject({
      status: 'hired',
      title: 'Montering af dør',
      categoryId: firm.category.id,
      zip: '8000',
    })
    expect(hired).toMatchObject({
      companyId: firm.company.id,
      state: 'hired',
      priceOre: 250_000,
      dueAt: null,
    })
    expect(job?.hiredContactId).toBe(hired?.id)
    const [customer] = await db.select().from(users).where(eq(users.email, email))
    expect(customer).toMatchObject({
      role: 'customer',
      passwordHash: null,
      name: 'Ida Ordre',
      phone: '31223344',
    })
    // Through the lifecycle tables: each row's start, the hire and the supplier choice are logged.
    const log = await db
      .select({
        lifecycle: lifecycleLog.lifecycle,
        transition: lifecycleLog.transition,
        to: lifecycleLog.toState,
      })
      .from(lifecycleLog)
      .where(and(eq(lifecycleLog.actorUserId, customer?.id ?? 0)))
    expect(log).toEqual(
      expect.arrayContaining([
        { lifecycle: 'job', transition: 'start', to: 'open' },
        { lifecycle: 'contact', transition: 'start', to: 'offered' },
        { lifecycle: 'contact', transition: 'hire', to: 'hired' },
        { lifecycle: 'job', transition: 'chooseSupplier', to: 'hired' },
      ]),
    )
    const mails = await db.select().from(outbox).where(eq(outbox.to, email))
    expect(mails.map((m) => m.template)).toContain('setPassword')

    // The customer sees the job with the company hired …
    const mine = await api(customerJobsApi.get, { params: { jobId }, cookie })
    expect(mine.status).toBe(200)
    expect(mine.json.hiredContactId).toBe(hired?.id)
    // … and so does the company, at the price.
    const theirs = await api(companyJobsApi.job, { params: { jobId }, cookie: firm.cookie })
    expect(theirs.status).toBe(200)
    expect(theirs.json.contact).toMatchObject({ state: 'hired', priceOre: 250_000 })
    // Nobody else sees it.
    const other = await makeCompanyUser('Udenfor ApS')
    expect(
      (await api(companyJobsApi.job, { params: { jobId }, cookie: other.cookie })).json.contact ?? null,
    ).toBeNull()
    const stranger = await makeUser()
    expectError(await api(customerJobsApi.get, { params: { jobId }, cookie: stranger.cookie }), 'not_found')
  })

  it('asks a known e-mail to confirm with its password, and then orders as that customer', async () => {
    const firm = await companyWithList()
    const known = await makeUser()
    const body = orderOf(firm, contact(known.user.email ?? ''), { itemId: firm.items[1]?.id, amount: 3 })
    const anonymous = await order(body)
    expect(anonymous.status).toBe(409)
    expectError(anonymous, 'confirm_profile')
    // The confirm-profile modal logs in with the password …
    const confirmed = await api(authApi.confirmProfile, {
      body: { email: known.user.email ?? '', password: goodPassword },
      headers: { 'cf-connecting-ip': ip() },
    })
    expect(confirmed.status).toBe(200)
    const cookie = sessionCookieOf(confirmed.headers)
    // … and the same order then goes through as that customer.
    const res = await order(body, cookie)
    expect(res.status).toBe(201)
    expect(res.json.newAccount).toBe(false)
    const [job] = await database(env.DB).select().from(jobs).where(eq(jobs.id, res.json.jobId))
    expect(job).toMatchObject({ customerId: known.user.id, status: 'hired' })
  })

  it('refuses companies, another company’s line and bad fields with the spec’s texts', async () => {
    const firm = await companyWithList()
    const other = await companyWithList('Fremmed Prisliste ApS')
    const email = `x-${crypto.randomUUID().slice(0, 8)}@example.dk`
    const asCompany = await order(orderOf(firm, contact(email)), other.cookie)
    expect(asCompany.status).toBe(403)
    const foreignLine = await order(orderOf(firm, contact(email), { itemId: other.items[0]?.id }))
    expect(foreignLine.status).toBe(404)

    const invalid = await order(
      orderOf(firm, { name: ' ', street: 'Vej 1', phone: '123', zip: '80000', email: '' }),
      undefined,
      'en',
    )
    expect(invalid.status).toBe(422)
    expect(errorOf(invalid).issues).toEqual(
      expect.arrayContaining([
        { path: 'contact.name', message: 'Please enter your full name' },
        { path: 'contact.phone', message: 'Please enter a valid phone number' },
        { path: 'contact.zip', message: 'Invalid zip code. Please try again' },
        { path: 'contact.email', message: 'Email required. Please provide.' },
      ]),
    )
    const badEmail = await order(orderOf(firm, { ...contact(''), email: 'nej@' }), undefined, 'en')
    expect(errorOf(badEmail).issues).toEqual([
      { path: 'contact.email', message: 'Invalind email. Please try again' },
    ])
    const danish = await order(orderOf(firm, { ...contact(email), zip: '12a4' }))
    expect(errorOf(danish).issues).toEqual([
      { path: 'contact.zip', message: 'Ugyldigt postnummer. Prøv venligst igen.' },
    ])
    // Nothing was written for any of them.
    const made = await database(env.DB).select().from(users).where(eq(users.email, email))
    expect(made).toEqual([])
  })

  it('keeps the street and the note with the order, and tells both parties what was ordered, in the batch', async () => {
    const firm = await companyWithList('Terrasse Tømrer ApS')
    const saved = await saveList(firm.cookie, firm.category.id, [
      { name: 'Terrasse i lærk, lagt', unit: 'pr. m², inkl. materialer', amountOre: 145_000 },
    ])
    const item = saved.json.items[0]!
    const email = `sofie-${crypto.randomUUID().slice(0, 8)}@example.dk`
    const buyer = { ...contact(email), name: 'Sofie Kjær', phone: '31224466' }
    const note = 'Terrassen skal ligge mod syd.\nNøglen ligger under måtten.'
    const res = await order({ ...orderOf(firm, buyer), itemId: item.id, amount: 25, note })
    expect(res.status).toBe(201)
    const db = database(env.DB)
    const [job] = await db.select().from(jobs).where(eq(jobs.id, res.json.jobId))
    expect(job?.description).toContain('25 m² Terrasse i lærk, lagt')
    expect(job?.description).toContain('Adresse: Vestergade 12, 1. tv., 8000 Aarhus C')
    expect(job?.description).toContain(note)

    // The company: ordered from its price list (no offer was made), the lines, the spaced phone.
    const [toFirm] = (await outboxFor(firm.company.email ?? '')).filter(
      (m) => m.template === 'priceListOrder',
    )
    if (!toFirm) throw new Error('no mail to the company')
    // formatOre writes 'kr.' after a no-break space; read the texts with plain spaces.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ')
    const firmMail = render({ ...toFirm, locale: 'da-DK' })
    firmMail.text = plain(firmMail.text)
    expect(firmMail.subject).toBe('Ny bestilling fra din prisliste: »Terrasse i lærk, lagt«')
    expect(firmMail.text).toContain('Sofie Kjær har bestilt fra din prisliste')
    expect(firmMail.text).not.toContain('tilbud')
    expect(firmMail.text).toContain(
      '25 m² Terrasse i lærk, lagt (pr. m², inkl. materialer) à 1.450,00 kr. = 36.250,00 kr.',
    )
    expect(firmMail.text).toContain('I alt: 36.250,00 kr. inkl. moms')
    expect(firmMail.text).toContain('Adresse: Vestergade 12, 1. tv., 8000 Aarhus C')
    expect(firmMail.text).toContain(note)
    expect(firmMail.text).toContain('Telefon: 31 22 44 66')
    expect((await outboxFor(firm.company.email ?? '')).map((m) => m.template)).not.toContain('supplierHired')
    const [told] = await db.select().from(notifications).where(eq(notifications.companyId, firm.company.id))
    expect(told).toMatchObject({ type: 'ordered', note: 'Terrasse i lærk, lagt' })

    // The customer: an order confirmation beside the set-password mail, greeted by first name.
    const toCustomer = await outboxFor(email)
    expect(toCustomer.map((m) => m.template).sort()).toEqual(['orderConfirmation', 'setPassword'])
    const confirmation = toCustomer.find((m) => m.template === 'orderConfirmation')!
    const mail = render({ ...confirmation, locale: 'da-DK' })
    mail.text = plain(mail.text)
    expect(mail.subject).toBe('Tak for din bestilling hos Terrasse Tømrer ApS')
    expect(mail.text.split('\n')[0]).toBe('Hej Sofie')
    for (const part of [
      '25 m² Terrasse i lærk, lagt',
      'I alt: 36.250,00 kr. inkl. moms',
      'Adresse: Vestergade 12, 1. tv., 8000 Aarhus C',
      note,
      'Terrasse Tømrer ApS har fået din bestilling',
      '/handelsbetingelser',
    ])
      expect(mail.text).toContain(part)
  })

  it('keeps the street on the job: the hired company reads it on its booking, a rival company never', async () => {
    const firm = await companyWithList('Adresse Tømrer ApS')
    const email = `gade-${crypto.randomUUID().slice(0, 8)}@example.dk`
    const res = await order(orderOf(firm, contact(email)))
    expect(res.status).toBe(201)
    const jobId = res.json.jobId as number
    const db = database(env.DB)
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId))
    expect(job?.street).toBe('Vestergade 12, 1. tv.')
    const [hired] = await db.select().from(contacts).where(eq(contacts.jobId, jobId))
    const booking = await api(bookingsApi.one, { params: { contactId: hired?.id ?? 0 }, cookie: firm.cookie })
    expect(booking.status).toBe(200)
    expect(booking.json.customer).toMatchObject({
      name: 'Ida Ordre',
      address: 'Vestergade 12, 1. tv., 8000 Aarhus C',
    })
    // Another company reading the job gets no street (contact privacy, decision 012).
    const rival = await makeCompanyUser('Nabo Tømrer ApS')
    const read = await api(companyJobsApi.job, { params: { jobId }, cookie: rival.cookie })
    expect(JSON.stringify(read.json)).not.toContain('Vestergade')
  })

  it('refuses an order without the street or the terms accepted, in Danish, and writes nothing', async () => {
    const firm = await companyWithList()
    const email = `vilkaar-${crypto.randomUUID().slice(0, 8)}@example.dk`
    const res = await order({ ...orderOf(firm, { ...contact(email), street: ' ' }), acceptTerms: false })
    expect(res.status).toBe(422)
    expect(errorOf(res).issues).toEqual(
      expect.arrayContaining([
        { path: 'contact.street', message: 'Skriv vejnavn og husnummer, så firmaet ved, hvor opgaven er.' },
        { path: 'acceptTerms', message: 'Accepter venligst handelsbetingelserne.' },
      ]),
    )
    const { acceptTerms: _, ...withoutTerms } = orderOf(firm, contact(email))
    const missing = await order(withoutTerms)
    expect(missing.status).toBe(422)
    expect(errorOf(missing).issues?.map((i: { path: string }) => i.path)).toEqual(['acceptTerms'])
    expect(await database(env.DB).select().from(users).where(eq(users.email, email))).toEqual([])
    expect(await outboxFor(email)).toEqual([])
  })
})

describe('the widget shows the company’s rating and newest reviews', () => {
  it('once there are reviews', async () => {
    const firm = await companyWithList('Anmeldt Tømrer ApS')
    const before = await (await SELF.fetch(`http://localhost:8787/widget/${firm.company.slug}`)).text()
    expect(before).not.toContain('ud af 5')
    const email = `anm-${crypto.randomUUID().slice(0, 8)}@example.dk`
    const res = await order(orderOf(firm, contact(email)))
    const db = database(env.DB)
    const [hired] = await db.select().from(contacts).where(eq(contacts.jobId, res.json.jobId))
    if (!hired) throw new Error('no contact')
    const now = Math.floor(Date.now() / 1000)
    const review = (rating: number, title: string, at: number) => ({
      contactId: hired.id,
      companyId: firm.company.id,
      customerId: hired.customerId,
      categoryId: firm.category.id,
      rating,
      title,
      text: 'Fint arbejde.',
      createdAt: at,
      updatedAt: at,
    })
    await db.insert(reviews).values(review(4, 'Flot <b>dør</b>', now))
    const page = await (await SELF.fetch(`http://localhost:8787/widget/${firm.company.slug}`)).text()
    expect(page).toContain('4,0 ud af 5 (1 anmeldelse)')
    expect(page).toContain('★★★★☆')
    expect(page).toContain('Flot &lt;b&gt;dør&lt;/b&gt;')
  })
})
