import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { authApi } from '../../../domain/contract/auth'
import { companyInfoApi } from '../../../domain/contract/company-profile'
import { cvrApi } from '../../../domain/contract/cvr'
import { companies, companyCategories, users } from '../../db/schema'
import { database } from '../../lib/db'
import { count, limits } from '../../lib/throttle'
import { api, errorOf, expectError } from '../../test/client'
import { makeCategoryTree } from '../../test/factories'
import { freshCvr, freshEmail, freshIp, goodPassword, outboxFor, sessionCookie } from '../../test/helpers'
import { makeCompanyUser, makeLoggedOutUser } from '../account/account.fixtures'

vi.setConfig({ testTimeout: 30_000 })

const db = () => database(env.DB)

const customer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mette Hansen',
  email: freshEmail('signup'),
  phone: '12 34 56 78',
  zip: '2100',
  password: goodPassword,
  ...overrides,
})

async function company(overrides: Record<string, unknown> = {}) {
  const { top, sub } = await makeCategoryTree()
  return {
    withCvr: true,
    cvr: freshCvr(),
    companyName: 'Hansens Tømrer & Snedker ApS',
    address: 'Strandvejen 112',
    zip: '2900',
    contactName: 'Lars Hansen',
    email: freshEmail('firma'),
    phone: '87654321',
    password: goodPassword,
    categoryIds: [top.id, sub.id],
    description: 'Vi bygger terrasser.',
    ...overrides,
  }
}

describe('POST /api/auth/signup/customer', () => {
  it('creates a customer, logs in and sends a welcome e-mail', async () => {
    const body = customer()
    const res = await api(authApi.signupCustomer, { body, ip: freshIp() })
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({
      user: { name: 'Mette Hansen', email: body.email, role: 'customer', company: null },
      redirectTo: null,
    })
    const cookie = sessionCookie(res.headers)
    expect(cookie).toBeTruthy()
    expect((await api(authApi.me, { cookie: cookie ?? '' })).json.user!.email).toBe(body.email)
    const [row] = await db().select().from(users).where(eq(users.email, body.email))
    // The parameters of its environment (APP_ENV 'test'); every other one's: worker/lib/password.node.test.ts.
    expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(row?.zip).toBe('2100')
    const mail = await outboxFor(body.email)
    expect(mail.map((m) => m.template)).toEqual(['welcomeCustomer'])
  })

  it('answers a taken e-mail with the generic 409 and tells the owner by e-mail', async () => {
    const owner = await makeLoggedOutUser()
    const res = await api(authApi.signupCustomer, { body: customer({ email: owner.email }), ip: freshIp() })
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toBe(
      'Vi kunne ikke oprette profilen med de oplysninger. Har du allerede en profil, så log ind eller nulstil din adgangskode.',
    )
    expect(sessionCookie(res.headers)).toBeNull()
    const mail = await outboxFor(owner.email)
    expect(mail[0]?.template).toBe('signupAttempt')
  })

  it('tells the owner at most 3 times an hour, from however many IPs at once (still the generic 409)', async () => {
    const owner = await makeLoggedOutUser()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(authApi.signupCustomer, { body: customer({ email: owner.email }), ip: freshIp() }),
      ),
    )
    for (const res of answers) expectError(res, 'signup_conflict')
    const mail = (await outboxFor(owner.email)).filter((m) => m.template === 'signupAttempt')
    expect(mail).toHaveLength(3)
  })

  it('refuses a common password', async () => {
    const res = await api(authApi.signupCustomer, {
      body: customer({ password: 'sommer2024' }),
      ip: freshIp(),
    })
    expect(res.status).toBe(422)
    expect(errorOf(res).issues).toEqual([
      { path: 'password', message: 'Adgangskoden er for almindelig og nem at gætte. Vælg en anden.' },
    ])
  })

  it('refuses a short password, a bad phone and an unknown zip', async () => {
    const short = await api(authApi.signupCustomer, { body: customer({ password: 'kort' }), ip: freshIp() })
    expect(errorOf(short).issues).toContainEqual({
      path: 'password',
      message: 'Adgangskoden skal være på mindst 8 tegn.',
    })
    const phone = await api(authApi.signupCustomer, { body: customer({ phone: '123' }), ip: freshIp() })
    expect(errorOf(phone).issues).toContainEqual({
      path: 'phone',
      message: 'Telefonnummeret skal være 8 cifre.',
    })
    const zip = await api(authApi.signupCustomer, { body: customer({ zip: '0001' }), ip: freshIp() })
    expect(zip.status).toBe(422)
    expect(errorOf(zip).issues).toEqual([{ path: 'zip', message: 'Postnummeret findes ikke.' }])
  })

  it('throttles sign-ups per IP (20 an hour)', async () => {
    const ip = freshIp()
    for (let i = 0; i < limits.signupIp.max; i++) await count(env.DB, limits.signupIp, ip)
    const res = await api(authApi.signupCustomer, { body: customer(), ip })
    expect(res.status).toBe(429)
    expectError(res, 'rate_limited')
  })
})

describe('POST /api/auth/signup/company', () => {
  it('creates user, company and categories in one go, logs in and lands in the workspace', async () => {
    const body = await company()
    const res = await api(authApi.signupCompany, { body, ip: freshIp() })
    expect(res.status).toBe(201)
    expect(res.json.redirectTo).toBe('/firma/opgaver')
    expect(res.json.user).toMatchObject({ role: 'company', name: 'Lars Hansen', email: body.email })
    expect(res.json.user.company!.name).toBe('Hansens Tømrer & Snedker ApS')
    expect(res.json.user.company!.slug).toMatch(/^hansens-toemrer-og-snedker-aps(-\d+)?$/)
    const [row] = await db().select().from(companies).where(eq(companies.cvr, body.cvr))
    expect(row).toMatchObject({
      kind: 'company',
      zip: '2900',
      city: 'Hellerup',
      region: 'Region Hovedstaden',
      address: 'Strandvejen 112',
      description: 'Vi bygger terrasser.',
    })
    const cats = await db()
      .select()
      .from(companyCategories)
      .where(eq(companyCategories.companyId, row?.id ?? 0))
    expect(cats.map((c) => c.categoryId).sort()).toEqual([...body.categoryIds].sort())
    expect((await outboxFor(body.email))[0]?.template).toBe('welcomeCompany')
    expect(sessionCookie(res.headers)).toBeTruthy()
  })

  it('gives the next company with the same name a -2 slug', async () => {
    const name = `Jensen Maler ${Date.now()}`
    const a = await api(authApi.signupCompany, { body: await company({ companyName: name }), ip: freshIp() })
    const b = await api(authApi.signupCompany, { body: await company({ companyName: name }), ip: freshIp() })
    expect(b.json.user.company!.slug).toBe(`${a.json.user.company!.slug}-2`)
  })

  it('never uses a reserved word as slug', async () => {
    const res = await api(authApi.signupCompany, {
      body: await company({ companyName: 'Admin' }),
      ip: freshIp(),
    })
    expect(res.status).toBe(201)
    expect(res.json.user.company!.slug).not.toBe('admin')
  })

  it('without CVR (two-step form) creates a self-employed company', async () => {
    const body = await company({ withCvr: false, cvr: undefined, companyName: `Solo Maler ${Date.now()}` })
    const res = await api(authApi.signupCompany, { body, ip: freshIp() })
    expect(res.status).toBe(201)
    const [row] = await db().select().from(companies).where(eq(companies.id, res.json.user.company!.id))
    expect(row).toMatchObject({ kind: 'person', cvr: null })
  })

  it('refuses more than two top categories with the exact message', async () => {
    const a = await makeCategoryTree()
    const b = await makeCategoryTree()
    const c = await makeCategoryTree()
    const body = await company({ categoryIds: [a.sub.id, b.top.id, c.sub.id] })
    const res = await api(authApi.signupCompany, { body, ip: freshIp() })
    expect(res.status).toBe(422)
    expect(errorOf(res).message).toBe(
      'Du kan maksimalt vælge to over-kategorier. Det er vigtigt, at du kun vælger kategorier, som du rent faktisk udfører.',
    )
    expect(errorOf(res).issues?.[0]?.path).toBe('categoryIds')
    // Nothing was written.
    expect(await db().select().from(users).where(eq(users.email, body.email))).toEqual([])
  })

  it('counts a subcategory toward its top category (two subs of one top + another top is fine)', async () => {
    const a = await makeCategoryTree()
    const b = await makeCategoryTree()
    const res = await api(authApi.signupCompany, {
      body: await company({ categoryIds: [a.top.id, a.sub.id, b.sub.id] }),
      ip: freshIp(),
    })
    expect(res.status).toBe(201)
  })

  it('needs at least one category, and only known ones', async () => {
    const none = await api(authApi.signupCompany, { body: await company({ categoryIds: [] }), ip: freshIp() })
    expect(none.status).toBe(422)
    expect(errorOf(none).issues).toContainEqual({
      path: 'categoryIds',
      message: 'Vælg mindst én kategori.',
    })
    const unknown = await api(authApi.signupCompany, {
      body: await company({ categoryIds: [99_999_999] }),
      ip: freshIp(),
    })
    expect(unknown.status).toBe(422)
    expect(errorOf(unknown).issues?.[0]?.path).toBe('categoryIds')
  })

  it('refuses a category id that is 0, negative or fractional as the settings page does (the same rule)', async () => {
    const firm = await makeCompanyUser()
    for (const bad of [0, -3, 1.5]) {
      const body = await company({ categoryIds: [bad] })
      const res = await api(authApi.signupCompany, { body, ip: freshIp() })
      expect(res.status, String(bad)).toBe(422)
      expect(errorOf(res).issues, String(bad)).toEqual([
        { path: 'categoryIds.0', message: 'Feltet er ikke udfyldt korrekt.' },
      ])
      expect(await db().select().from(users).where(eq(users.email, body.email))).toEqual([])
      const english = await api(authApi.signupCompany, {
        body: await company({ categoryIds: [bad] }),
        ip: freshIp(),
        headers: { Cookie: 'lang=en' },
      })
      expect(errorOf(english).issues).toEqual([
        { path: 'categoryIds.0', message: 'This field is not filled in correctly.' },
      ])
      const settings = await api(companyInfoApi.update, {
        body: {
          name: 'Hansen Tømrer ApS',
          description: '',
          phone: '86123456',
          mobile: '',
          email: 'kontakt@hansen.dk',
          address: 'Vestergade 1',
          zip: '8000',
          categoryIds: [bad],
          sms: false,
        },
        cookie: firm.cookie,
      })
      expect(errorOf(settings).issues).toEqual(errorOf(res).issues)
    }
  })

  it('checks the CVR: 8 digits and modulus 11', async () => {
    const format = await api(authApi.signupCompany, { body: await company({ cvr: '1234' }), ip: freshIp() })
    expect(errorOf(format).issues).toContainEqual({
      path: 'cvr',
      message: 'CVR-nummeret skal være 8 cifre.',
    })
    const mod11 = await api(authApi.signupCompany, {
      body: await company({ cvr: '24256791' }),
      ip: freshIp(),
    })
    expect(mod11.status).toBe(422)
    expect(errorOf(mod11).issues![0]).toEqual({
      path: 'cvr',
      message: 'CVR-nummeret er ikke gyldigt. Tjek, at du har skrevet det rigtigt.',
    })
    const missing = await api(authApi.signupCompany, {
      body: await company({ withCvr: true, cvr: undefined }),
      ip: freshIp(),
    })
    expect(errorOf(missing).issues?.[0]?.path).toBe('cvr')
  })

  it('lets a CVR own only one company (409)', async () => {
    const first = await company()
    expect((await api(authApi.signupCompany, { body: first, ip: freshIp() })).status).toBe(201)
    const res = await api(authApi.signupCompany, { body: await company({ cvr: first.cvr }), ip: freshIp() })
    expect(res.status).toBe(409)
    expectError(res, 'cvr_taken')
  })

  it('answers a taken e-mail with the generic 409 and writes nothing', async () => {
    const owner = await makeLoggedOutUser()
    const body = await company({ email: owner.email })
    const res = await api(authApi.signupCompany, { body, ip: freshIp() })
    expect(res.status).toBe(409)
    expectError(res, 'signup_conflict')
    expect(await db().select().from(companies).where(eq(companies.cvr, body.cvr))).toEqual([])
  })

  it('refuses an unknown zip', async () => {
    const res = await api(authApi.signupCompany, { body: await company({ zip: '0002' }), ip: freshIp() })
    expect(res.status).toBe(422)
    expect(errorOf(res).issues).toEqual([{ path: 'zip', message: 'Postnummeret findes ikke.' }])
  })
})

describe('GET /api/cvr/:cvr', () => {
  it('returns a fixed demo company from the fake register', async () => {
    const res = await api(cvrApi.lookup, { params: { cvr: 31245680 }, ip: freshIp() })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      cvr: '31245680',
      name: 'Hansens Tømrer & Snedker ApS',
      address: 'Strandvejen 112',
      zip: '2900',
      city: 'Hellerup',
    })
  })

  it('returns a plausible, stable company for any other valid CVR', async () => {
    const cvr = freshCvr()
    const a = await api(cvrApi.lookup, { params: { cvr }, ip: freshIp() })
    const b = await api(cvrApi.lookup, { params: { cvr }, ip: freshIp() })
    expect(a.status).toBe(200)
    expect(a.json).toEqual(b.json)
    expect(a.json.name).toMatch(/(ApS|A\/S|I\/S)$/)
    expect(a.json.zip).toMatch(/^\d{4}$/)
  })

  it('answers 422 for a bad format or a failed modulus-11 check', async () => {
    const format = await api(cvrApi.lookup, { params: { cvr: 1234 }, ip: freshIp() })
    expect(format.status).toBe(422)
    const mod11 = await api(cvrApi.lookup, { params: { cvr: 24256791 }, ip: freshIp() })
    expect(mod11.status).toBe(422)
    expect(errorOf(mod11).message).toBe('CVR-nummeret er ikke gyldigt. Tjek, at du har skrevet det rigtigt.')
  })

  it('answers 409 when the CVR already owns a company', async () => {
    const body = await company()
    await api(authApi.signupCompany, { body, ip: freshIp() })
    const res = await api(cvrApi.lookup, { params: { cvr: body.cvr }, ip: freshIp() })
    expect(res.status).toBe(409)
    expect(errorOf(res).message).toMatch(/^Der er allerede oprettet et firma med dette CVR-nummer/)
  })

  it('caches look-ups in KV for a day', async () => {
    const cvr = freshCvr()
    await api(cvrApi.lookup, { params: { cvr }, ip: freshIp() })
    const cached = await env.KV.get(`cvr:${cvr}`, 'json')
    expect(cached).toMatchObject({ company: { cvr } })
  })
})
