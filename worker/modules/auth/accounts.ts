import { eq } from 'drizzle-orm'
import type { Me } from '../../../domain/schemas/auth'
import { companies, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { userFieldColumns } from '../../lib/user-fields'

export type UserRow = typeof users.$inferSelect

export const findUserByEmail = async (db: Database, email: string): Promise<UserRow | null> =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0] ?? null

/** The web's view of a user, with the company they own. */
export async function meOf(db: Database, userId: number): Promise<Me | null> {
  const [row] = await db
    .select({
      ...userFieldColumns,
      locale: users.locale,
      zip: users.zip,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
    })
    .from(users)
    .leftJoin(companies, eq(companies.ownerUserId, users.id))
    .where(eq(users.id, userId))
  if (!row) return null
  const { companyId, companyName, companySlug, ...user } = row
  return {
    ...user,
    company: companyId !== null ? { id: companyId, name: companyName ?? '', slug: companySlug ?? '' } : null,
  }
}

/** The user just logged in (the row exists: a failure here is a bug, 500). */
export async function loggedInUser(db: Database, userId: number): Promise<Me> {
  const me = await meOf(db, userId)
  if (!me) throw new ApiError('internal')
  return me
}

/** Where the web goes after a log-in: the company workspace, the admin start, or "reload the page" (null). */
export function redirectFor(role: UserRow['role']): string | null {
  if (role === 'company') return '/firma/opgaver'
  if (role === 'admin') return '/admin'
  return null
}
