import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Locale } from '../../../domain/i18n'
import { passwordProblem } from '../../../domain/rules/password-policy'
import { uniqueSlug } from '../../../domain/rules/slug'
import type { Me } from '../../../domain/schemas/auth'
import { categories, companies, passwordResets, users } from '../../db/schema'
import type { AppBindings } from '../../env'
import { fakesAllowed } from '../../lib/adapters/config'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { enqueue } from '../../lib/outbox'
import { postcode } from '../places/places.service'

export type UserRow = typeof users.$inferSelect

/** Where e-mail links point: the configured origin in production, the caller's origin elsewhere (any dev port works). */
export function publicOrigin(c: Context<AppBindings>): string {
  // Fails closed like the fakes: outside development and tests, never trust the Host header.
  return fakesAllowed(c.env) ? new URL(c.req.url).origin : c.env.PUBLIC_ORIGIN
}

/** The web's view of a user, with the company they own. */
export async function meOf(db: Database, userId: number): Promise<Me | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      locale: users.locale,
      status: users.status,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
    })
    .from(users)
    .leftJoin(companies, eq(companies.ownerUserId, users.id))
    .where(eq(users.id, userId))
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    locale: row.locale,
    company:
      row.companyId !== null
        ? { id: row.companyId, name: row.companyName ?? '', slug: row.companySlug ?? '' }
        : null,
  }
}

/** Where the web goes after a log-in: the company workspace, the admin start, or "reload the page" (null). */
export function redirectFor(role: UserRow['role']): string | null {
  if (role === 'company') return '/firma/opgaver'
  if (role === 'admin') return '/admin'
  return null
}

export const findUserByEmail = async (db: Database, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0] ?? null

/** 422 with a field issue. */
export const fieldError = (path: string, message: string, messageKey?: string) =>
  new ApiError('invalid_input', { issues: [{ path, message }], ...(messageKey ? { messageKey } : {}) })

export function assertPasswordPolicy(password: string, context: { email?: string; name?: string }) {
  const problem = passwordProblem(password, context)
  if (problem) throw fieldError('password', problem)
}

export function zipInfo(zip: string) {
  const found = postcode(zip)
  if (!found) throw fieldError('zip', 'auth:::errors::zipUnknown')
  return found
}

/** Sign-up never tells whether an e-mail is taken: one generic 409 for every duplicate. */
export const signupConflict = () =>
  new ApiError('signup_conflict', { status: 409, messageKey: 'auth:::errors::signupConflict' })

/**
 * "Someone tried to sign up with your address": the owner hears about it by e-mail, the caller only
 * gets the generic conflict.
 */
export function signupAttemptMail(db: Database, owner: UserRow, origin: string) {
  if (!owner.email) return null
  return enqueue(db, {
    channel: 'email',
    to: owner.email,
    template: 'signupAttempt',
    locale: owner.locale,
    payload: { name: owner.name, loginLink: `${origin}/`, resetLink: `${origin}/glemt-adgangskode` },
  })
}

export const isUniqueViolation = (error: unknown, column?: string) => {
  const text = String((error as { cause?: unknown })?.cause ?? error) + String(error)
  return /UNIQUE constraint failed/i.test(text) && (!column || text.includes(column))
}

/** The top category of each chosen id (a subcategory counts toward its parent); unknown ids → 422. */
export async function topCategoriesOf(db: Database, ids: number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)]
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, wanted))
  if (rows.length !== wanted.length) throw fieldError('categoryIds', 'auth:::errors::categoriesUnknown')
  const parents = new Map<number, number | null>(rows.map((r) => [r.id, r.parentId]))
  // Walk up deeper trees too (each step is one query; the tree is at most a few levels deep).
  let missing = [
    ...new Set(rows.map((r) => r.parentId).filter((p): p is number => p !== null && !parents.has(p))),
  ]
  while (missing.length > 0) {
    const more = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(inArray(categories.id, missing))
    for (const r of more) parents.set(r.id, r.parentId)
    missing = [
      ...new Set(more.map((r) => r.parentId).filter((p): p is number => p !== null && !parents.has(p))),
    ]
  }
  const topOf = (id: number): number => {
    let current = id
    for (let depth = 0; depth < 10; depth++) {
      const parent = parents.get(current)
      if (parent === null || parent === undefined) return current
      current = parent
    }
    return current
  }
  return new Set(wanted.map(topOf))
}

/**
 * A free public slug for a company name (`-2`, `-3` … when taken; never a reserved word). The taken ones
 * are `base` and the range `base-` … `base.` ('.' sorts right after '-'): no LIKE, whose pattern D1 caps
 * at 50 bytes (a long company name gave a 500).
 */
export async function freeSlug(db: Database, name: string): Promise<string> {
  const base = uniqueSlug(name, [])
  const taken = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), and(gte(companies.slug, `${base}-`), lt(companies.slug, `${base}.`))))
  return uniqueSlug(
    name,
    taken.map((t) => t.slug),
  )
}

export const randomToken = () => {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}
export const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)))

/** A uniform 6-digit code. */
export function randomCode(): string {
  const buf = new Uint32Array(1)
  do crypto.getRandomValues(buf)
  while ((buf[0] ?? 0) >= 4_294_000_000) // reject the tail so every code is equally likely
  return String((buf[0] ?? 0) % 1_000_000).padStart(6, '0')
}
export const hashCode = (resetId: string, code: string) => hashToken(`${resetId}:${code}`)

export const resetLifetimeSeconds = 30 * 60
export const setPasswordLifetimeSeconds = 7 * 86_400
export const resetLink = (origin: string, token: string) => `${origin}/nulstil-adgangskode?token=${token}`

export interface NewCustomer {
  name: string
  email: string
  phone: string | null
  zip: string
  locale: Locale
}

/**
 * For forms that create a customer on the way (create job, personalised order) when the e-mail is new:
 * the account has no password; a set-password e-mail (a reset-style link, 7 days) goes out through the
 * outbox. User, reset and e-mail are one batch. 409 (the generic sign-up conflict) when the e-mail exists.
 * Call `deliverSoon(c)` afterwards.
 */
export async function createCustomerWithoutPassword(
  db: Database,
  input: NewCustomer,
  origin: string,
): Promise<{ userId: number }> {
  const email = input.email.trim().toLowerCase()
  if (await findUserByEmail(db, email)) throw signupConflict()
  const token = randomToken()
  const now = clock.now()
  try {
    const [inserted] = await db.batch([
      db
        .insert(users)
        .values({
          email,
          name: input.name,
          phone: input.phone,
          zip: input.zip,
          locale: input.locale,
          role: 'customer',
          passwordHash: null,
          createdAt: now,
        })
        .returning({ id: users.id }),
      db.insert(passwordResets).values({
        id: hashToken(token),
        userId: sql`(select id from users where email = ${email})`,
        smsCodeHash: null,
        expiresAt: now + setPasswordLifetimeSeconds,
        createdAt: now,
      }),
      enqueue(db, {
        channel: 'email',
        to: email,
        template: 'setPassword',
        locale: input.locale,
        payload: { name: input.name, link: resetLink(origin, token) },
      }),
    ])
    const userId = inserted[0]?.id
    if (!userId) throw new Error('user insert returned nothing')
    return { userId }
  } catch (error) {
    if (isUniqueViolation(error, 'email')) throw signupConflict()
    throw error
  }
}

/**
 * What the confirm-profile modal shows about an existing account (and nothing more, since anyone can
 * ask): a customer's first name, or the company's public name; null when no active account of that kind
 * has the e-mail.
 */
export async function confirmProfileName(db: Database, email: string, as: 'customer' | 'company') {
  const [row] = await db
    .select({ name: users.name, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.ownerUserId, users.id))
    .where(and(eq(users.email, email), eq(users.status, 'active'), eq(users.role, as)))
    .limit(1)
  if (!row) return null
  if (as === 'company') return row.companyName ?? ''
  return row.name.trim().split(/\s+/)[0] ?? ''
}
