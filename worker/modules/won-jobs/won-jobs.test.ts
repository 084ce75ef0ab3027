import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customerJobsApi } from '../../../domain/contract/customer-jobs'
import { cancellationsApi, wonJobsApi } from '../../../domain/contract/won-jobs'
import type { ClosingResult } from '../../../domain/schemas/won-jobs'
import { contactClosings, contacts, jobs, notifications, users } from '../../db/schema'
import { database } from '../../lib/db'
import { type Answer, api, errorOf, expectError } from '../../test/client'
import { outboxFor } from '../../test/helpers'
import { makeContact, makeMessage, makeWonJob } from '../../test/market.fixtures'
import { d1WithWriteBeforeBatch } from '../../test/race'
import { auditOf, contactStateOf, jobById, lifecycleLogOf } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { setBlocked } from '../admin/set-blocked'
import { completeWonJob } from './close-won-job'
import { approveCancellation, rejectCancellation } from './decide-cancellation'

const db = () => database(env.DB)

const closingsOf = (contactId: number) =>
  db().select().from(contactClosings).where(eq(contactClosings.contactId, contactId))
/** The administrator's decisions on the contact in the audit log. */

/** The action answered with the contact's new `state`, and the job is `jobStatus` now. */
async function expectMoved(res: Answer<ClosingResult>, jobId: number, state: string, jobStatus: string) {
  expect(res.status).toBe(200)
  expect(res.json.state).toBe(state)
  expect((await jobById(jobId))?.status).toBe(jobStatus)
}

const complete = (cookie: string, contactId: number, price: unknown) =>
  api(wonJobsApi.complete, { params: { contactId }, rawBody: { price }, cookie })
const reasons = {
  optionSelect: 'company_refused',
  optionNewOne: 'yes',
  optionNewTwo: 'no',
  text: 'Kunden ønsker noget andet.',
}
const cancel = (cookie: string, contactId: number, body: unknown = reasons) =>
  api(wonJobsApi.cancel, { params: { contactId }, rawBody: body, cookie })
const undo = (cookie: string, contactId: number) =>
  api(wonJobsApi.undoCancel, { params: { contactId }, cookie })
const closing = (cookie: string, contactId: number) =>
  api(wonJobsApi.closing, { params: { contactId }, cookie })
const approve = (cookie: string, contactId: number) =>
  api(cancellationsApi.approve, { params: { contactId }, cookie })
const reject = (cookie: string, contactId: number, reason: string) =>
  api(cancellationsApi.reject, { params: { contactId }, body: { reason }, cookie })

describe('closing a won job as completed', () => {
  it('completes the contact with its price, closes the job, logs both and mails the customer for a review', async () => {
    const w = await makeWonJob()
    const before = await closing(w.firm.cookie, w.contact.id)
    expect(before.status).toBe(200)
    expect(before.json).toMatchObject({
      state: 'hired',
      actions: ['complete', 'requestCancel'],
      closing: null,
    })

    const res = await complete(w.firm.cookie, w.contact.id, '12.500,50')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ contactId: w.contact.id, state: 'completed' })
    expect(await contactStateOf(w.contact.id)).toBe('completed')
    const job = await jobById(w.job.id)
    expect(job?.status).toBe('closed')
    expect(job?.closedAt).not.toBeNull()
    expect(
      (await lifecycleLogOf('contact', [w.contact.id])).map((l) => [l.transition, l.actorRole, l.version]),
    ).toEqual([['complete', 'company', 2]])
    expect(
      (await lifecycleLogOf('job', [w.job.id])).map((l) => [l.transition, l.fromState, l.toState]),
    ).toEqual([['close', 'hired', 'closed']])
    const after = await closing(w.firm.cookie, w.contact.id)
    expect(after.json).toMatchObject({
      state: 'completed',
      actions: [],
      closing: { kind: 'completed', priceOre: 1_250_050 },
    })

    const mails = (await outboxFor(w.customer.user.email ?? '')).filter((m) => m.template === 'reviewRequest')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.payload).toMatchObject({ job: w.job.title, company: 'Hansen Tømrer ApS' })
    expect(String(mails[0]?.payload.link)).toMatch(new RegExp(`/bruger/opgave/${w.job.id}$`))
    // The customer's page shows the job closed.
    const mine = await api(customerJobsApi.get, { params: { jobId: w.job.id }, cookie: w.customer.cookie })
    expect(mine.json.status).toBe('closed')
  })

  it('refuses a missing or malformed price with the spec’s texts (422), and writes nothing', async () => {
    const w = await makeWonJob()
    const missing = await complete(w.firm.cookie, w.contact.id, '')
    expect(missing.status).toBe(422)
    expect(JSON.stringify(missing.json)).toContain('Beskriv venligst, hvorfor opgaven blev annulleret')
    const en = await api(wonJobsApi.complete, {
      params: { contactId: w.contact.id },
      body: { price: '  ' },
      cookie: `${w.firm.cookie}; lang=en`,
    })
    expect(JSON.stringify(en.json)).toContain('Please describe why the job was cancelled')
    for (const bad of ['12,500', '1.000.000.000', '12.500,505', '0', 'abc'])
      expect((await complete(w.firm.cookie, w.contact.id, bad)).status, bad).toBe(422)
    expect(await contactStateOf(w.contact.id)).toBe('hired')
    expect(await closingsOf(w.contact.id)).toEqual([])
  })

  it('does not mail a customer whose account is blocked; the job still closes', async () => {
    const w = await makeWonJob()
    await db().update(users).set({ status: 'blocked' }).where(eq(users.id, w.customer.user.id))
    expect((await complete(w.firm.cookie, w.contact.id, '250')).status).toBe(200)
    expect((await jobById(w.job.id))?.status).toBe('closed')
    expect(
      (await outboxFor(w.customer.user.email ?? '')).filter((m) => m.template === 'reviewRequest'),
    ).toEqual([])
  })

  it('does not mail a deleted customer either; the job still closes', async () => {
    const w = await makeWonJob()
    await db().update(users).set({ status: 'deleted' }).where(eq(users.id, w.customer.user.id))
    expect((await complete(w.firm.cookie, w.contact.id, '250')).status).toBe(200)
    expect((await jobById(w.job.id))?.status).toBe('closed')
    expect(await outboxFor(w.customer.user.email ?? '')).toEqual([])
  })

  it('a block of the customer that lands after the read still sends no review request: the mail checks it in its own statement', async () => {
    const w = await makeWonJob()
    const admin = await makeUser({ role: 'admin' })
    const d1 = d1WithWriteBeforeBatch(() => setBlocked(db(), admin.user.id, w.customer.user.id, true))
    const caller = { companyId: w.firm.company.id, userId: w.firm.user.id }
    const done = await completeWonJob(database(d1), caller, w.contact.id, 25_000, 'http://localhost:8787')
    expect(done).toEqual({ contactId: w.contact.id, state: 'completed' })
    expect((await db().select().from(users).where(eq(users.id, w.customer.user.id)))[0]?.status).toBe(
      'blocked',
    )
    expect(await outboxFor(w.customer.user.email ?? '')).toEqual([])
  })

  it('completes exactly once under 20 parallel requests', async () => {
    const w = await makeWonJob()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => complete(w.firm.cookie, w.contact.id, `${1000 + i}`)),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(19)
    expect(await closingsOf(w.contact.id)).toHaveLength(1)
    expect(await lifecycleLogOf('contact', [w.contact.id])).toHaveLength(1)
    expect(await lifecycleLogOf('job', [w.job.id])).toHaveLength(1)
    expect(
      (await outboxFor(w.customer.user.email ?? '')).filter((m) => m.template === 'reviewRequest'),
    ).toHaveLength(1)
  })
})

describe('cancelling a won job', () => {
  it('moves the contact to cancel_pending with the cancel message; a second cancellation and completion are refused', async () => {
    const w = await makeWonJob()
    const res = await cancel(w.firm.cookie, w.contact.id)
    await expectMoved(res, w.job.id, 'cancel_pending', 'hired')
    const shown = await closing(w.firm.cookie, w.contact.id)
    expect(shown.json).toMatchObject({
      state: 'cancel_pending',
      actions: ['undoCancel'],
      closing: { kind: 'cancelled', message: { ...reasons }, decision: null },
    })
    const again = await cancel(w.firm.cookie, w.contact.id)
    expect(again.status).toBe(409)
    expect(errorOf(again).message).toContain('annullering venter')
    expect((await complete(w.firm.cookie, w.contact.id, '100')).status).toBe(409)
    expect(await closingsOf(w.contact.id)).toHaveLength(1)
  })

  it('requires every field ("Please fill out all fields before submitting")', async () => {
    const w = await makeWonJob()
    for (const body of [
      { ...reasons, text: '   ' },
      { ...reasons, optionSelect: '' },
      { ...reasons, optionNewOne: undefined },
      { optionSelect: 'other', optionNewOne: 'yes', text: 'x' },
    ]) {
      const res = await api(wonJobsApi.cancel, {
        params: { contactId: w.contact.id },
        body,
        cookie: `${w.firm.cookie}; lang=en`,
      })
      expect(res.status).toBe(422)
      expect(JSON.stringify(res.json)).toContain('Please fill out all fields before submitting')
    }
    expect(await contactStateOf(w.contact.id)).toBe('hired')
  })

  it('the 422 says the spec alert once; each field issue says what that field needs', async () => {
    const w = await makeWonJob()
    const res = await api(wonJobsApi.cancel, {
      params: { contactId: w.contact.id },
      body: { optionSelect: '', optionNewOne: '', text: ' ' },
      cookie: w.firm.cookie,
    })
    const error = errorOf(res)
    expect(error.message).toBe('Udfyld venligst alle felter, før du sender.')
    expect(error.issues).toEqual([
      { path: 'optionSelect', message: 'Vælg en årsag.' },
      { path: 'optionNewOne', message: 'Vælg ja eller nej.' },
      { path: 'optionNewTwo', message: 'Vælg ja eller nej.' },
      { path: 'text', message: 'Skriv en begrundelse.' },
    ])
  })

  it('Fortryd deletes the cancel message while pending and returns to hired; not after a decision', async () => {
    const w = await makeWonJob()
    expect((await cancel(w.firm.cookie, w.contact.id)).status).toBe(200)
    const undone = await undo(w.firm.cookie, w.contact.id)
    expect(undone.status).toBe(200)
    expect(undone.json.state).toBe('hired')
    expect(await closingsOf(w.contact.id)).toEqual([])
    expect((await undo(w.firm.cookie, w.contact.id)).status).toBe(409)
    expect((await lifecycleLogOf('contact', [w.contact.id])).map((l) => l.transition)).toEqual([
      'requestCancel',
      'undoCancel',
    ])

    // Pending again, decided by the admin: no undo any more.
    expect((await cancel(w.firm.cookie, w.contact.id)).status).toBe(200)
    const admin = await makeUser({ role: 'admin' })
    expect((await approve(admin.cookie, w.contact.id)).status).toBe(200)
    expect((await undo(w.firm.cookie, w.contact.id)).status).toBe(409)
  })

  it('cancels exactly once under 20 parallel requests', async () => {
    const w = await makeWonJob()
    const results = await Promise.all(Array.from({ length: 20 }, () => cancel(w.firm.cookie, w.contact.id)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(19)
    expect(await closingsOf(w.contact.id)).toHaveLength(1)
    expect(await lifecycleLogOf('contact', [w.contact.id])).toHaveLength(1)
  })
})

describe('only the hired company closes', () => {
  it('another company, a customer and an anonymous visitor get 404 / 403 / 401; a contact not hired is refused', async () => {
    const w = await makeWonJob()
    const other = await makeCompanyUser('Jensen Byg ApS')
    const stranger = await makeUser()
    for (const req of [
      () => closing(other.cookie, w.contact.id),
      () => complete(other.cookie, w.contact.id, '100'),
      () => cancel(other.cookie, w.contact.id),
      () => undo(other.cookie, w.contact.id),
    ])
      expect((await req()).status).toBe(404)
    expect((await complete(w.customer.cookie, w.contact.id, '100')).status).toBe(403)
    expect((await complete(stranger.cookie, w.contact.id, '100')).status).toBe(403)
    expect(
      (await api(wonJobsApi.complete, { params: { contactId: w.contact.id }, body: { price: '100' } }))
        .status,
    ).toBe(401)
    // The other company's own offer on the same job was not hired: it cannot close the job.
    const offer = await makeContact({ job: w.job, companyId: other.company.id, state: 'declined' })
    expect((await closing(other.cookie, offer.id)).status).toBe(404)
    expect((await complete(other.cookie, offer.id, '100')).status).toBe(409)
    expect(await contactStateOf(w.contact.id)).toBe('hired')
    expect((await jobById(w.job.id))?.status).toBe('hired')
  })

  it('a pending cancellation is the hired company’s to undo: another company 404, the customer 403, it stays pending', async () => {
    const w = await makeWonJob()
    expect((await cancel(w.firm.cookie, w.contact.id)).status).toBe(200)
    const other = await makeCompanyUser('Jensen Byg ApS')
    expectError(await undo(other.cookie, w.contact.id), 'not_found')
    expectError(await closing(other.cookie, w.contact.id), 'not_found')
    expectError(await undo(w.customer.cookie, w.contact.id), 'forbidden')
    expect(await contactStateOf(w.contact.id)).toBe('cancel_pending')
    expect(await closingsOf(w.contact.id)).toMatchObject([{ kind: 'cancelled', decision: null }])
  })

  it('the admin queue and its decisions are for admins only', async () => {
    const w = await makeWonJob()
    await cancel(w.firm.cookie, w.contact.id)
    for (const cookie of [w.firm.cookie, w.customer.cookie]) {
      expectError(await api(cancellationsApi.list, { cookie }), 'forbidden')
      expect(
        (await api(cancellationsApi.approve, { params: { contactId: w.contact.id }, cookie })).status,
      ).toBe(403)
    }
    expectError(
      await api(cancellationsApi.approve, { params: { contactId: w.contact.id } }),
      'unauthenticated',
    )
    const admin = await makeUser({ role: 'admin' })
    expect((await approve(admin.cookie, 999999999)).status).toBe(404)
    expect(await contactStateOf(w.contact.id)).toBe('cancel_pending')
  })
})

describe('the administrator decides', () => {
  it('lists pending cancellations with job, parties, reason and messages', async () => {
    const w = await makeWonJob('Queue Kunde')
    await makeMessage({ contactId: w.contact.id, sender: 'customer', body: 'Hvornår kommer I?' })
    await cancel(w.firm.cookie, w.contact.id)
    const admin = await makeUser({ role: 'admin' })
    const res = await api(cancellationsApi.list, { cookie: admin.cookie })
    expect(res.status).toBe(200)
    const item = res.json.items.find((i: { contactId: number }) => i.contactId === w.contact.id)
    expect(item).toMatchObject({
      job: { id: w.job.id, title: w.job.title },
      company: { id: w.firm.company.id, name: 'Hansen Tømrer ApS' },
      customer: { id: w.customer.user.id, name: 'Queue Kunde' },
      message: reasons,
      messages: [{ sender: 'customer', body: 'Hvornår kommer I?' }],
    })
    expect(res.json.count).toBeGreaterThanOrEqual(1)
  })

  it('approves: contact cancelled, job reopened, audit entry, company notified, customer mailed', async () => {
    const w = await makeWonJob()
    await cancel(w.firm.cookie, w.contact.id)
    const admin = await makeUser({ role: 'admin' })
    const res = await approve(admin.cookie, w.contact.id)
    await expectMoved(res, w.job.id, 'cancelled', 'open')
    const job = await jobById(w.job.id)
    expect(job?.hiredContactId).toBeNull()
    expect(job?.dueAt).toBeGreaterThan(Math.floor(Date.now() / 1000))
    expect((await lifecycleLogOf('job', [w.job.id])).map((l) => [l.transition, l.actorRole])).toEqual([
      ['reopen', 'admin'],
    ])
    const [closingRow] = await closingsOf(w.contact.id)
    expect(closingRow).toMatchObject({ decision: 'approved', decidedByUserId: admin.user.id })
    const audit = await auditOf('contact', w.contact.id)
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([['cancellation.approved', admin.user.id]])
    const told = await db().select().from(notifications).where(eq(notifications.companyId, w.firm.company.id))
    expect(told.map((n) => n.type)).toEqual(['cancel_approved'])
    expect((await outboxFor(w.customer.user.email ?? '')).map((m) => m.template)).toContain(
      'cancelApprovedCustomer',
    )
    expect((await outboxFor(w.firm.company.email ?? '')).map((m) => m.template)).toContain(
      'cancelApprovedCompany',
    )
    // Decided once: a second approval or a rejection is a 409 with no second entry.
    expect((await approve(admin.cookie, w.contact.id)).status).toBe(409)
    expect((await reject(admin.cookie, w.contact.id, 'x')).status).toBe(409)
    expect(await auditOf('contact', w.contact.id)).toHaveLength(1)
    // The company's closing view still shows the decided cancellation.
    const shown = await closing(w.firm.cookie, w.contact.id)
    expect(shown.json).toMatchObject({ state: 'cancelled', actions: [], closing: { decision: 'approved' } })
  })

  it('approving when the customer is gone ends the job instead of reopening it', async () => {
    const w = await makeWonJob()
    await cancel(w.firm.cookie, w.contact.id)
    await db().update(users).set({ status: 'deleted' }).where(eq(users.id, w.customer.user.id))
    const admin = await makeUser({ role: 'admin' })
    expect((await approve(admin.cookie, w.contact.id)).status).toBe(200)
    expect((await jobById(w.job.id))?.status).toBe('cancelled')
    expect((await outboxFor(w.customer.user.email ?? '')).map((m) => m.template)).not.toContain(
      'cancelApprovedCustomer',
    )
  })

  it('tells a blocked company and a blocked customer nothing of the decision (the company’s notification waits)', async () => {
    for (const decide of ['approve', 'reject'] as const) {
      const w = await makeWonJob()
      await cancel(w.firm.cookie, w.contact.id)
      await db().update(users).set({ status: 'blocked' }).where(eq(users.id, w.firm.user.id))
      await db().update(users).set({ status: 'blocked' }).where(eq(users.id, w.customer.user.id))
      const admin = await makeUser({ role: 'admin' })
      const res =
        decide === 'approve'
          ? await approve(admin.cookie, w.contact.id)
          : await reject(admin.cookie, w.contact.id, 'Kunden venter stadig på jer.')
      expect(res.status, decide).toBe(200)
      for (const to of [
        w.customer.user.email,
        w.firm.company.email,
        w.firm.user.email,
        w.firm.company.mobile,
      ]) {
        expect(await outboxFor(to ?? ''), `${decide} ${to}`).toEqual([])
      }
      const told = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.companyId, w.firm.company.id))
      expect(
        told.map((n) => n.type),
        decide,
      ).toEqual([decide === 'approve' ? 'cancel_approved' : 'cancel_rejected'])
    }
  })

  it('a block of the customer that lands after the read still mails them nothing of the decision', async () => {
    for (const decide of ['approve', 'reject'] as const) {
      const w = await makeWonJob()
      await cancel(w.firm.cookie, w.contact.id)
      const admin = await makeUser({ role: 'admin' })
      const d1 = d1WithWriteBeforeBatch(() => setBlocked(db(), admin.user.id, w.customer.user.id, true))
      const origin = 'http://localhost:8787'
      const res =
        decide === 'approve'
          ? await approveCancellation(database(d1), admin.user.id, w.contact.id, origin)
          : await rejectCancellation(database(d1), admin.user.id, w.contact.id, 'Kunden venter.', origin)
      expect(res.state, decide).toBe(decide === 'approve' ? 'cancelled' : 'hired')
      expect((await db().select().from(users).where(eq(users.id, w.customer.user.id)))[0]?.status).toBe(
        'blocked',
      )
      expect(await outboxFor(w.customer.user.email ?? ''), decide).toEqual([])
    }
  })

  it('rejects with a reason: back to hired, reason stored and sent, audit entry; a reason is required', async () => {
    const w = await makeWonJob()
    await cancel(w.firm.cookie, w.contact.id)
    const admin = await makeUser({ role: 'admin' })
    const empty = await reject(admin.cookie, w.contact.id, ' ')
    expect(empty.status).toBe(422)
    const res = await reject(admin.cookie, w.contact.id, 'Kunden venter stadig på jer.')
    await expectMoved(res, w.job.id, 'hired', 'hired')
    const shown = await closing(w.firm.cookie, w.contact.id)
    expect(shown.json).toMatchObject({
      state: 'hired',
      actions: ['complete', 'requestCancel'],
      closing: { decision: 'rejected', rejectReason: 'Kunden venter stadig på jer.' },
    })
    const audit = await auditOf('contact', w.contact.id)
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      ['cancellation.rejected', expect.objectContaining({ reason: 'Kunden venter stadig på jer.' })],
    ])
    const mail = (await outboxFor(w.firm.company.email ?? '')).find(
      (m) => m.template === 'cancelRejectedCompany',
    )
    expect(mail?.payload.reason).toBe('Kunden venter stadig på jer.')
    expect((await outboxFor(w.customer.user.email ?? '')).map((m) => m.template)).toContain(
      'cancelRejectedCustomer',
    )
    // Hired again: it may now complete the job.
    expect((await complete(w.firm.cookie, w.contact.id, '12.500,50')).status).toBe(200)
  })
})

describe('a job the customer already closed', () => {
  /** A won job closed by its customer while the contact stayed behind (as rows written before the customer's close finished the contact). */
  async function closedBehind(state: 'hired' | 'cancel_pending') {
    const w = await makeWonJob()
    await db().update(contacts).set({ state }).where(eq(contacts.id, w.contact.id))
    await db().update(jobs).set({ status: 'closed', closedAt: 1_800_000_000 }).where(eq(jobs.id, w.job.id))
    return w
  }

  it('the company cannot ask to cancel it', async () => {
    const w = await closedBehind('hired')
    const res = await cancel(w.firm.cookie, w.contact.id)
    expect(res.status).toBe(409)
    expect(await contactStateOf(w.contact.id)).toBe('hired')
    expect(await closingsOf(w.contact.id)).toEqual([])
    expect((await jobById(w.job.id))?.status).toBe('closed')
  })

  it('approving an old pending cancellation cancels the contact but neither reopens the job nor mails the customer that it is open again', async () => {
    const w = await closedBehind('cancel_pending')
    const admin = await makeUser({ role: 'admin' })
    const res = await approve(admin.cookie, w.contact.id)
    await expectMoved(res, w.job.id, 'cancelled', 'closed')
    expect((await jobById(w.job.id))?.hiredContactId).toBe(w.contact.id)
    expect(await lifecycleLogOf('job', [w.job.id])).toEqual([])
    expect((await outboxFor(w.customer.user.email ?? '')).map((m) => m.template)).not.toContain(
      'cancelApprovedCustomer',
    )
    // The company still hears the decision.
    expect((await outboxFor(w.firm.company.email ?? '')).map((m) => m.template)).toContain(
      'cancelApprovedCompany',
    )
  })
})
