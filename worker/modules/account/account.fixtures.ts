import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { categories, companies, companyCategories, sessions, users } from '../../db/schema'
import { database } from '../../lib/db'
import { createSession, generateSessionToken, sessionCookieName } from '../../lib/session'
import { freshEmail, goodPassword } from '../../test/helpers'
import { hashOnce } from '../../test/password-hashes'

/** Test-only: users made straight in D1, with a password and (makeUser) a logged-in session cookie. */
let seq = 0

type UserOptions = {
  role?: 'customer' | 'company' | 'admin'
  status?: 'active' | 'blocked' | 'deleted'
  name?: string
  email?: string
  /** A number of this person alone unless given; null for none. */
  phone?: string | null
  /** goodPassword unless given; null for none (an account made by Facebook or an order). */
  password?: string | null
}

/** A person with no session: for the tests of logging in itself. A company user's company is makeCompanyUser's. */
export async function makeLoggedOutUser(options: UserOptions = {}) {
  const db = database(env.DB)
  const n = ++seq
  const password = options.password === undefined ? goodPassword : options.password
  const email = options.email ?? freshEmail(options.role ?? 'customer')
  const [user] = await db
    .insert(users)
    .values({
      name: options.name ?? `Test Person ${n}`,
      email,
      phone: options.phone ?? null,
      zip: '2100',
      role: options.role ?? 'customer',
      status: options.status ?? 'active',
      passwordHash: password ? await hashOnce(password) : null,
    })
    .returning()
  if (!user) throw new Error('user insert failed')
  if (options.phone !== undefined) return { ...user, email }
  // The counter restarts in every test file and they share one D1: a number from the id is this person's
  // alone, so the export and erasure (which skip numbers someone else also has) see its messages.
  const [own] = await db
    .update(users)
    .set({ phone: ownPhone(user.id) })
    .where(eq(users.id, user.id))
    .returning()
  if (!own) throw new Error('user phone update failed')
  return { ...own, email }
}

/** A person and the cookie of a session of theirs. */
export async function makeUser(options: UserOptions = {}) {
  const user = await makeLoggedOutUser(options)
  return { user, cookie: await logInAs(user.id) }
}

/** A Danish number of this person alone (20 00 00 00 to 29 99 99 99), from the id. */
function ownPhone(userId: number) {
  if (userId >= 10_000_000) throw new Error('ownPhone: user id out of range')
  return `2${String(userId).padStart(7, '0')}`
}

export async function logInAs(userId: number) {
  const token = generateSessionToken()
  await createSession(database(env.DB), token, userId)
  return `${sessionCookieName}=${token}`
}

/**
 * A Danish mobile of this company alone (40 00 00 00 to 42 99 99 99, valid per domain/rules/phone.ts),
 * from its owner's id, which is unique across every test file on the shared D1: a test that counts the
 * SMS sent to a company's number sees only its own.
 */
function companyMobile(ownerUserId: number) {
  if (ownerUserId >= 3_000_000) throw new Error('companyMobile: owner id out of the 40-42 range')
  return `4${String(ownerUserId).padStart(7, '0')}`
}

export async function makeCompanyUser(name = 'Hansen Tømrer ApS') {
  const db = database(env.DB)
  const owner = await makeUser({ role: 'company' })
  const n = ++seq
  const [category] = await db
    .insert(categories)
    .values({ slug: `acc-cat-${n}-${owner.user.id}`, nameDa: `Tømrer ${n}`, nameEn: `Carpenter ${n}` })
    .returning()
  const [company] = await db
    .insert(companies)
    .values({
      ownerUserId: owner.user.id,
      kind: 'company',
      name,
      slug: `firma-${owner.user.id}-${n}`,
      cvr: String(10_000_000 + owner.user.id * 37 + n).slice(0, 8),
      address: 'Vestergade 1',
      zip: '8000',
      city: 'Aarhus C',
      region: 'Region Midtjylland',
      phone: '86123456',
      mobile: companyMobile(owner.user.id),
      // Unique across files: they share one D1 and its outbox (vitest.config.ts).
      email: `kontakt${n}-${owner.user.id}@firma.dk`,
      description: 'Vi bygger terrasser.',
    })
    .returning()
  if (!company || !category) throw new Error('company insert failed')
  await db.insert(companyCategories).values({ companyId: company.id, categoryId: category.id })
  return { ...owner, company, category }
}

export async function sessionCount(userId: number) {
  const rows = await database(env.DB).select().from(sessions).where(eq(sessions.userId, userId))
  return rows.length
}
