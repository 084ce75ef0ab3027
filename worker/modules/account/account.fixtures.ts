import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { categories, companies, companyCategories, sessions, users } from '../../db/schema'
import { database } from '../../lib/db'
import { createSession, generateSessionToken, sessionCookieName } from '../../lib/session'
import { hashOnce } from '../../test/password-hashes'

/** Test-only: users with a password and a logged-in session cookie, made straight in D1. */
let seq = 0
export const testPassword = 'korrekt-hest-batteri'

export async function makeUser(
  options: { role?: 'customer' | 'company' | 'admin'; name?: string; email?: string; phone?: string } = {},
) {
  const db = database(env.DB)
  const n = ++seq
  const [user] = await db
    .insert(users)
    .values({
      name: options.name ?? `Test Person ${n}`,
      email: options.email ?? `person${n}-${crypto.randomUUID().slice(0, 8)}@example.dk`,
      phone: options.phone ?? `2${String(n).padStart(7, '0')}`,
      zip: '2100',
      role: options.role ?? 'customer',
      passwordHash: await hashOnce(testPassword),
    })
    .returning()
  if (!user) throw new Error('user insert failed')
  if (options.phone) return { user, cookie: await logInAs(user.id) }
  // The counter restarts in every test file and they share one D1: a number from the id is this person's
  // alone, so the export and erasure (which skip numbers someone else also has) see its messages.
  const [own] = await db
    .update(users)
    .set({ phone: ownPhone(user.id) })
    .where(eq(users.id, user.id))
    .returning()
  if (!own) throw new Error('user phone update failed')
  return { user: own, cookie: await logInAs(own.id) }
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
