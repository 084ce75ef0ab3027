import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { accountApi } from '../../domain/contract/account'
import { accountEmailApi } from '../../domain/contract/account-email'
import { authApi } from '../../domain/contract/auth'
import { calendarApi } from '../../domain/contract/calendar'
import { companyJobsApi } from '../../domain/contract/company-jobs'
import { customerJobsApi } from '../../domain/contract/customer-jobs'
import { invitationsApi } from '../../domain/contract/invitations'
import { messagesApi } from '../../domain/contract/messages'
import { notificationsApi } from '../../domain/contract/notifications'
import { companyReviewsApi } from '../../domain/contract/reviews'
import { searchAgentsApi } from '../../domain/contract/search-agents'
import { adminSupportApi, supportApi } from '../../domain/contract/support'
import { wonJobsApi } from '../../domain/contract/won-jobs'
import { locales } from '../../domain/i18n'
import { subscriptions } from '../db/schema'
import { logInAs, makeCompanyUser, makeUser } from '../modules/account/account.fixtures'
import { createCustomerWithoutPassword } from '../modules/auth/create-customer-without-password'
import { confirmationLink } from '../modules/auth/send-facebook-confirmation'
import { forgetCategoryCache } from '../modules/catalog/catalog.service'
import { orderFromPriceList } from '../modules/company-profile/orders.fixtures'
import { invite } from '../modules/invitations/invitations.fixtures'
import { matchNewJobs } from '../modules/search-agents/match-jobs'
import { sendDigests } from '../modules/search-agents/send-digests'
import { renewSubscriptions } from '../modules/timers/renew-subscriptions'
import { api, call } from '../test/client'
import { makeCategoryTree } from '../test/factories'
import { freshCvr, freshEmail, freshIp, goodPassword, outboxFor } from '../test/helpers'
import { makeContact, makeJob, makeJobInTrade, makeOffer, makeWonJob } from '../test/market.fixtures'
import { database } from './db'
import { isLinkKey } from './mail-text'
import { type MailTemplate, mailTemplates, type Payload, render } from './outbox'

vi.setConfig({ testTimeout: 60_000 })

const origin = 'http://localhost:8787'

interface Sent {
  channel: 'email' | 'sms'
  payload: Payload
}

/** The newest message of `template` to `to`, as the flow wrote it (links from the fake mailbox once sent). */
async function sent(to: string, template: MailTemplate): Promise<Sent> {
  const row = (await outboxFor(to)).find((m) => m.template === template)
  if (!row) throw new Error(`no ${template} to ${to}`)
  return { channel: row.channel, payload: row.payload }
}

async function signUpCustomer() {
  const email = freshEmail('welcome')
  const res = await api(authApi.signupCustomer, {
    body: { name: 'Mette Hansen', email, phone: '12 34 56 78', zip: '2100', password: goodPassword },
    ip: freshIp(),
  })
  expect(res.status).toBe(201)
  return email
}

/** A live offer with a message thread: its customer, its company and the contact. */
async function offerThread() {
  const { customer, firm, contact } = await makeOffer()
  const post = (cookie: string, body: object) =>
    api(messagesApi.send, { params: { contactId: contact.id }, rawBody: body, cookie }).then((res) =>
      expect(res.status).toBe(201),
    )
  return { customer, firm, post }
}

/**
 * Each template as the app writes it: the flow that sends it runs and its stored message is taken, so
 * a link built wrong anywhere (`/${slug}`, a page that was renamed) shows up here. The Facebook
 * confirmation needs a whole OAuth dance; its link comes from the builder the flow uses.
 */
const senders: Record<MailTemplate, () => Promise<Sent>> = {
  companyInvited: async () => {
    const { customer, firm, job } = await makeJobInTrade()
    expect((await invite(job.id, firm.company.id, customer.cookie)).status).toBe(201)
    return sent(firm.company.email ?? '', 'companyInvited')
  },
  callbackRequested: async () => {
    const { customer, firm, contact } = await makeOffer()
    const res = await api(invitationsApi.requestCallback, {
      params: { contactId: contact.id },
      cookie: customer.cookie,
    })
    expect(res.status).toBe(200)
    return sent(firm.company.email ?? '', 'callbackRequested')
  },
  welcomeCustomer: async () => sent(await signUpCustomer(), 'welcomeCustomer'),
  signupAttempt: async () => {
    const email = await signUpCustomer()
    await api(authApi.signupCustomer, {
      body: { name: 'Mette Hansen', email, phone: '12 34 56 78', zip: '2100', password: goodPassword },
      ip: freshIp(),
    })
    return sent(email, 'signupAttempt')
  },
  welcomeCompany: async () => {
    const { top, sub } = await makeCategoryTree()
    const email = freshEmail('firma')
    const res = await api(authApi.signupCompany, {
      body: {
        withCvr: true,
        cvr: freshCvr(),
        companyName: 'Hansens Tømrer ApS',
        address: 'Strandvejen 112',
        zip: '2900',
        contactName: 'Lars Hansen',
        email,
        phone: '87654321',
        password: goodPassword,
        categoryIds: [top.id, sub.id],
        description: 'Vi bygger terrasser.',
      },
      ip: freshIp(),
    })
    expect(res.status).toBe(201)
    return sent(email, 'welcomeCompany')
  },
  passwordReset: async () => {
    const { user } = await makeUser()
    await api(authApi.requestPasswordReset, { body: { email: user.email! }, ip: freshIp() })
    return sent(user.email ?? '', 'passwordReset')
  },
  passwordResetSms: async () => {
    const { user } = await makeUser()
    await api(authApi.requestPasswordReset, { body: { email: user.email! }, ip: freshIp() })
    return sent(user.phone ?? '', 'passwordResetSms')
  },
  setPassword: async () => {
    const email = freshEmail('order')
    await createCustomerWithoutPassword(
      database(env.DB),
      { name: 'Ole Olsen', email, phone: '11223344', zip: '8000', locale: 'da-DK' },
      origin,
    )
    return sent(email, 'setPassword')
  },
  passwordChanged: async () => {
    const { user, cookie } = await makeUser()
    const res = await api(accountApi.changePassword, {
      body: { currentPassword: goodPassword, newPassword: 'Ny-blå-hest-på-taget-7' },
      cookie,
    })
    expect(res.status).toBe(200)
    return sent(user.email ?? '', 'passwordChanged')
  },
  emailChangeConfirm: async () => {
    const { cookie } = await makeUser()
    const email = freshEmail('new')
    await api(accountApi.update, { body: { email, currentPassword: goodPassword }, cookie })
    return sent(email, 'emailChangeConfirm')
  },
  emailChanged: async () => {
    const { user, cookie } = await makeUser()
    const email = freshEmail('new')
    await api(accountApi.update, { body: { email, currentPassword: goodPassword }, cookie })
    const token = new URL(String((await sent(email, 'emailChangeConfirm')).payload.link)).searchParams.get(
      'token',
    )
    const res = await api(accountEmailApi.confirm, {
      body: { token: token! },
      cookie: await logInAs(user.id),
    })
    expect(res.status).toBe(200)
    return sent(user.email ?? '', 'emailChanged')
  },
  newMessageToCompany: async () => {
    const { customer, firm, post } = await offerThread()
    await post(customer.cookie, { msg: 'Hvornår kan I komme?' })
    return sent(firm.company.email ?? '', 'newMessageToCompany')
  },
  newMessageToCustomer: async () => {
    const { customer, firm, post } = await offerThread()
    await post(firm.cookie, { msg: 'Vi kan komme på mandag.' })
    return sent(customer.user.email ?? '', 'newMessageToCustomer')
  },
  offerDeclined: async () => {
    const { customer, firm, post } = await offerThread()
    await post(customer.cookie, { msg: 'Tak, men nej tak.', option: 'decline' })
    return sent(firm.company.email ?? '', 'offerDeclined')
  },
  newOffer: async () => {
    const { customer, firm, job } = await makeJobInTrade()
    const res = await api(companyJobsApi.offer, {
      params: { jobId: job.id },
      body: { priceOre: 1_250_000, text: 'Vi kan gå i gang i uge 12.' },
      cookie: firm.cookie,
    })
    expect(res.status).toBe(200)
    return sent(customer.user.email ?? '', 'newOffer')
  },
  facebookLinked: async () => ({
    channel: 'email',
    payload: { name: 'Mette Hansen', resetLink: `${origin}/glemt-adgangskode` },
  }),
  facebookConfirm: async () => ({
    channel: 'email',
    payload: { name: 'Jonas Facebook', link: confirmationLink(origin, 'a'.repeat(32)) },
  }),
  supplierHired: async () => {
    const { hired } = await supplierChosen()
    return sent(hired.company.email ?? '', 'supplierHired')
  },
  supplierNotChosen: async () => {
    const { other } = await supplierChosen()
    return sent(other.company.email ?? '', 'supplierNotChosen')
  },
  priceListOrder: async () => sent((await priceListOrdered()).firm.company.email ?? '', 'priceListOrder'),
  orderConfirmation: async () =>
    sent((await priceListOrdered()).customer.user.email ?? '', 'orderConfirmation'),
  agentMatch: async () => {
    const { firm } = await agentFound('instant')
    return sent(firm.company.email ?? '', 'agentMatch')
  },
  agentDigest: async () => {
    const { firm } = await agentFound('daily')
    await sendDigests(database(env.DB), origin)
    return sent(firm.company.email ?? '', 'agentDigest')
  },
  notificationSms: async () => {
    const { firm } = await agentFound('instant', { sms: true })
    return sent(firm.company.mobile ?? '', 'notificationSms')
  },
  jobDatesSms: async () => {
    const { customer, firm, contact } = await makeWonJob()
    const res = await api(calendarApi.sendSms, {
      params: { contactId: contact.id },
      body: { startDate: 1_800_000_000, endDate: 1_800_086_400 },
      cookie: firm.cookie,
    })
    expect(res.status).toBe(201)
    return sent(customer.user.phone ?? '', 'jobDatesSms')
  },
  subscriptionLapsed: async () => {
    const firm = await makeCompanyUser()
    await database(env.DB).insert(subscriptions).values({
      companyId: firm.company.id,
      categoryId: firm.category.id,
      plan: 'pro',
      periodStart: 1,
      periodEnd: 2,
      paidOre: 29_900,
      updatedAt: 0,
    })
    await renewSubscriptions(database(env.DB), 3, origin)
    return sent(firm.company.email ?? '', 'subscriptionLapsed')
  },
  reviewRequest: async () => {
    const { customer, firm, contact } = await makeWonJob()
    const res = await api(wonJobsApi.complete, {
      params: { contactId: contact.id },
      body: { price: '12.500,50' },
      cookie: firm.cookie,
    })
    expect(res.status).toBe(200)
    return sent(customer.user.email ?? '', 'reviewRequest')
  },
  reviewInvitation: async () => {
    const firm = await makeCompanyUser()
    const to = freshEmail('anmeld').toLowerCase()
    const res = await api(companyReviewsApi.invite, {
      body: { text: `Kære kunde: ${to}` },
      cookie: firm.cookie,
    })
    expect(res.status).toBe(202)
    return sent(to, 'reviewInvitation')
  },
  cancelApprovedCompany: async () => (await cancellationDecided('approve')).company,
  cancelApprovedCustomer: async () => (await cancellationDecided('approve')).customer,
  cancelRejectedCompany: async () => (await cancellationDecided('reject')).company,
  cancelRejectedCustomer: async () => (await cancellationDecided('reject')).customer,
  supportReply: async () => {
    const firm = await makeCompanyUser()
    const admin = await makeUser({ role: 'admin' })
    const opened = await api(supportApi.create, {
      body: { subject: 'Prislisten', message: 'Kan I rette den?' },
      cookie: firm.cookie,
    })
    const res = await api(adminSupportApi.reply, {
      params: { caseId: opened.json.case.id },
      body: { message: 'Ja, det er gjort.' },
      cookie: admin.cookie,
    })
    expect(res.status).toBe(200)
    return sent(firm.company.email ?? '', 'supportReply')
  },
  complaintReply: async () => {
    const customer = await makeUser()
    const admin = await makeUser({ role: 'admin' })
    const name = `Klagefirma ${crypto.randomUUID()}`
    await api(invitationsApi.complaint, {
      body: { companyName: name, text: 'De kom ikke.', userName: 'Kim Kunde' },
      cookie: customer.cookie,
    })
    const queue = await api(adminSupportApi.complaints, { cookie: admin.cookie })
    const complaint = queue.json.items.find((i: { companyName: string }) => i.companyName === name)
    const res = await api(adminSupportApi.complaintReply, {
      params: { complaintId: complaint!.id },
      body: { message: 'Vi har talt med firmaet.' },
      cookie: admin.cookie,
    })
    expect(res.status).toBe(200)
    return sent(customer.user.email ?? '', 'complaintReply')
  },
}

/** A company's search agent finds a new job in its category (SMS notifications on when asked). */
async function agentFound(delivery: 'instant' | 'daily', options: { sms?: boolean } = {}) {
  const customer = await makeUser()
  const firm = await makeCompanyUser()
  // The category was made after the catalog was cached.
  forgetCategoryCache()
  if (options.sms)
    await api(notificationsApi.saveSettings, { body: { email: true, sms: true }, cookie: firm.cookie })
  const res = await api(searchAgentsApi.create, {
    body: { categoryId: firm.category.id, delivery },
    cookie: firm.cookie,
  })
  expect(res.status).toBe(201)
  await makeJob({ customerId: customer.user.id, categoryId: firm.category.id })
  await matchNewJobs(database(env.DB), origin)
  return { firm }
}

/** The company cancels its won job and an administrator decides: both parties' mails. */
async function cancellationDecided(decision: 'approve' | 'reject') {
  const { customer, firm, contact } = await makeWonJob()
  const cancelled = await api(wonJobsApi.cancel, {
    params: { contactId: contact.id },
    body: { optionSelect: 'other', optionNewOne: 'yes', optionNewTwo: 'no', text: 'Kunden aflyste.' },
    cookie: firm.cookie,
  })
  expect(cancelled.status).toBe(200)
  const admin = await makeUser({ role: 'admin' })
  const res = await call(`/api/admin/cancellations/${contact.id}/${decision}`, {
    cookie: admin.cookie,
    body: decision === 'reject' ? { reason: 'I er stadig valgt.' } : {},
  })
  expect(res.status).toBe(200)
  const suffix = decision === 'approve' ? 'Approved' : 'Rejected'
  return {
    company: await sent(firm.company.email ?? '', `cancel${suffix}Company`),
    customer: await sent(customer.user.email ?? '', `cancel${suffix}Customer`),
  }
}

/** A customer orders a line of a company's price list: the company and the customer are both mailed. */
async function priceListOrdered() {
  const customer = await makeUser()
  const firm = await makeCompanyUser('Prisliste Mail ApS')
  await orderFromPriceList(firm, customer)
  return { customer, firm }
}

/** A customer chooses one of two offers: the hired and the other company are both mailed. */
async function supplierChosen() {
  const customer = await makeUser()
  const hired = await makeCompanyUser('Valgt Tømrer ApS')
  const other = await makeCompanyUser('Fravalgt Byg ApS')
  const job = await makeJob({ customerId: customer.user.id, categoryId: hired.category.id })
  const contact = await makeContact({ job, companyId: hired.company.id })
  await makeContact({ job, companyId: other.company.id })
  const res = await api(customerJobsApi.chooseSupplier, {
    params: { jobId: job.id },
    body: { contactId: contact.id },
    cookie: customer.cookie,
  })
  expect(res.status).toBe(200)
  return { hired, other }
}

const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0])

describe('links in every e-mail and SMS', () => {
  it('covers every template', () => {
    expect(Object.keys(senders).sort()).toEqual([...mailTemplates].sort())
  })

  for (const template of mailTemplates) {
    it(`${template}: every link, in both languages, is ours and is not a 404`, async () => {
      const message = await senders[template]()
      const links = new Set<string>()
      for (const locale of locales) {
        const mail = render({ ...message, template, locale })
        expect(mail.text, `${template} ${locale}`).not.toMatch(/\{\{|\}\}/)
        for (const link of [...linksIn(mail.text), ...linksIn(mail.html)]) links.add(link)
      }
      // Every link the flow put in the message is in the text (none is dropped by a template).
      for (const [key, value] of Object.entries(message.payload)) {
        if (isLinkKey(key)) expect([...links], `${template}.${key}`).toContain(String(value))
      }
      for (const link of links) {
        expect(link.startsWith(`${origin}/`), link).toBe(true)
        const res = await call(link.slice(origin.length))
        expect(res.status, link).not.toBe(404)
        expect(res.status, link).toBeLessThan(500)
      }
    })
  }
})
