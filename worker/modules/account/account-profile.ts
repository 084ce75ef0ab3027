import { eq } from 'drizzle-orm'
import type { AccountProfile } from '../../../domain/schemas/account'
import { companies, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { postcode } from '../places/places.service'
import { pendingEmail } from './email-change'

export async function userRow(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new ApiError('unauthenticated')
  return row
}

export async function companyOf(db: Database, userId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.ownerUserId, userId))
  return row ?? null
}

export async function accountProfile(db: Database, userId: number): Promise<AccountProfile> {
  const user = await userRow(db, userId)
  const company = await companyOf(db, userId)
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    zip: user.zip,
    city: user.zip ? (postcode(user.zip)?.city ?? null) : null,
    locale: user.locale,
    role: user.role,
    hasPassword: user.passwordHash !== null,
    pendingEmail: await pendingEmail(db, userId),
    company: company
      ? {
          id: company.id,
          name: company.name,
          slug: company.slug,
          cvr: company.cvr,
          zip: company.zip,
          city: company.city,
        }
      : null,
  }
}
