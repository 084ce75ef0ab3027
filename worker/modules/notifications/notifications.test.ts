import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { customerJobsApi } from '../../../domain/contract/customer-jobs'
import { messagesApi } from '../../../domain/contract/messages'
import { notificationsApi } from '../../../domain/contract/notifications'
import { notifications } from '../../db/schema'
import { database } from '../../lib/db'
import { api } from '../../test/client'
import { outboxFor } from '../../test/helpers'
import { makeContact, makeJob } from '../../test/market.fixtures'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { invite } from '../invitations/invitations.fixtures'

vi.setConfig({ testTimeout: 60_000 })

const db = () => database(env.DB)
const mine = (companyId: number) =>
  db().select().from(notifications).where(eq(notifications.companyId, companyId))

/**
 * Notification texts about these jobs. Every test company has the same mobile and other files' texts
 * share this D1 (vitest.config.ts), so a test counts only its own jobs' texts.
 */
async function textsAbout(mobile: string | null, jobIds: number[]) {
  const links = jobIds.map((id) => `jobid=${id}`)
  return (await outboxFor(mobile ?? '')).filter(
    (m) => m.template === 'notificationSms' && links.some((link) => String(m.payload.link).endsWith(link)),
  )
}

/** A customer's job in the company's category. */
async function market() {
  const customer = await makeUser()
  const firm = await makeCompanyUser()
  const job = await makeJob({
    customerId: customer.user.id,
    categoryId: firm.category.id,
    title: 'Ny terrasse',
  })
  return { customer, firm, job }
}

describe('notifications', () => {
  it('an invitation, a message and a decline from the customer, and the hire each notify the company', async () => {
    const { customer, firm, job } = await market()
    expect((await invite(job.id, firm.company.id, customer.cookie)).status).toBe(201)
    const contact = await makeContact({
      job: await makeJob({ customerId: customer.user.id, categoryId: firm.category.id }),
      companyId: firm.company.id,
    })
    const post = (cookie: string, body: object) =>
      api(messagesApi.send, { params: { contactId: contact.id }, rawBody: body, cookie })
    expect((await post(customer.cookie, { msg: 'Hvornår kan I komme?' })).status).toBe(201)
    expect((await post(firm.cookie, { msg: 'På mandag.' })).status).toBe(201)
    expect((await post(customer.cookie, { msg: 'Tak, men nej tak.', option: 'decline' })).status).toBe(201)

    const third = await makeJob({
      customerId: customer.user.id,
      categoryId: firm.category.id,
      title: 'Nyt tag',
    })
    const offer = await makeContact({ job: third, companyId: firm.company.id })
    const hired = await api(customerJobsApi.chooseSupplier, {
      params: { jobId: third.id },
      body: { contactId: offer.id },
      cookie: customer.cookie,
    })
    expect(hired.status).toBe(200)

    const types = (await mine(firm.company.id)).map((n) => [n.type, n.jobId])
    expect(types).toEqual([
      ['invited', job.id],
      ['new_message', contact.jobId],
      ['declined', contact.jobId],
      ['hired', third.id],
    ])
    // The company's own message tells nobody; SMS is off unless the company turns it on.
    expect(await textsAbout(firm.company.mobile, [job.id, contact.jobId, third.id])).toEqual([])
  })

  it('with notifications_phone on, a notification is also an SMS with a link to the job', async () => {
    const { customer, firm, job } = await market()
    const saved = await api(notificationsApi.saveSettings, {
      body: { email: true, sms: true },
      cookie: firm.cookie,
    })
    expect(saved.json).toEqual({ email: true, sms: true })
    await invite(job.id, firm.company.id, customer.cookie)
    const [sms, ...more] = await textsAbout(firm.company.mobile, [job.id])
    expect(more).toEqual([])
    expect(sms?.payload).toMatchObject({
      note: 'Ny terrasse',
      link: `http://localhost:8787/firma/opgaver?jobid=${job.id}`,
    })
  })

  it('a chat is one notification and one SMS until the company reads its notifications', async () => {
    const { customer, firm, job } = await market()
    await api(notificationsApi.saveSettings, { body: { email: true, sms: true }, cookie: firm.cookie })
    const contact = await makeContact({ job, companyId: firm.company.id })
    const say = (msg: string) =>
      api(messagesApi.send, { params: { contactId: contact.id }, body: { msg }, cookie: customer.cookie })
    for (const msg of ['Hej', 'Er I der?', 'Kan I komme mandag?']) expect((await say(msg)).status).toBe(201)
    const texts = () => textsAbout(firm.company.mobile, [job.id])
    expect(await texts()).toHaveLength(1)
    const aboutMessages = async () => (await mine(firm.company.id)).filter((n) => n.type === 'new_message')
    expect(await aboutMessages()).toHaveLength(1)

    await db().update(notifications).set({ readAt: 1 }).where(eq(notifications.companyId, firm.company.id))
    expect((await say('Hallo igen')).status).toBe(201)
    expect(await texts()).toHaveLength(2)
    expect(await aboutMessages()).toHaveLength(2)
  })

  it('a company lists and marks read only its own notifications', async () => {
    const { customer, firm, job } = await market()
    const other = await makeCompanyUser('Anden Byg ApS')
    await invite(job.id, firm.company.id, customer.cookie)
    const list = await api(notificationsApi.list, { cookie: firm.cookie })
    expect(list.json.unread).toBe(1)
    const id = list.json.items[0]!.id as number
    expect((await api(notificationsApi.list, { cookie: other.cookie })).json).toEqual({
      items: [],
      unread: 0,
    })
    const theirs = await api(notificationsApi.markRead, { body: { ids: [id] }, cookie: other.cookie })
    expect(theirs.json).toEqual({ unread: 0 })
    expect((await api(notificationsApi.list, { cookie: firm.cookie })).json.unread).toBe(1)
    expect(
      (await api(notificationsApi.list, { query: { after: String(id) }, cookie: firm.cookie })).json.items,
    ).toEqual([])
    const read = await api(notificationsApi.markRead, { body: {}, cookie: firm.cookie })
    expect(read.json).toEqual({ unread: 0 })
  })
})
