import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { messagesApi } from '../../../domain/contract/messages'
import { greetingName } from '../../../domain/rules/greeting'
import { contacts, jobs, lifecycleLog } from '../../db/schema'
import { database } from '../../lib/db'
import { render } from '../../lib/outbox'
import { api, errorOf } from '../../test/client'
import { makeContact, makeMessage, makeOffer, makeWonJob } from '../../test/market.fixtures'
import { mailsTo, messagesOf } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { messageLimit } from './send-message'
import { unreadCountSql, unreadCounts } from './unread'

const db = () => database(env.DB)

const thread = (contactId: number, cookie?: string) =>
  api(messagesApi.thread, { params: { contactId }, cookie })
const send = (contactId: number, cookie: string | undefined, body: object) =>
  api(messagesApi.send, { params: { contactId }, rawBody: body, cookie })

describe('a contact’s message thread', () => {
  it('both sides read and write the one thread, newest last; the company never sees the customer’s name', async () => {
    const { customer, firm, job, contact } = await makeOffer()
    expect((await send(contact.id, customer.cookie, { msg: 'Hvornår kan I komme?' })).status).toBe(201)
    const reply = await send(contact.id, firm.cookie, { msg: '  Mandag kl. 8.\r\nPasser det?  ' })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({
      response: 'success',
      message: { sender: 'company', mine: true, kind: 'message', body: 'Mandag kl. 8.\nPasser det?' },
    })

    const mine = await thread(contact.id, customer.cookie)
    expect(mine.status).toBe(200)
    expect(mine.json).toMatchObject({
      contactId: contact.id,
      jobId: job.id,
      jobTitle: job.title,
      viewer: 'customer',
      counterpart: firm.company.name,
      state: 'offered',
      canWrite: true,
      replyOnly: false,
      declined: false,
    })
    expect(mine.json.messages.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['Hvornår kan I komme?', true],
      ['Mandag kl. 8.\nPasser det?', false],
    ])

    const theirs = await thread(contact.id, firm.cookie)
    expect(theirs.json).toMatchObject({ viewer: 'company', counterpart: null })
    expect(theirs.text).not.toContain(customer.user.name)
    expect(theirs.text).not.toContain(customer.user.email)
  })

  it('names the customer to the company once hired, never to a rival company on the same job', async () => {
    const { customer, firm, job, contact } = await makeOffer('hired')
    const rival = await makeCompanyUser()
    const rivalContact = await makeContact({ job, companyId: rival.company.id, state: 'offered' })
    await makeMessage({ contactId: contact.id, sender: 'customer' })
    await makeMessage({ contactId: rivalContact.id, sender: 'customer' })
    // Before the job records the hire, the company is told 'Kunden' (no name).
    expect((await thread(contact.id, firm.cookie)).json).toMatchObject({ counterpart: null })
    await db().update(jobs).set({ hiredContactId: contact.id }).where(eq(jobs.id, job.id))
    expect((await thread(contact.id, firm.cookie)).json).toMatchObject({
      viewer: 'company',
      counterpart: customer.user.name,
    })
    const theirs = await thread(rivalContact.id, rival.cookie)
    expect(theirs.json).toMatchObject({ viewer: 'company', counterpart: null })
    expect(theirs.text).not.toContain(customer.user.name)
  })

  it('is 404 for another customer and another company, 401 for an anonymous visitor', async () => {
    const { contact } = await makeOffer()
    await makeMessage({ contactId: contact.id, sender: 'customer' })
    const otherCustomer = await makeUser()
    const otherFirm = await makeCompanyUser()
    const admin = await makeUser({ role: 'admin' })
    for (const cookie of [otherCustomer.cookie, otherFirm.cookie, admin.cookie]) {
      expect((await thread(contact.id, cookie)).status).toBe(404)
      expect((await send(contact.id, cookie, { msg: 'Hej' })).status).toBe(404)
    }
    expect((await thread(contact.id)).status).toBe(401)
    expect((await send(contact.id, undefined, { msg: 'Hej' })).status).toBe(401)
    expect((await thread(999_999_999, otherCustomer.cookie)).status).toBe(404)
    expect(await messagesOf(contact.id)).toHaveLength(1)
  })

  it('is 404 for a rival company on the same job, and the hired company’s thread stays the customer’s and its own', async () => {
    const { customer, firm, job, contact } = await makeWonJob()
    await makeMessage({ contactId: contact.id, sender: 'customer', body: 'Velkommen om bord' })
    const rival = await makeCompanyUser()
    const rivalContact = await makeContact({ job, companyId: rival.company.id, state: 'declined' })
    expect((await thread(contact.id, rival.cookie)).status).toBe(404)
    expect((await send(contact.id, rival.cookie, { msg: 'Vi er billigere' })).status).toBe(404)
    // And the other way round: neither the hired company nor another customer opens the rival's thread.
    const otherCustomer = await makeUser()
    for (const cookie of [firm.cookie, otherCustomer.cookie]) {
      expect((await thread(rivalContact.id, cookie)).status).toBe(404)
      expect((await send(rivalContact.id, cookie, { msg: 'Hej' })).status).toBe(404)
    }
    expect((await messagesOf(contact.id)).map((m) => [m.sender, m.body, m.readAt])).toEqual([
      ['customer', 'Velkommen om bord', null],
    ])
    expect(await messagesOf(rivalContact.id)).toEqual([])
    expect((await thread(contact.id, customer.cookie)).status).toBe(200)
  })

  it('refuses an empty message with 422 and the Danish text, and one that is too long', async () => {
    const { customer, contact } = await makeOffer()
    for (const msg of ['', '   \n  ', '\u200b']) {
      const res = await send(contact.id, customer.cookie, { msg })
      expect(res.status).toBe(422)
      expect(errorOf(res).issues).toEqual([{ path: 'msg', message: 'Dette felt må ikke være tomt.' }])
    }
    expect((await send(contact.id, customer.cookie, { msg: 'x'.repeat(2001) })).status).toBe(422)
    expect(await messagesOf(contact.id)).toHaveLength(0)
  })

  it('takes messages while live or hired, none on a withdrawn or expired contact', async () => {
    for (const state of ['invited', 'hired'] as const) {
      const { customer, firm, contact } = state === 'hired' ? await makeWonJob() : await makeOffer(state)
      expect((await send(contact.id, customer.cookie, { msg: 'Hej' })).status).toBe(201)
      expect((await send(contact.id, firm.cookie, { msg: 'Hej igen' })).status).toBe(201)
    }
    for (const state of ['withdrawn', 'expired'] as const) {
      const { customer, firm, contact } = await makeOffer(state)
      expect((await send(contact.id, customer.cookie, { msg: 'Hej' })).status).toBe(409)
      expect((await send(contact.id, firm.cookie, { msg: 'Hej' })).status).toBe(409)
      expect((await thread(contact.id, firm.cookie)).json.canWrite).toBe(false)
      expect(await messagesOf(contact.id)).toHaveLength(0)
    }
  })

  it('an offer that ended with the job (no decline of the customer’s) takes no reply from the company', async () => {
    const { customer, firm, contact } = await makeOffer('declined')
    await makeMessage({ contactId: contact.id, sender: 'company', body: 'Vi er klar.' })
    const res = await send(contact.id, firm.cookie, { msg: 'Hvorfor ikke os?' })
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toBe('Der kan ikke længere skrives beskeder om dette tilbud.')
    expect((await thread(contact.id, firm.cookie)).json).toMatchObject({ canWrite: false, replyOnly: false })
    expect((await thread(contact.id, customer.cookie)).json).toMatchObject({
      canWrite: false,
      declined: false,
    })
  })

  it('opening the thread marks the other side’s messages read; unread counts per side', async () => {
    const { customer, firm, contact } = await makeOffer()
    await makeMessage({ contactId: contact.id, sender: 'company', body: 'Et' })
    await makeMessage({ contactId: contact.id, sender: 'company', body: 'To' })
    await makeMessage({ contactId: contact.id, sender: 'customer', body: 'Tre' })
    expect(await unreadCounts(db(), 'customer', [contact.id])).toEqual({ [contact.id]: 2 })
    expect(await unreadCounts(db(), 'company', [contact.id])).toEqual({ [contact.id]: 1 })
    const [column] = await db()
      .select({ unread: unreadCountSql('customer') })
      .from(contacts)
      .where(eq(contacts.id, contact.id))
    expect(column?.unread).toBe(2)

    const opened = await thread(contact.id, customer.cookie)
    // The other side's messages show as read by me; mine stay unread until the company opens them.
    expect(opened.json.messages.map((m: { readAt: number | null }) => m.readAt !== null)).toEqual([
      true,
      true,
      false,
    ])
    expect(await unreadCounts(db(), 'customer', [contact.id])).toEqual({ [contact.id]: 0 })
    expect(await unreadCounts(db(), 'company', [contact.id])).toEqual({ [contact.id]: 1 })
    await thread(contact.id, firm.cookie)
    expect(await unreadCounts(db(), 'company', [contact.id, 999_999])).toEqual({
      [contact.id]: 0,
      999999: 0,
    })
  })

  it('throttles a sender over all their threads: the 41st message in 10 minutes is 429 and not saved', async () => {
    const { customer, contact } = await makeOffer()
    for (let n = 1; n <= messageLimit.max; n++)
      expect((await send(contact.id, customer.cookie, { msg: `Besked ${n}` })).status).toBe(201)
    const refused = await send(contact.id, customer.cookie, { msg: 'En for meget' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBeTruthy()
    expect(await messagesOf(contact.id)).toHaveLength(messageLimit.max)
  })

  it('mails the other side once per 15 minutes per thread, not once per message', async () => {
    const { customer, firm, contact } = await makeOffer()
    for (const msg of ['Et', 'To', 'Tre'])
      expect((await send(contact.id, customer.cookie, { msg })).status).toBe(201)
    expect(await mailsTo(firm.company.email, 'newMessageToCompany')).toHaveLength(1)
    expect((await send(contact.id, firm.cookie, { msg: 'Svar' })).status).toBe(201)
    const toCustomer = await mailsTo(customer.user.email, 'newMessageToCustomer')
    expect(toCustomer).toHaveLength(1)
    expect(toCustomer[0]?.payload).toMatchObject({ company: firm.company.name })
    // Each mail greets its reader by name, not with a bare 'Hej'.
    const greeting = (row: (typeof toCustomer)[number] | undefined) =>
      row ? render(row).text.split('\n')[0] : undefined
    expect(greeting(toCustomer[0])).toBe(`Hej ${greetingName(customer.user.name)}`)
    expect(greeting((await mailsTo(firm.company.email, 'newMessageToCompany'))[0])).toBe(
      `Hej ${firm.company.name}`,
    )
    expect(JSON.stringify(await mailsTo(firm.company.email, 'newMessageToCompany'))).not.toContain(
      customer.user.name,
    )
  })
})

describe('decline by message', () => {
  it('declines the offer with the text in one step, mails the company, and disables a second decline', async () => {
    const { customer, firm, contact } = await makeOffer()
    const res = await send(contact.id, customer.cookie, { msg: 'Tak, men nej tak.', option: 'decline' })
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({
      response: 'success',
      message: { kind: 'decline', body: 'Tak, men nej tak.' },
    })
    const [row] = await db().select().from(contacts).where(eq(contacts.id, contact.id))
    expect(row?.state).toBe('declined')
    const log = await db()
      .select()
      .from(lifecycleLog)
      .where(and(eq(lifecycleLog.subjectId, contact.id), eq(lifecycleLog.transition, 'decline')))
    expect(log).toHaveLength(1)
    const declined = await mailsTo(firm.company.email, 'offerDeclined')
    expect(declined).toHaveLength(1)
    expect(declined[0] && render(declined[0]).text.split('\n')[0]).toBe(`Hej ${firm.company.name}`)

    const again = await send(contact.id, customer.cookie, { msg: 'Nej tak igen.', option: 'decline' })
    expect(again.status).toBe(409)
    expect(await messagesOf(contact.id)).toHaveLength(1)
    expect(await mailsTo(firm.company.email, 'offerDeclined')).toHaveLength(1)
    // Declined: the customer's thread is closed.
    expect((await thread(contact.id, customer.cookie)).json).toMatchObject({
      declined: true,
      canWrite: false,
    })
    expect((await send(contact.id, customer.cookie, { msg: 'Hallo?' })).status).toBe(409)
  })

  it('two declines in parallel give one decline and one message', async () => {
    const { customer, contact } = await makeOffer()
    const answers = await Promise.all(
      ['Tak, men nej tak.', 'Vi har valgt en anden.', 'Nej tak.'].map((msg) =>
        send(contact.id, customer.cookie, { msg, option: 'decline' }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
    expect(await messagesOf(contact.id)).toHaveLength(1)
  })

  it('a refused decline leaves no message: not an offer, or not the customer’s to decline', async () => {
    const { customer, firm, contact } = await makeOffer('invited')
    const refused = await send(contact.id, customer.cookie, { msg: 'Nej tak.', option: 'decline' })
    expect(refused.status).toBe(409)
    expect(errorOf(refused).message).toBe('Tilbuddet kan ikke længere afslås.')
    const live = await makeOffer()
    expect((await send(live.contact.id, live.firm.cookie, { msg: 'Nej', option: 'decline' })).status).toBe(
      403,
    )
    expect((await send(contact.id, customer.cookie, { msg: '', option: 'decline' })).status).toBe(422)
    expect(await messagesOf(contact.id)).toHaveLength(0)
    expect(await messagesOf(live.contact.id)).toHaveLength(0)
    expect(await mailsTo(firm.company.email, 'offerDeclined')).toHaveLength(0)
  })

  it('the company may answer a decline once: answered "replay"; then the thread is closed', async () => {
    const { customer, firm, contact } = await makeOffer()
    await send(contact.id, customer.cookie, { msg: 'Vi har valgt en anden.', option: 'decline' })
    expect((await thread(contact.id, firm.cookie)).json).toMatchObject({ canWrite: true, replyOnly: true })
    const reply = await send(contact.id, firm.cookie, { msg: 'Tak for svaret, god vind.' })
    expect(reply.status).toBe(201)
    expect(reply.json).toMatchObject({ response: 'replay', message: { kind: 'reply', sender: 'company' } })
    expect((await send(contact.id, firm.cookie, { msg: 'Og én ting mere' })).status).toBe(409)
    expect((await thread(contact.id, firm.cookie)).json).toMatchObject({ canWrite: false, declined: true })
    expect((await messagesOf(contact.id)).map((m) => m.kind)).toEqual(['decline', 'reply'])
  })

  it('two replies in parallel give one', async () => {
    const { customer, firm, contact } = await makeOffer()
    await send(contact.id, customer.cookie, { msg: 'Nej tak.', option: 'decline' })
    const answers = await Promise.all(
      ['En', 'To', 'Tre'].map((msg) => send(contact.id, firm.cookie, { msg })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
    expect((await messagesOf(contact.id)).filter((m) => m.kind === 'reply')).toHaveLength(1)
  })
})
