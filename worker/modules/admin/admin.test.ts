import { env } from 'cloudflare:test'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountApi } from '../../../domain/contract/account'
import { adminApi } from '../../../domain/contract/admin'
import { adminSupportApi, supportApi } from '../../../domain/contract/support'
import { cancellationsApi, wonJobsApi } from '../../../domain/contract/won-jobs'
import { auditLog } from '../../db/schema'
import { database } from '../../lib/db'
import { api, call, expectError } from '../../test/client'
import { goodPassword } from '../../test/helpers'
import { makeWonJob } from '../../test/market.fixtures'
import { lifecycleLogOf, userById } from '../../test/reads'
import { logInAs, makeCompanyUser, makeUser, sessionCount } from '../account/account.fixtures'

const db = () => database(env.DB)
const statusOf = async (id: number) => (await userById(id))?.status

/** Every admin call, each as a visitor with `cookie` would send it. */
const adminCalls = (id: number, companyId: number) =>
  [
    ['users', (cookie?: string) => api(adminApi.users, { cookie })],
    ['user', (cookie?: string) => api(adminApi.user, { params: { id }, cookie })],
    ['block', (cookie?: string) => api(adminApi.block, { params: { id }, cookie })],
    ['unblock', (cookie?: string) => api(adminApi.unblock, { params: { id }, cookie })],
    ['companies', (cookie?: string) => api(adminApi.companies, { cookie })],
    ['company', (cookie?: string) => api(adminApi.company, { params: { id: companyId }, cookie })],
    ['audit', (cookie?: string) => api(adminApi.audit, { cookie })],
  ] as const

describe('admin routes are for admins only', () => {
  it('anonymous → 401; customer and company → 403; nothing changes', async () => {
    const target = await makeCompanyUser()
    const customer = await makeUser()
    for (const [name, send] of adminCalls(target.user.id, target.company.id)) {
      expect((await send()).status, name).toBe(401)
      for (const caller of [customer, target]) {
        const res = await send(caller.cookie)
        expect(res.status, `${name} as ${caller.user.role}`).toBe(403)
        expectError(res, 'forbidden')
      }
    }
    expect(await statusOf(target.user.id)).toBe('active')
  })
})

describe('GET /api/admin/users', () => {
  it('searches name, e-mail and phone, filters by role and status, pages by 25', async () => {
    const admin = await makeUser({ role: 'admin' })
    const tag = crypto.randomUUID().slice(0, 6)
    const jens = await makeUser({ name: `Jens ${tag} Ærø`, phone: '51234567' })
    const company = await makeCompanyUser(`Firma ${tag}`)
    const byName = await api(adminApi.users, { query: { q: `jens ${tag}` }, cookie: admin.cookie })
    expect(byName.status).toBe(200)
    expect(byName.json).toMatchObject({ total: 1, page: 1, pageCount: 1 })
    expect(byName.json.items[0]).toMatchObject({
      id: jens.user.id,
      role: 'customer',
      status: 'active',
      company: null,
    })

    const byEmail = await api(adminApi.users, {
      query: { q: company.user.email ?? '' },
      cookie: admin.cookie,
    })
    expect(byEmail.json.items.map((u) => u.id)).toEqual([company.user.id])
    expect(byEmail.json.items[0]?.company).toEqual({ id: company.company.id, name: `Firma ${tag}` })

    const byPhone = await api(adminApi.users, { query: { q: '51 23 45 67' }, cookie: admin.cookie })
    expect(byPhone.json.items.map((u) => u.id)).toContain(jens.user.id)

    const companiesOnly = await api(adminApi.users, { query: { role: 'company' }, cookie: admin.cookie })
    expect(companiesOnly.json.items.every((u) => u.role === 'company')).toBe(true)

    const wildcard = await api(adminApi.users, { query: { q: '%' }, cookie: admin.cookie })
    expect(wildcard.json.total).toBe(0)

    for (let i = 0; i < 26; i++) await makeUser({ name: `Side ${tag} ${i}` })
    const page1 = await api(adminApi.users, { query: { q: `side ${tag}` }, cookie: admin.cookie })
    const page2 = await api(adminApi.users, { query: { q: `side ${tag}`, page: '2' }, cookie: admin.cookie })
    expect(page1.json.total).toBe(26)
    expect(page1.json.pageCount).toBe(2)
    expect(page1.json.items).toHaveLength(25)
    expect(page2.json.items).toHaveLength(1)

    // A refused query is sent as a string: the typed client only sends what the schema accepts.
    const bad = await call('/api/admin/users?role=god&page=0', { cookie: admin.cookie })
    expectError(bad, 'invalid_input')
  })
})

describe('an erased account', () => {
  it('is listed as deleted with no name in any language: the pages render their own text', async () => {
    const { cookie: admin } = await makeUser({ role: 'admin' })
    const { user, cookie } = await makeUser({ name: 'Gone Goneson' })
    expect((await api(accountApi.remove, { cookie, body: { password: goodPassword } })).status).toBe(204)
    const detail = await api(adminApi.user, { params: { id: user.id }, cookie: admin })
    expect(detail.json.user).toMatchObject({ id: user.id, name: '', status: 'deleted', email: null })
    // The erasure's own audit entry names its actor, who is the erased account.
    expect(detail.json.audit[0]).toMatchObject({
      action: 'account.deleted',
      actor: { id: user.id, name: '' },
    })
    expect(detail.text).not.toMatch(/Slettet|Deleted user|Gone Goneson/)
  })
})

describe('the audit trail keeps who acted as they were named then (decision 023)', () => {
  const trailOf = async (cookie: string, id: number) =>
    (await api(adminApi.audit, { query: { targetType: 'user', targetId: String(id) }, cookie })).json.entries

  it('an admin who renames their account does not rewrite their past entries; the next ones carry the new name', async () => {
    const admin = await makeUser({ role: 'admin', name: 'Anne Admin' })
    const target = await makeUser()
    expect((await api(adminApi.block, { params: { id: target.user.id }, cookie: admin.cookie })).status).toBe(
      200,
    )
    const renamed = await api(accountApi.update, { body: { name: 'Anne Nyland' }, cookie: admin.cookie })
    expect(renamed.status).toBe(200)
    expect(
      (await api(adminApi.unblock, { params: { id: target.user.id }, cookie: admin.cookie })).status,
    ).toBe(200)

    const entries = await trailOf(admin.cookie, target.user.id)
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['user.unblocked', { id: admin.user.id, name: 'Anne Nyland' }],
      ['user.blocked', { id: admin.user.id, name: 'Anne Admin' }],
    ])
    const detail = await api(adminApi.user, { params: { id: target.user.id }, cookie: admin.cookie })
    expect(detail.json.audit.find((e) => e.action === 'user.blocked')?.actor?.name).toBe('Anne Admin')
  })

  it("an erased actor's entries, earlier ones too, show no name (scrubbed by the erasure, not hidden at read time)", async () => {
    const reader = await makeUser({ role: 'admin' })
    const admin = await makeUser({ role: 'admin', name: 'Bent Admin' })
    const target = await makeUser()
    expect((await api(adminApi.block, { params: { id: target.user.id }, cookie: admin.cookie })).status).toBe(
      200,
    )
    const person = await makeUser({ name: 'Gitte Glemt' })
    const phone = await api(accountApi.update, {
      body: { phone: '52345678', currentPassword: goodPassword },
      cookie: person.cookie,
    })
    expect(phone.status).toBe(200)

    for (const erased of [admin, person])
      expect(
        (await api(accountApi.remove, { cookie: erased.cookie, body: { password: goodPassword } })).status,
      ).toBe(204)

    expect((await trailOf(reader.cookie, target.user.id))[0]).toMatchObject({
      action: 'user.blocked',
      actor: { id: admin.user.id, name: '' },
    })
    const own = await trailOf(reader.cookie, person.user.id)
    expect(own.map((e) => [e.action, e.actor])).toEqual([
      ['account.deleted', { id: person.user.id, name: '' }],
      ['account.phoneChanged', { id: person.user.id, name: '' }],
    ])
    // The stored value itself is gone, not just hidden.
    const stored = await db()
      .select({ name: auditLog.actorName })
      .from(auditLog)
      .where(inArray(auditLog.actorUserId, [admin.user.id, person.user.id]))
    expect(stored.length).toBeGreaterThanOrEqual(4)
    expect(stored.every((row) => row.name === '')).toBe(true)
  })
})

describe('migration 0020 (audit actor names)', () => {
  it('gives an entry written before it the name its actor has then', async () => {
    const [migration] = env.TEST_MIGRATIONS.filter((m) => m.name.startsWith('0020_'))
    const backfill = migration?.queries.find((q) => q.includes('UPDATE `audit_log`'))
    expect(backfill).toBeDefined()
    const actor = await makeUser({ name: 'Gammel Post' })
    const [old] = await db()
      .insert(auditLog)
      .values({ actorUserId: actor.user.id, action: 'test.old', targetType: 'user', targetId: '0' })
      .returning({ id: auditLog.id })
    // The migration's own statement, narrowed to this entry (the D1 is shared by every test file).
    await env.DB.prepare(`${String(backfill).trim().replace(/;$/, '')} AND \`id\` = ?`)
      .bind(old?.id)
      .run()
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, old?.id ?? 0))
    expect(row?.actorName).toBe('Gammel Post')
  })
})

describe('block and unblock', () => {
  it("ends the user's sessions, logs who and when, and unblock restores log-in", async () => {
    const admin = await makeUser({ role: 'admin', name: 'Admin Anne' })
    const target = await makeCompanyUser()
    const second = await logInAs(target.user.id)
    expect((await api(accountApi.profile, { cookie: target.cookie })).status).toBe(200)

    const res = await api(adminApi.block, { params: { id: target.user.id }, cookie: admin.cookie })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ id: target.user.id, status: 'blocked' })
    expect(await statusOf(target.user.id)).toBe('blocked')
    expect(await sessionCount(target.user.id)).toBe(0)
    // The open session ends: the next request is anonymous.
    expect((await api(accountApi.profile, { cookie: target.cookie })).status).toBe(401)
    expect((await api(accountApi.profile, { cookie: second })).status).toBe(401)
    // Even a session that existed somehow is refused while blocked.
    const sneaky = await logInAs(target.user.id)
    expect((await api(accountApi.profile, { cookie: sneaky })).status).toBe(401)

    const again = await api(adminApi.block, { params: { id: target.user.id }, cookie: admin.cookie })
    expect(again.status).toBe(409)

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(target.user.id))))
    expect(entries.map((e) => e.action)).toEqual(['user.blocked'])
    expect(entries[0]?.actorUserId).toBe(admin.user.id)
    expect(entries[0]?.createdAt).toBeGreaterThan(0)

    const detail = await api(adminApi.user, { params: { id: target.user.id }, cookie: admin.cookie })
    expect(detail.json.user).toMatchObject({ status: 'blocked', activeSessions: 0 })
    expect(detail.json.company?.id).toBe(target.company.id)
    expect(detail.json.audit[0]).toMatchObject({
      action: 'user.blocked',
      actor: { id: admin.user.id, name: 'Admin Anne' },
    })

    const unblock = await api(adminApi.unblock, { params: { id: target.user.id }, cookie: admin.cookie })
    expect(unblock.json).toEqual({ id: target.user.id, status: 'active' })
    const fresh = await logInAs(target.user.id)
    expect((await api(accountApi.profile, { cookie: fresh })).status).toBe(200)
    const unblockAgain = await api(adminApi.unblock, { params: { id: target.user.id }, cookie: admin.cookie })
    expect(unblockAgain.status).toBe(409)

    const trail = await api(adminApi.audit, {
      query: { targetType: 'user', targetId: String(target.user.id) },
      cookie: admin.cookie,
    })
    expect(trail.json.entries.map((e) => e.action)).toEqual(['user.unblocked', 'user.blocked'])
  })

  it('refuses to block yourself (409) or another admin (403)', async () => {
    const admin = await makeUser({ role: 'admin' })
    const other = await makeUser({ role: 'admin' })
    const self = await api(adminApi.block, { params: { id: admin.user.id }, cookie: admin.cookie })
    expect(expectError(self, 'conflict').message).toBe('Du kan ikke blokere dig selv.')
    const peer = await api(adminApi.block, { params: { id: other.user.id }, cookie: admin.cookie })
    expectError(peer, 'forbidden')
    expect(await statusOf(other.user.id)).toBe('active')
    expect(await sessionCount(other.user.id)).toBe(1)
  })

  it('answers 404 for an unknown user, to read or to block (a non-numeric id is a 422)', async () => {
    const admin = await makeUser({ role: 'admin' })
    expectError(await api(adminApi.user, { params: { id: 99999999 }, cookie: admin.cookie }), 'not_found')
    expectError(await api(adminApi.block, { params: { id: 99999999 }, cookie: admin.cookie }), 'not_found')
    expectError(await api(adminApi.user, { params: { id: 'abc' }, cookie: admin.cookie }), 'invalid_input')
  })
})

describe('companies', () => {
  it('lists, searches by CVR and region, and shows one with owner and categories', async () => {
    const admin = await makeUser({ role: 'admin' })
    const tag = crypto.randomUUID().slice(0, 6)
    const { company, user, category } = await makeCompanyUser(`Murer ${tag} ApS`)
    const list = await api(adminApi.companies, { query: { q: `murer ${tag}` }, cookie: admin.cookie })
    expect(list.status).toBe(200)
    expect(list.json.total).toBe(1)
    expect(list.json.items[0]).toMatchObject({
      id: company.id,
      cvr: company.cvr,
      region: 'Region Midtjylland',
      owner: { id: user.id, status: 'active' },
    })
    const byCvr = await api(adminApi.companies, { query: { q: company.cvr ?? '' }, cookie: admin.cookie })
    expect(byCvr.json.items.map((c) => c.id)).toContain(company.id)
    const otherRegion = await api(adminApi.companies, {
      query: { q: `murer ${tag}`, region: 'Region Nordjylland' },
      cookie: admin.cookie,
    })
    expect(otherRegion.json.total).toBe(0)

    const detail = await api(adminApi.company, { params: { id: company.id }, cookie: admin.cookie })
    expect(detail.status).toBe(200)
    expect(detail.json.owner).toMatchObject({ id: user.id, email: user.email })
    expect(detail.json.categories).toEqual([{ id: category.id, name: category.nameDa, parentId: null }])
    expect(detail.json.company.description).toBe('Vi bygger terrasser.')
    expectError(await api(adminApi.company, { params: { id: 99999999 }, cookie: admin.cookie }), 'not_found')
  })
})

describe("a company's log (who and when)", () => {
  it("holds the staff's decisions on its bookings and support cases, never another company's", async () => {
    const admin = await makeUser({ role: 'admin', name: 'Anne Admin' })
    const w = await makeWonJob()
    const other = await makeWonJob()
    for (const { firm, contact } of [w, other]) {
      const cancelled = await api(wonJobsApi.cancel, {
        params: { contactId: contact.id },
        body: {
          optionSelect: 'company_refused',
          optionNewOne: 'yes',
          optionNewTwo: 'no',
          text: 'Vi kan ikke.',
        },
        cookie: firm.cookie,
      })
      expect(cancelled.status).toBe(200)
      const approved = await api(cancellationsApi.approve, {
        params: { contactId: contact.id },
        cookie: admin.cookie,
      })
      expect(approved.status).toBe(200)
    }
    const opened = await api(supportApi.create, {
      body: { subject: 'Fakturaen', message: 'Hvor er fakturaen?' },
      cookie: w.firm.cookie,
    })
    const caseId = opened.json.case.id
    const closed = await api(adminSupportApi.status, {
      params: { caseId },
      body: { status: 'closed' },
      cookie: admin.cookie,
    })
    expect(closed.status).toBe(200)

    const detail = await api(adminApi.company, { params: { id: w.firm.company.id }, cookie: admin.cookie })
    expect(detail.json.audit.map((e) => [e.action, e.targetType, e.targetId, e.actor?.name])).toEqual([
      ['support.closed', 'support_case', String(caseId), 'Anne Admin'],
      ['cancellation.approved', 'contact', String(w.contact.id), 'Anne Admin'],
    ])
  })
})

describe('block through the account lifecycle', () => {
  it('five parallel blocks: one 200, four 409, one audit entry and one transition in the log', async () => {
    const admin = await makeUser({ role: 'admin' })
    const target = await makeUser()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(adminApi.block, { params: { id: target.user.id }, cookie: admin.cookie }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409])
    const refused = answers.find((a) => a.status === 409) ?? answers[0]
    expect(refused && expectError(refused, 'transition_refused').message).toBe(
      'Brugeren er ikke aktiv og kan ikke blokeres.',
    )
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.blocked'), eq(auditLog.targetId, String(target.user.id))))
    expect(audit).toHaveLength(1)
    const transitions = await lifecycleLogOf('account', [target.user.id])
    expect(transitions).toMatchObject([
      { transition: 'block', fromState: 'active', toState: 'blocked', actorUserId: admin.user.id },
    ])
  })
})
