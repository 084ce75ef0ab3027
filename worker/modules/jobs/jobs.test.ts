import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { categoryAttributes, contacts, jobAttributes, jobs, outbox, users } from '../../db/schema'
import { database } from '../../lib/db'
import { count, limits } from '../../lib/throttle'
import { addQuestions, makeCategoryTree, workQuestion } from '../../test/factories'
import { callFrom, freshEmail, freshIp, outboxFor, sessionCookie } from '../../test/helpers'
import { lifecycleLogOf } from '../../test/reads'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'
import { writeJob } from './post-job'

vi.setConfig({ testTimeout: 30_000 })

const db = () => database(env.DB)

/** A subcategory asking every kind of question (its top category adds a required select `Materiale`). */
async function categoryWithQuestions() {
  const { top, sub } = await makeCategoryTree()
  const rows = await addQuestions(sub.id, [
    { kind: 'number', labelDa: 'Areal', labelEn: 'Area', unit: 'm²', required: true },
    { ...workQuestion, position: 1 },
    { kind: 'checkbox', labelDa: 'Levering', labelEn: 'Delivery', position: 2 },
    { kind: 'text', labelDa: 'Træsort', labelEn: 'Wood', position: 3 },
  ])
  const [material] = await db()
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, top.id))
  const [area, work, delivery, wood] = rows
  if (!material || !area || !work || !delivery || !wood) throw new Error('attributes missing')
  return { top, sub, material, area, work, delivery, wood }
}

type Questions = Awaited<ReturnType<typeof categoryWithQuestions>>

function validBody(q: Questions, extra: Record<string, unknown> = {}) {
  return {
    categoryId: q.sub.id,
    answers: {
      [`a${q.material.id}`]: 'wood',
      [`a${q.area.id}`]: 30,
      [`a${q.work.id}`]: ['fjern', 'byg'],
      [`a${q.delivery.id}`]: true,
      [`a${q.wood.id}`]: '',
    },
    title: 'Ny terrasse i lærk',
    description: 'Ca. 30 m² bag huset.\nGammel belægning skal fjernes.',
    zip: '8000',
    timing: 'within_month',
    ...extra,
  }
}

const post = (body: unknown, cookie?: string, ip = freshIp()) =>
  callFrom(ip, '/api/jobs', { body, ...(cookie ? { cookie } : {}) })

const issuesOf = (json: { error: { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((json.error.issues ?? []).map((i) => [i.path, i.message]))

describe('POST /api/jobs (createjob)', () => {
  it('a logged-in customer posts a job: open, due in 60 days, one answer row per value', async () => {
    const q = await categoryWithQuestions()
    const { user, cookie } = await makeUser()
    const res = await post(validBody(q), cookie)
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      jobId: expect.any(Number),
      redirectTo: `/bruger/opgaver?job=${res.json.jobId}`,
      newAccount: false,
    })
    const [job] = await db().select().from(jobs).where(eq(jobs.id, res.json.jobId))
    expect(job).toMatchObject({
      customerId: user.id,
      categoryId: q.sub.id,
      status: 'open',
      city: 'Aarhus C',
      region: 'Region Midtjylland',
      timing: 'within_month',
      description: 'Ca. 30 m² bag huset.\nGammel belægning skal fjernes.',
    })
    expect((job?.dueAt ?? 0) - (job?.createdAt ?? 0)).toBe(60 * 86_400)
    const log = await lifecycleLogOf('job', [res.json.jobId])
    expect(log).toMatchObject([
      { transition: 'start', fromState: '', toState: 'open', actorRole: 'customer', actorUserId: user.id },
    ])
    const answers = await db().select().from(jobAttributes).where(eq(jobAttributes.jobId, res.json.jobId))
    expect(answers.map((a) => [a.attributeId, a.value]).sort()).toEqual(
      [
        [q.material.id, 'wood'],
        [q.area.id, '30'],
        [q.work.id, 'fjern'],
        [q.work.id, 'byg'],
        [q.delivery.id, 'yes'],
      ].sort(),
    )
  })

  it('a new e-mail makes a customer without password, mails a set-password link and logs in', async () => {
    const q = await categoryWithQuestions()
    const email = freshEmail('ny-kunde')
    const res = await post(validBody(q, { contact: { name: 'Ole Olsen', email, phone: '+45 11 22 33 44' } }))
    expect(res.status).toBe(201)
    expect(res.json.newAccount).toBe(true)
    expect(sessionCookie(res.headers)).toBeTruthy()
    const [user] = await db().select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ role: 'customer', passwordHash: null, phone: '11223344', zip: '8000' })
    const [job] = await db().select().from(jobs).where(eq(jobs.id, res.json.jobId))
    expect(job?.customerId).toBe(user?.id)
    const mails = await db().select().from(outbox).where(eq(outbox.to, email))
    expect(mails.map((m) => m.template)).toEqual(['setPassword'])
  })

  it('an e-mail with a customer profile must be confirmed with the password first (409), nothing written', async () => {
    const q = await categoryWithQuestions()
    const { user } = await makeUser()
    const res = await post(
      validBody(q, {
        contact: { name: 'Nogen', email: (user.email ?? '').toUpperCase(), phone: '22334455' },
      }),
    )
    expect(res.status).toBe(409)
    expect(res.json.error.code).toBe('confirm_profile')
    expect(res.json.error.message).toBe(
      'Der findes allerede en profil med denne e-mail. Bekræft den med din adgangskode.',
    )
    expect(await db().select().from(jobs).where(eq(jobs.customerId, user.id))).toHaveLength(0)
  })

  it('a company or an admin cannot post a job, logged in or by its e-mail', async () => {
    const q = await categoryWithQuestions()
    const company = await makeCompanyUser()
    const admin = await makeUser({ role: 'admin' })
    for (const cookie of [company.cookie, admin.cookie]) {
      const res = await post(validBody(q), cookie)
      expect(res.status).toBe(403)
      expect(res.json.error.code).toBe('job_poster_not_customer')
      expect(res.json.error.message).toMatch(/^Kun kunder kan oprette opgaver\./)
    }
    const byEmail = await post(
      validBody(q, { contact: { name: 'Firma', email: company.user.email, phone: '22334455' } }),
    )
    expect(byEmail.status).toBe(403)
    expect(await db().select().from(jobs).where(eq(jobs.customerId, company.user.id))).toHaveLength(0)
  })

  it('answers one Danish message per invalid field', async () => {
    const q = await categoryWithQuestions()
    const res = await post({
      categoryId: q.sub.id,
      answers: {},
      title: '  ',
      description: '',
      zip: '12',
      timing: 'date',
      contact: { name: '', email: 'nej', phone: '123' },
    })
    expect(res.status).toBe(422)
    expect(issuesOf(res.json)).toMatchObject({
      title: 'Skriv en overskrift på opgaven.',
      description: 'Beskriv opgaven.',
      zip: expect.any(String),
      timingDate: 'Vælg en dato.',
    })
    const contact = await post({ ...validBody(q), contact: { name: '', email: 'nej', phone: '123' } })
    expect(issuesOf(contact.json)).toEqual({
      'contact.name': 'Skriv dit navn.',
      'contact.email': 'E-mailen er ikke gyldig.',
      'contact.phone': 'Telefonnummeret skal være 8 cifre.',
    })
    const answers = await post({ ...validBody(q), answers: {}, carModel: '' })
    expect(issuesOf(answers.json)).toEqual({
      [`answers.a${q.material.id}`]: 'Vælg en af mulighederne.',
      [`answers.a${q.area.id}`]: 'Besvar spørgsmålet.',
      'contact.name': 'Skriv dit navn.',
      'contact.email': 'Skriv din e-mail.',
      'contact.phone': expect.any(String),
    })
  })

  it('refuses unknown options, unknown questions, bad numbers, a past date and an unknown postcode', async () => {
    const q = await categoryWithQuestions()
    const { cookie } = await makeUser()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ [`a${q.material.id}`]: 'beton' }, `answers.a${q.material.id}`, 'Vælg en af de viste muligheder.'],
      [
        { [`a${q.work.id}`]: ['fjern', 'sprængning'] },
        `answers.a${q.work.id}`,
        'Vælg en af de viste muligheder.',
      ],
      [{ [`a${q.area.id}`]: -3 }, `answers.a${q.area.id}`, 'Tallet kan ikke være negativt.'],
      [{ [`a${q.area.id}`]: 2.5 }, `answers.a${q.area.id}`, 'Skriv et helt tal.'],
      [{ a999999: 'x' }, 'answers.a999999', 'Spørgsmålet hører ikke til den valgte kategori.'],
    ]
    for (const [answers, path, message] of cases) {
      const body = validBody(q)
      const res = await post({ ...body, answers: { ...body.answers, ...answers } }, cookie)
      expect(res.status, path).toBe(422)
      expect(issuesOf(res.json)[path], JSON.stringify(res.json)).toBe(message)
    }
    const past = await post(validBody(q, { timing: 'date', timingDate: '2020-01-01' }), cookie)
    expect(issuesOf(past.json).timingDate).toBe('Vælg en dato fra i dag og op til to år frem.')
    const zip = await post(validBody(q, { zip: '0001' }), cookie)
    expect(zip.status).toBe(422)
    expect(Object.keys(issuesOf(zip.json))).toEqual(['zip'])
    const category = await post(validBody(q, { categoryId: 999_999 }), cookie)
    expect(issuesOf(category.json).categoryId).toBe('Vælg en kategori.')
  })

  it('sendcompany invites that company at once (by id or slug): logged and mailed; an unknown one is 404', async () => {
    const q = await categoryWithQuestions()
    const { cookie } = await makeUser()
    const { company } = await makeCompanyUser()
    for (const sendCompany of [String(company.id), company.slug]) {
      const res = await post(validBody(q, { sendCompany }), cookie)
      expect(res.status).toBe(201)
      const [contact] = await db().select().from(contacts).where(eq(contacts.jobId, res.json.jobId))
      expect(contact).toMatchObject({
        companyId: company.id,
        state: 'invited',
        invitedAt: expect.any(Number),
      })
      const log = await lifecycleLogOf('contact', [contact?.id ?? 0])
      expect(log.map((l) => [l.transition, l.toState])).toEqual([['start', 'invited']])
    }
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, company.email ?? ''))
    expect(mails.map((m) => m.template)).toEqual(['companyInvited', 'companyInvited'])
    const unknown = await post(validBody(q, { sendCompany: 'findes-ikke-firma' }), cookie)
    expect(unknown.status).toBe(404)
    expect(unknown.json.error.code).toBe('company_not_found')
  })

  it('sendcompany of a blocked or deleted company is 404 like an unknown one: no job, nothing sent', async () => {
    const q = await categoryWithQuestions()
    const customer = await makeUser()
    for (const status of ['blocked', 'deleted'] as const) {
      const firm = await makeCompanyUser()
      await db().update(users).set({ status }).where(eq(users.id, firm.user.id))
      for (const sendCompany of [String(firm.company.id), firm.company.slug]) {
        const res = await post(validBody(q, { sendCompany }), customer.cookie)
        expect(res.status, `${status} ${sendCompany}`).toBe(404)
        expect(res.json.error.code).toBe('company_not_found')
      }
      expect(await db().select().from(contacts).where(eq(contacts.companyId, firm.company.id))).toEqual([])
      expect(await outboxFor(firm.company.email ?? '')).toEqual([])
    }
    expect(await db().select().from(jobs).where(eq(jobs.customerId, customer.user.id))).toEqual([])
  })

  it('a failing write leaves neither job nor account behind (one batch)', async () => {
    const q = await categoryWithQuestions()
    const email = freshEmail('atomar')
    await expect(
      writeJob(db(), {
        customer: {
          new: { name: 'Atomar Test', email, phone: '11223344', zip: '8000', locale: 'da-DK' },
          origin: 'http://localhost:8787',
        },
        job: {
          categoryId: q.sub.id,
          title: 'Skal fejle',
          description: 'Svaret peger på et spørgsmål, der ikke findes.',
          zip: '8000',
          city: 'Aarhus C',
          region: 'Region Midtjylland',
          timing: 'flexible',
        },
        answers: [{ attributeId: 999_999_999, value: 'x' }],
      }),
    ).rejects.toThrow()
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0)
    expect(await db().select().from(jobs).where(eq(jobs.title, 'Skal fejle'))).toHaveLength(0)
    expect(await db().select().from(outbox).where(eq(outbox.to, email))).toHaveLength(0)
  })

  it('takes at most 10 jobs a day from one customer, exactly, also from many addresses at once', async () => {
    const q = await categoryWithQuestions()
    const { cookie, user } = await makeUser()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(validBody(q), cookie).then((res) => res.status)),
    )
    expect(answers.filter((status) => status === 201 || status === 200)).toHaveLength(
      limits.postJobCustomer.max,
    )
    expect(answers.filter((status) => status === 429)).toHaveLength(50 - limits.postJobCustomer.max)
    expect(await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.customerId, user.id))).toHaveLength(
      limits.postJobCustomer.max,
    )
    const refused = await post(validBody(q), cookie)
    expect(refused.status).toBe(429)
    expect(refused.json.error.message).toContain('mange opgaver det seneste døgn')
    // Another customer is not held back by her.
    expect((await post(validBody(q), (await makeUser()).cookie)).status).toBeLessThan(300)
  })

  it('is throttled per IP', async () => {
    const q = await categoryWithQuestions()
    const { cookie } = await makeUser()
    const ip = freshIp()
    for (let i = 0; i < limits.postJobIp.max; i++) await count(env.DB, limits.postJobIp, ip)
    const res = await post(validBody(q), cookie, ip)
    expect(res.status).toBe(429)
  })
})
