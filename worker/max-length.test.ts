import { describe, expect, it, vi } from 'vitest'
import { maxNextLength } from '../domain/rules/safe-redirect'
import { makeUser } from './modules/account/account.fixtures'
import { makeCategoryTree } from './test/factories'
import { callFrom, freshIp } from './test/helpers'

/**
 * Issue 6, medium 6: the longest valid value of every field of every endpoint schema (domain/schemas)
 * never gives a 500. Values mix Danish letters (2 bytes in UTF-8) and emoji (4 bytes, 2 UTF-16 units),
 * the worst case for byte limits such as D1's 50-byte LIKE pattern. Only "no 5xx" is asserted: the
 * answer may be any 2xx or 4xx.
 */
vi.setConfig({ testTimeout: 60_000 })

/** Exactly `n` UTF-16 units (what valibot's maxLength counts) of Danish letters and emoji, no space at the ends. */
function long(n: number, seed = 'Blåbærgrød Æøå Søster 🙂 ') {
  let out = ''
  while (out.length < n) {
    for (const ch of seed) {
      if (out.length + ch.length > n) break
      out += ch
    }
    if (out.length + 2 > n && out.length < n) out += 'x'.repeat(n - out.length)
  }
  return out.replace(/^\s|\s$/g, 'x')
}

/** An ASCII-only string of `n` characters (fields with a pattern: slugs, e-mail local parts). */
const letters = (n: number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n)
let seq = 0
/** A valid, unique e-mail of exactly 254 characters. */
function longEmail() {
  const domain = `@x${Date.now().toString(36)}${++seq}.dk`
  return `${letters(254 - domain.length)}${domain}`
}
const longPassword = () => `Æ9-${long(125)}`

type Case = { name: string; path: string; method?: string; body?: unknown; cookie?: string }

async function expectNo5xx(cases: Case[]) {
  const failures: string[] = []
  for (const c of cases) {
    const res = await callFrom(freshIp(), c.path, { method: c.method, body: c.body, cookie: c.cookie })
    if (res.status >= 500) failures.push(`${c.name}: ${res.status} ${res.text.slice(0, 200)}`)
  }
  expect(failures).toEqual([])
}

describe('longest valid input of every endpoint', () => {
  it('sanity: the generators give the exact lengths the schemas allow', () => {
    expect(long(120)).toHaveLength(120)
    expect(long(161)).toHaveLength(161)
    expect(longEmail()).toHaveLength(254)
    expect(longPassword()).toHaveLength(128)
    expect(new TextEncoder().encode('æøå'.repeat(9)).length).toBeGreaterThan(50)
  })

  it('auth: log-in, sign-up (customer and company, twice with the same 160-character name), reset, profile confirmation', async () => {
    const { sub } = await makeCategoryTree()
    const companyName = `Hansen Tømrer og Snedker ${letters(160)}`.slice(0, 157) // + ' 🙂' = 160; slug base far over 50 bytes
    const company = (email: string) => ({
      withCvr: false,
      companyName: `${companyName} 🙂`,
      address: long(200),
      zip: '8000',
      contactName: long(120),
      email,
      phone: '+45 12 34 56 78',
      password: longPassword(),
      categoryIds: Array.from({ length: 40 }, () => sub.id),
      description: long(2000),
    })
    const first = await callFrom(freshIp(), '/api/auth/signup/company', { body: company(longEmail()) })
    expect(first.status, first.text).toBe(201)
    const second = await callFrom(freshIp(), '/api/auth/signup/company', { body: company(longEmail()) })
    expect(second.status, second.text).toBe(201)
    expect(second.json.user.company.slug).toBe(`${first.json.user.company.slug}-2`)
    const email = longEmail()
    await expectNo5xx([
      { name: 'login', path: '/api/auth/login', body: { email, password: longPassword() } },
      {
        name: 'signup/customer',
        path: '/api/auth/signup/customer',
        body: { name: long(120), email, phone: '+45 12 34 56 78', zip: '2100', password: longPassword() },
      },
      { name: 'password-reset', path: '/api/auth/password-reset', body: { email } },
      {
        name: 'password-reset/confirm token',
        path: '/api/auth/password-reset/confirm',
        body: { token: letters(100), password: longPassword() },
      },
      {
        name: 'password-reset/confirm code',
        path: '/api/auth/password-reset/confirm',
        body: { email, code: '123456', password: longPassword() },
      },
      {
        name: 'profile-confirmation/lookup',
        path: '/api/auth/profile-confirmation/lookup',
        body: { email, as: 'company' },
      },
      {
        name: 'profile-confirmation/confirm',
        path: '/api/auth/profile-confirmation/confirm',
        body: { email, password: longPassword() },
      },
      { name: 'facebook/email', path: '/api/auth/facebook/email', body: { email } },
      { name: 'facebook/confirm', path: '/api/auth/facebook/confirm', body: { token: letters(100) } },
      {
        name: 'facebook/start',
        path: `/api/auth/facebook/start?next=${encodeURIComponent(`/${long(maxNextLength - 1)}`.slice(0, maxNextLength))}`,
      },
      { name: 'cvr', path: '/api/cvr/99999999' },
    ])
  })

  it('catalog and places: searches and slugs at their maximum', async () => {
    await expectNo5xx([
      { name: 'categories/search', path: `/api/categories/search?q=${encodeURIComponent(long(80))}` },
      { name: 'categories/:slug', path: `/api/categories/${letters(80)}` },
      { name: 'car-models', path: `/api/car-models?q=${encodeURIComponent(long(60))}` },
      { name: 'postcodes', path: '/api/postcodes/9999' },
    ])
  })

  it('account: profile, e-mail and phone change, password change, linked log-ins, deletion', async () => {
    const { cookie } = await makeUser()
    await expectNo5xx([
      {
        name: 'PATCH account',
        path: '/api/account',
        method: 'PATCH',
        cookie,
        body: {
          name: long(120),
          phone: '+45 12 34 56 78',
          zip: '2100',
          email: longEmail(),
          currentPassword: longPassword(),
          locale: 'da-DK',
        },
      },
      {
        name: 'account/password',
        path: '/api/account/password',
        cookie,
        body: { currentPassword: longPassword(), newPassword: longPassword() },
      },
      {
        name: 'account/email/confirm',
        path: '/api/account/email/confirm',
        cookie,
        body: { token: letters(100) },
      },
      {
        name: 'linked-logins delete',
        path: `/api/account/linked-logins/facebook/${letters(200)}`,
        method: 'DELETE',
        cookie,
      },
      {
        name: 'DELETE account',
        path: '/api/account',
        method: 'DELETE',
        cookie,
        body: { password: longPassword() },
      },
    ])
  })

  it('admin: searches of 100 Danish letters and emoji, 12-digit ids, audit filters', async () => {
    const { cookie } = await makeUser({ role: 'admin' })
    const q = encodeURIComponent(long(100))
    const id = '999999999999'
    await expectNo5xx([
      { name: 'admin/users', path: `/api/admin/users?q=${q}&page=99999`, cookie },
      { name: 'admin/users æøå', path: `/api/admin/users?q=${encodeURIComponent('æøå'.repeat(33))}`, cookie },
      { name: 'admin/users/:id', path: `/api/admin/users/${id}`, cookie },
      { name: 'admin/users/:id/block', path: `/api/admin/users/${id}/block`, method: 'POST', cookie },
      { name: 'admin/users/:id/unblock', path: `/api/admin/users/${id}/unblock`, method: 'POST', cookie },
      {
        name: 'admin/companies',
        path: `/api/admin/companies?q=${q}&region=${encodeURIComponent(long(60))}&page=99999`,
        cookie,
      },
      { name: 'admin/companies/:id', path: `/api/admin/companies/${id}`, cookie },
      {
        name: 'admin/audit',
        path: `/api/admin/audit?targetType=${encodeURIComponent(long(40))}&targetId=${encodeURIComponent(long(40))}`,
        cookie,
      },
    ])
  })
})
