import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountApi } from '../../../domain/contract/account'
import { erasedName } from '../../../domain/schemas/account'
import { auditLog, companies, companyCategories, jobs, oauthAccounts } from '../../db/schema'
import { database } from '../../lib/db'
import { verifyPassword } from '../../lib/password'
import { api, call, errorOf, expectError } from '../../test/client'
import { goodPassword } from '../../test/helpers'
import { lifecycleLogOf, mailsTo, userById } from '../../test/reads'
import { logInAs, makeCompanyUser, makeUser, sessionCount } from './account.fixtures'

const db = () => database(env.DB)

describe('anonymous callers', () => {
  it('get 401 on every account route', async () => {
    const attempts = [
      api(accountApi.profile, {}),
      api(accountApi.update, { body: { name: 'X' } }),
      api(accountApi.changePassword, { body: { currentPassword: 'x', newPassword: 'yyyyyyyy' } }),
      api(accountApi.export, {}),
      api(accountApi.remove, { body: { password: 'x' } }),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401)
      expectError(res, 'unauthenticated')
    }
  })
})

describe('GET /api/account', () => {
  it("answers the caller's own profile with city and company", async () => {
    const { user, cookie, company } = await makeCompanyUser()
    const res = await api(accountApi.profile, { cookie })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      id: user.id,
      name: user.name,
      email: user.email,
      zip: '2100',
      city: 'København Ø',
      role: 'company',
      hasPassword: true,
      company: { id: company.id, name: company.name, slug: company.slug, cvr: company.cvr },
    })
    expect(res.json).not.toHaveProperty('passwordHash')
  })
})

describe('PATCH /api/account', () => {
  it('changes name, phone (with the current password) and zip of the caller only', async () => {
    const alice = await makeUser()
    const bob = await makeUser()
    const res = await api(accountApi.update, {
      body: { name: '  Alice Jensen ', phone: '12 34 56 78', zip: '9990', currentPassword: goodPassword },
      cookie: alice.cookie,
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ name: 'Alice Jensen', phone: '12345678', zip: '9990', city: 'Skagen' })
    expect((await userById(bob.user.id))?.name).toBe(bob.user.name)
  })

  it('answers 422 with localized field issues and writes nothing', async () => {
    const { user, cookie } = await makeUser()
    const res = await api(accountApi.update, { body: { name: 'Ny', phone: '123', zip: '12' }, cookie })
    expect(res.status).toBe(422)
    const paths = errorOf(res).issues!.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['phone', 'zip']))
    expect(errorOf(res).issues!.find((i: { path: string }) => i.path === 'zip')!.message).toBe(
      'Postnummeret skal være præcis 4 cifre.',
    )
    expect((await userById(user.id))?.name).toBe(user.name)

    const unknownZip = await api(accountApi.update, { body: { name: 'Ny', zip: '0001' }, cookie })
    expect(unknownZip.status).toBe(422)
    expect(errorOf(unknownZip).issues).toEqual([{ path: 'zip', message: 'Postnummeret findes ikke.' }])
    expect((await userById(user.id))?.name).toBe(user.name)
  })

  it('clears phone and zip with an empty string', async () => {
    const { user, cookie } = await makeUser()
    const res = await api(accountApi.update, {
      body: { phone: '', zip: '', currentPassword: goodPassword },
      cookie,
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ phone: null, zip: null, city: null })
    expect((await userById(user.id))?.phone).toBeNull()
  })

  it('asks for the current password before it mails a link to a new e-mail, and logs it', async () => {
    const { user, cookie } = await makeUser()
    const missing = await api(accountApi.update, { body: { email: 'ny@example.dk' }, cookie })
    expect(missing.status).toBe(422)
    expect(errorOf(missing).issues).toEqual([
      { path: 'currentPassword', message: 'Skriv din nuværende adgangskode.' },
    ])
    const wrong = await api(accountApi.update, {
      body: { email: 'ny@example.dk', currentPassword: 'forkert-forkert', name: 'Ændret' },
      cookie,
    })
    expect(wrong.status).toBe(422)
    expect(errorOf(wrong).issues).toEqual([{ path: 'currentPassword', message: 'Adgangskoden er forkert.' }])
    expect(await userById(user.id)).toMatchObject({ email: user.email, name: user.name })

    const email = `Ny-${user.id}@Example.dk`
    const ok = await api(accountApi.update, { body: { email, currentPassword: goodPassword }, cookie })
    expect(ok.status).toBe(200)
    // Not changed until the link mailed to the new address is opened (email-change.test.ts).
    expect(ok.json).toMatchObject({ email: user.email, pendingEmail: email.toLowerCase() })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(user.id)), eq(auditLog.action, 'account.emailChangeRequested')))
    expect(entry?.actorUserId).toBe(user.id)
  })

  it('refuses an e-mail that another account uses with a generic 409', async () => {
    const alice = await makeUser()
    const bob = await makeUser()
    const res = await api(accountApi.update, {
      body: { email: bob.user.email ?? '', currentPassword: goodPassword },
      cookie: alice.cookie,
    })
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toBe('Den e-mailadresse kan ikke bruges. Vælg en anden.')
    expect(errorOf(res).message).not.toContain(bob.user.email ?? '')
    expect((await userById(alice.user.id))?.email).toBe(alice.user.email)
  })

  it('answers in English for lang=en', async () => {
    const { cookie } = await makeUser()
    const res = await api(accountApi.update, {
      body: { email: 'x@example.dk', currentPassword: 'nope-nope' },
      cookie: `${cookie}; lang=en`,
    })
    expect(errorOf(res).issues?.[0]?.message).toBe('The password is wrong.')
  })
})

describe('POST /api/account/password', () => {
  it('re-hashes, ends the other sessions and keeps this one', async () => {
    const { user, cookie } = await makeUser()
    const other = await logInAs(user.id)
    expect(await sessionCount(user.id)).toBe(2)
    const res = await api(accountApi.changePassword, {
      body: { currentPassword: goodPassword, newPassword: 'et-helt-nyt-kodeord' },
      cookie,
    })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ endedSessions: 1 })
    expect(await sessionCount(user.id)).toBe(1)
    expect((await api(accountApi.profile, { cookie })).status).toBe(200)
    expectError(await api(accountApi.profile, { cookie: other }), 'unauthenticated')
    const stored = await userById(user.id)
    expect(await verifyPassword(stored?.passwordHash, 'et-helt-nyt-kodeord')).toBe(true)
    expect(await verifyPassword(stored?.passwordHash, goodPassword)).toBe(false)
    const [notice] = await mailsTo(user.email, 'passwordChanged')
    expect(notice?.payload).toMatchObject({ name: user.name })
  })

  it('answers 422 for a wrong current password or a short new one, changing nothing', async () => {
    const { user, cookie } = await makeUser()
    const before = (await userById(user.id))?.passwordHash
    const wrong = await api(accountApi.changePassword, {
      body: { currentPassword: 'forkert-kode', newPassword: 'et-helt-nyt-kodeord' },
      cookie,
    })
    expect(wrong.status).toBe(422)
    expect(errorOf(wrong).issues?.[0]?.path).toBe('currentPassword')
    const common = await api(accountApi.changePassword, {
      body: { currentPassword: goodPassword, newPassword: 'password123' },
      cookie,
    })
    expect(common.status).toBe(422)
    expect(errorOf(common).issues?.[0]?.path).toBe('newPassword')
    const short = await api(accountApi.changePassword, {
      body: { currentPassword: goodPassword, newPassword: 'kort' },
      cookie,
    })
    expect(short.status).toBe(422)
    expect(errorOf(short).issues?.[0]?.path).toBe('newPassword')
    expect((await userById(user.id))?.passwordHash).toBe(before)
  })
})

describe('GET /api/account/export', () => {
  it('downloads profile, company with categories, jobs, sessions (no ids) and audit entries', async () => {
    const { user, cookie, company, category } = await makeCompanyUser()
    await db().insert(jobs).values({
      customerId: user.id,
      categoryId: category.id,
      title: 'Ny terrasse',
      description: '30 m² træterrasse',
      zip: '2100',
      city: 'København Ø',
      region: 'Region Hovedstaden',
      createdAt: 1_767_600_000,
    })
    const stranger = await makeUser()
    await db().insert(jobs).values({
      customerId: stranger.user.id,
      categoryId: category.id,
      title: 'Fremmed opgave',
      description: 'ikke min',
      zip: '2100',
      city: 'København Ø',
      region: 'Region Hovedstaden',
      createdAt: 1_767_600_000,
    })
    const res = await api(accountApi.export, { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="opgavetorvet-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(res.json.profile).toMatchObject({ id: user.id, email: user.email, name: user.name })
    expect(res.json.company).toMatchObject({ id: company.id, cvr: company.cvr })
    expect(res.json.company!.categories).toEqual([{ id: category.id, name: category.nameDa }])
    expect(res.json.jobs.map((j: { title: string }) => j.title)).toEqual(['Ny terrasse'])
    expect(res.json.sessions).toHaveLength(1)
    expect(Object.keys(res.json.sessions[0]!).sort()).toEqual(['createdAt', 'expiresAt'])
    const token = cookie.split('=')[1] ?? ''
    expect(res.text).not.toContain(token)
    expect(res.text).not.toContain('scrypt$')
  })
})

describe('DELETE /api/account', () => {
  it('anonymises a customer, ends every session and logs it', async () => {
    const { user, cookie } = await makeUser()
    const other = await logInAs(user.id)
    await db()
      .insert(oauthAccounts)
      .values({ provider: 'facebook', providerUserId: `fb-${user.id}`, userId: user.id })
    const res = await api(accountApi.remove, { body: { password: goodPassword }, cookie })
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toMatch(/__Host-session=;/)
    expect(await userById(user.id)).toMatchObject({
      name: erasedName,
      email: null,
      phone: null,
      zip: null,
      passwordHash: null,
      status: 'deleted',
    })
    expect((await userById(user.id))?.deletedAt).toBeGreaterThan(0)
    expect(await sessionCount(user.id)).toBe(0)
    expectError(await api(accountApi.profile, { cookie: other }), 'unauthenticated')
    expect(await db().select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toEqual([])
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(user.id)), eq(auditLog.action, 'account.deleted')))
    expect(entry).toBeDefined()
    const transitions = await lifecycleLogOf('account', [user.id])
    expect(transitions).toMatchObject([{ transition: 'delete', fromState: 'active', actorUserId: user.id }])
  })

  it("keeps a company's name and CVR for book-keeping but clears its contact data and categories", async () => {
    const { user, cookie, company } = await makeCompanyUser('Bogholderi ApS')
    const res = await api(accountApi.remove, { body: { password: goodPassword }, cookie })
    expect(res.status).toBe(204)
    const [kept] = await db().select().from(companies).where(eq(companies.id, company.id))
    expect(kept).toMatchObject({
      name: 'Bogholderi ApS',
      cvr: company.cvr,
      address: company.address,
      phone: null,
      mobile: null,
      email: null,
      description: '',
    })
    expect(
      await db().select().from(companyCategories).where(eq(companyCategories.companyId, company.id)),
    ).toEqual([])
    expect((await userById(user.id))?.status).toBe('deleted')
  })

  it('answers 422 for a wrong or missing password and deletes nothing', async () => {
    const { user, cookie } = await makeUser()
    const wrong = await api(accountApi.remove, { body: { password: 'forkert' }, cookie })
    expect(wrong.status).toBe(422)
    expect(errorOf(wrong).issues).toEqual([{ path: 'password', message: 'Adgangskoden er forkert.' }])
    const missing = await api(accountApi.remove, { rawBody: {}, cookie })
    expect(missing.status).toBe(422)
    expect(await userById(user.id)).toMatchObject({ status: 'active', email: user.email })
    expect(await sessionCount(user.id)).toBe(1)
  })
})

describe("another user's session", () => {
  it('reads and changes nothing of this user', async () => {
    const victim = await makeCompanyUser('Offer ApS')
    const attacker = await makeUser()
    const read = await api(accountApi.profile, { cookie: attacker.cookie })
    expect(read.json.id).toBe(attacker.user.id)
    expect(read.text).not.toContain(victim.user.email ?? '')
    const exported = await api(accountApi.export, { cookie: attacker.cookie })
    expect(exported.text).not.toContain(victim.user.email ?? '')
    expect(exported.text).not.toContain('Offer ApS')
    // A user id in the body or query is ignored: there is no way to name another account.
    // (Sent as strings: the typed client cannot name a field or query the contract does not have.)
    await call(`/api/account?id=${victim.user.id}`, {
      method: 'PATCH',
      cookie: attacker.cookie,
      body: { name: 'Hacket', id: victim.user.id },
    })
    expect((await userById(victim.user.id))?.name).toBe(victim.user.name)
    const deleted = await call(`/api/account?id=${victim.user.id}`, {
      method: 'DELETE',
      cookie: attacker.cookie,
      body: { password: goodPassword, id: victim.user.id },
    })
    expect(deleted.status).toBe(204)
    expect((await userById(victim.user.id))?.status).toBe('active')
    expect(await sessionCount(victim.user.id)).toBe(1)
  })

  it('CSRF: a cross-site PATCH is refused', async () => {
    const { user, cookie } = await makeUser()
    const res = await api(accountApi.update, {
      body: { name: 'Fra en anden side' },
      cookie,
      headers: { Origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    expect((await userById(user.id))?.name).toBe(user.name)
  })
})
