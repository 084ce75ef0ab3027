import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invitationsApi } from '../../../domain/contract/invitations'
import { adminSupportApi, supportApi } from '../../../domain/contract/support'
import { complaints, notificationSettings, notifications, outbox, users } from '../../db/schema'
import { database } from '../../lib/db'
import { api, errorOf, expectError } from '../../test/client'
import { outboxFor } from '../../test/helpers'
import { makeHire, makeJob } from '../../test/market.fixtures'
import { auditOf, lifecycleLogOf } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

const db = () => database(env.DB)

async function openCase(cookie: string, subject = 'Spørgsmål om fakturaen') {
  const res = await api(supportApi.create, {
    body: { subject, message: 'Hvor finder vi fakturaen for maj?' },
    cookie,
  })
  expect(res.status).toBe(201)
  return res.json.case.id as number
}

describe('support cases (/hjaelp/firma)', () => {
  it('a company opens a case, the admin answers, the company sees the answer, is notified and mailed', async () => {
    const firm = await makeCompanyUser('Support Test ApS')
    const admin = await makeUser({ role: 'admin' })
    const id = await openCase(firm.cookie)
    const list = await api(supportApi.list, { cookie: firm.cookie })
    expect(list.json.items).toMatchObject([
      { id, subject: 'Spørgsmål om fakturaen', status: 'open', messageCount: 1, lastAuthor: 'company' },
    ])

    const queue = await api(adminSupportApi.cases, { cookie: admin.cookie })
    expect(queue.status).toBe(200)
    expect(queue.json.counts.open).toBeGreaterThanOrEqual(1)
    const item = queue.json.items.find((i: { id: number }) => i.id === id)
    expect(item).toMatchObject({ company: { id: firm.company.id, name: 'Support Test ApS' } })
    expect(item!.messages).toHaveLength(1)

    const reply = await api(adminSupportApi.reply, {
      params: { caseId: id },
      body: { message: 'Den ligger under Transaktioner.' },
      cookie: admin.cookie,
    })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({ id, status: 'answered' })

    const thread = await api(supportApi.thread, { params: { caseId: id }, cookie: firm.cookie })
    expect(thread.json.case.status).toBe('answered')
    expect(thread.json.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['company', 'Hvor finder vi fakturaen for maj?'],
      ['admin', 'Den ligger under Transaktioner.'],
    ])
    expect(thread.json.actions.sort()).toEqual(['close', 'write'])

    const told = await db().select().from(notifications).where(eq(notifications.companyId, firm.company.id))
    expect(told).toMatchObject([{ type: 'support_reply', note: 'Spørgsmål om fakturaen', jobId: null }])
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, firm.company.email ?? ''))
    const mail = mails.find((m) => m.template === 'supportReply')
    expect(mail?.payload).toMatchObject({
      subject: 'Spørgsmål om fakturaen',
      message: 'Den ligger under Transaktioner.',
    })
    expect(await auditOf('support_case', id)).toMatchObject([
      { action: 'support.reply', actorUserId: admin.user.id },
    ])
    const log = await lifecycleLogOf('supportCase', [id])
    expect(log.map((l) => [l.transition, l.actorRole])).toEqual([
      ['start', 'company'],
      ['answer', 'admin'],
    ])
  })

  it('messages and ticket notes must not be empty: ‘Dette felt må ikke være tomt.’', async () => {
    const firm = await makeCompanyUser()
    const empty = await api(supportApi.create, {
      body: { subject: 'Hej', message: '  \u200b ' },
      cookie: firm.cookie,
    })
    expect(empty.status).toBe(422)
    expect(errorOf(empty).issues).toContainEqual({
      path: 'message',
      message: 'Dette felt må ikke være tomt.',
    })
    const id = await openCase(firm.cookie)
    const send = await api(supportApi.send, {
      params: { caseId: id },
      body: { message: '' },
      cookie: firm.cookie,
    })
    expect(send.status).toBe(422)
    expect(errorOf(send).issues?.[0]?.message).toBe('Dette felt må ikke være tomt.')
    const ticket = await api(supportApi.status, {
      params: { caseId: id },
      body: { status: 'closed', text: ' ' },
      cookie: firm.cookie,
    })
    expect(ticket.status).toBe(422)
    expect(
      (await api(supportApi.thread, { params: { caseId: id }, cookie: firm.cookie })).json.case.status,
    ).toBe('open')
  })

  it('the company closes and reopens with a note; a closed case takes no message or answer (409, nothing written)', async () => {
    const firm = await makeCompanyUser()
    const admin = await makeUser({ role: 'admin' })
    const id = await openCase(firm.cookie)
    const closed = await api(supportApi.status, {
      params: { caseId: id },
      body: { status: 'closed', text: 'Vi fandt den selv, tak.' },
      cookie: firm.cookie,
    })
    expect(closed.status).toBe(200)
    expect(closed.json.case.status).toBe('closed')
    expect(closed.json.actions).toEqual(['reopen'])
    const send = await api(supportApi.send, {
      params: { caseId: id },
      body: { message: 'Hov' },
      cookie: firm.cookie,
    })
    expect(send.status).toBe(409)
    expect(errorOf(send).message).toBe('Sagen er lukket. Genåbn den for at skrive igen.')
    const answer = await api(adminSupportApi.reply, {
      params: { caseId: id },
      body: { message: 'Svar' },
      cookie: admin.cookie,
    })
    expect(answer.status).toBe(409)
    expect(await auditOf('support_case', id)).toEqual([])
    const reopened = await api(supportApi.status, {
      params: { caseId: id },
      body: { status: 'open', text: 'Vi har et spørgsmål mere.' },
      cookie: firm.cookie,
    })
    expect(reopened.json.case.status).toBe('open')
    expect(reopened.json.messages).toHaveLength(3)
    // The admin closes it: logged in the audit log; a second close is a 409 and logs nothing more.
    const byAdmin = await api(adminSupportApi.status, {
      params: { caseId: id },
      body: { status: 'closed' },
      cookie: admin.cookie,
    })
    expect(byAdmin.json).toEqual({ id, status: 'closed' })
    const again = await api(adminSupportApi.status, {
      params: { caseId: id },
      body: { status: 'closed' },
      cookie: admin.cookie,
    })
    expect(again.status).toBe(409)
    expect((await auditOf('support_case', id)).map((a) => a.action)).toEqual(['support.closed'])
  })

  it('an answered case goes back to the queue when the company writes again', async () => {
    const firm = await makeCompanyUser()
    const admin = await makeUser({ role: 'admin' })
    const id = await openCase(firm.cookie)
    await api(adminSupportApi.reply, {
      params: { caseId: id },
      body: { message: 'Svar' },
      cookie: admin.cookie,
    })
    const more = await api(supportApi.send, {
      params: { caseId: id },
      body: { message: 'Tak, og …' },
      cookie: firm.cookie,
    })
    expect(more.status).toBe(201)
    expect(more.json.case).toMatchObject({ status: 'open', lastAuthor: 'company', messageCount: 3 })
  })

  it('another company, a customer and an anonymous visitor get 404 / 403 / 401; the case stays as it was', async () => {
    const firm = await makeCompanyUser()
    const other = await makeCompanyUser()
    const customer = await makeUser()
    const id = await openCase(firm.cookie)
    const params = { caseId: id }
    const calls = [
      ['thread', (cookie?: string) => api(supportApi.thread, { params, cookie })],
      ['send', (cookie?: string) => api(supportApi.send, { params, body: { message: 'Hej' }, cookie })],
      [
        'status',
        (cookie?: string) =>
          api(supportApi.status, { params, body: { status: 'closed', text: 'Luk' }, cookie }),
      ],
    ] as const
    for (const [name, send] of calls) {
      expectError(await send(other.cookie), 'not_found')
      expect((await send(customer.cookie)).status, name).toBe(403)
      expect((await send()).status, name).toBe(401)
    }
    expect((await api(supportApi.list, { cookie: other.cookie })).json.items).toEqual([])
    expectError(await api(supportApi.list, { cookie: customer.cookie }), 'forbidden')
    expect(
      (await api(supportApi.create, { body: { subject: 'x', message: 'y' }, cookie: customer.cookie }))
        .status,
    ).toBe(403)
    const complaint = { complaintId: 1 }
    const admin = [
      ['cases', (cookie?: string) => api(adminSupportApi.cases, { cookie })],
      [
        'reply',
        (cookie?: string) => api(adminSupportApi.reply, { params, body: { message: 'Hej' }, cookie }),
      ],
      [
        'status',
        (cookie?: string) => api(adminSupportApi.status, { params, body: { status: 'closed' }, cookie }),
      ],
      ['complaints', (cookie?: string) => api(adminSupportApi.complaints, { cookie })],
      [
        'complaintReply',
        (cookie?: string) =>
          api(adminSupportApi.complaintReply, { params: complaint, body: { message: 'Hej' }, cookie }),
      ],
      [
        'complaintStatus',
        (cookie?: string) =>
          api(adminSupportApi.complaintStatus, { params: complaint, body: { status: 'closed' }, cookie }),
      ],
    ] as const
    for (const [name, send] of admin) {
      expect((await send(firm.cookie)).status, name).toBe(403)
      expect((await send(customer.cookie)).status, name).toBe(403)
      expect((await send()).status, name).toBe(401)
    }
    const thread = await api(supportApi.thread, { params: { caseId: id }, cookie: firm.cookie })
    expect(thread.json.case.status).toBe('open')
    expect(thread.json.messages).toHaveLength(1)
    const missing = await api(adminSupportApi.reply, {
      params: { caseId: 999999999 },
      body: { message: 'Hej' },
      cookie: (await makeUser({ role: 'admin' })).cookie,
    })
    expect(missing.status).toBe(404)
  })
})

describe('answers to someone who left the market', () => {
  it('a blocked company’s case takes the answer (kept for when it is back) but it is sent no mail and no SMS', async () => {
    const firm = await makeCompanyUser('Blokeret Support ApS')
    const admin = await makeUser({ role: 'admin' })
    await db().insert(notificationSettings).values({ companyId: firm.company.id, email: true, sms: true })
    const id = await openCase(firm.cookie)
    await db().update(users).set({ status: 'blocked' }).where(eq(users.id, firm.user.id))
    const reply = await api(adminSupportApi.reply, {
      params: { caseId: id },
      body: { message: 'Vi har set på det.' },
      cookie: admin.cookie,
    })
    expect(reply.json).toEqual({ id, status: 'answered' })
    const told = await db().select().from(notifications).where(eq(notifications.companyId, firm.company.id))
    expect(told.map((n) => n.type)).toEqual(['support_reply'])
    for (const to of [firm.company.email, firm.user.email, firm.company.mobile, firm.company.phone]) {
      expect(await outboxFor(to ?? ''), String(to)).toEqual([])
    }
  })

  it('a blocked or deleted customer’s complaint takes the answer, and they are sent no mail', async () => {
    for (const status of ['blocked', 'deleted'] as const) {
      const customer = await makeUser({ name: 'Klara Klager' })
      const admin = await makeUser({ role: 'admin' })
      const companyName = `Ukendt Byg ${crypto.randomUUID().slice(0, 8)} ApS`
      const filed = await api(invitationsApi.complaint, {
        body: { companyName, text: 'De kom aldrig.', userName: 'Klara Klager' },
        cookie: customer.cookie,
      })
      expect(filed.status).toBe(204)
      await db().update(users).set({ status }).where(eq(users.id, customer.user.id))
      const [complaint] = await db().select().from(complaints).where(eq(complaints.userId, customer.user.id))
      const reply = await api(adminSupportApi.complaintReply, {
        params: { complaintId: complaint!.id },
        body: { message: 'Vi har talt med firmaet.' },
        cookie: admin.cookie,
      })
      expect(reply.json, status).toEqual({ id: complaint!.id, status: 'answered' })
      expect(await outboxFor(customer.user.email ?? ''), status).toEqual([])
    }
  })
})

describe('the complaints queue', () => {
  it('shows the complaint with company, customer and job; a reply mails the customer; status and audit', async () => {
    const customer = await makeUser({ name: 'Klara Klager' })
    const firm = await makeCompanyUser(`Klage Byg ${crypto.randomUUID().slice(0, 6)} ApS`)
    const admin = await makeUser({ role: 'admin' })
    const job = await makeJob({
      customerId: customer.user.id,
      categoryId: firm.category.id,
      title: 'Nyt tag',
      status: 'hired',
    })
    await makeHire({ job, companyId: firm.company.id })
    const filed = await api(invitationsApi.complaint, {
      body: { companyName: firm.company.name, text: 'De kom aldrig.', userName: 'Klara Klager' },
      cookie: customer.cookie,
    })
    expect(filed.status).toBeLessThan(300)

    const queue = await api(adminSupportApi.complaints, { cookie: admin.cookie })
    expect(queue.status).toBe(200)
    const item = queue.json.items.find((i: { companyName: string }) => i.companyName === firm.company.name)
    expect(item).toMatchObject({
      status: 'open',
      text: 'De kom aldrig.',
      userName: 'Klara Klager',
      company: { id: firm.company.id },
      customer: { id: customer.user.id, name: 'Klara Klager' },
      job: { id: job.id, title: 'Nyt tag' },
      replies: [],
    })
    const before = queue.json.counts

    const reply = await api(adminSupportApi.complaintReply, {
      params: { complaintId: item!.id },
      body: { message: 'Vi har talt med firmaet.' },
      cookie: admin.cookie,
    })
    expect(reply.status).toBe(200)
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, customer.user.email ?? ''))
    expect(mails.find((m) => m.template === 'complaintReply')?.payload).toMatchObject({
      message: 'Vi har talt med firmaet.',
      company: firm.company.name,
    })
    const answered = await api(adminSupportApi.complaints, {
      query: { status: 'answered' },
      cookie: admin.cookie,
    })
    expect(answered.json.counts.answered).toBe(before.answered + 1)
    expect(answered.json.items.find((i: { id: number }) => i.id === item!.id)!.replies).toMatchObject([
      { body: 'Vi har talt med firmaet.' },
    ])

    const close = await api(adminSupportApi.complaintStatus, {
      params: { complaintId: item!.id },
      body: { status: 'closed' },
      cookie: admin.cookie,
    })
    expect(close.json).toEqual({ id: item!.id, status: 'closed' })
    const late = await api(adminSupportApi.complaintReply, {
      params: { complaintId: item!.id },
      body: { message: 'For sent' },
      cookie: admin.cookie,
    })
    expect(late.status).toBe(409)
    expect(
      (
        await api(adminSupportApi.complaintStatus, {
          params: { complaintId: item!.id },
          body: { status: 'closed' },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(409)
    const reopen = await api(adminSupportApi.complaintStatus, {
      params: { complaintId: item!.id },
      body: { status: 'open' },
      cookie: admin.cookie,
    })
    expect(reopen.json).toEqual({ id: item!.id, status: 'answered' })
    expect((await auditOf('complaint', item!.id)).map((a) => [a.action, a.actorUserId])).toEqual([
      ['complaint.reply', admin.user.id],
      ['complaint.closed', admin.user.id],
      ['complaint.reopened', admin.user.id],
    ])
    expect(
      (
        await api(adminSupportApi.complaintReply, {
          params: { complaintId: 999999999 },
          body: { message: 'x' },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404)
  })
})
