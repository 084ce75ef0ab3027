import { and, eq, inArray } from 'drizzle-orm'
import type { Context } from 'hono'
import { signInStates } from '../../../domain/lifecycle/account'
import type { ProfileLookupResponse } from '../../../domain/schemas/auth'
import { companies, users } from '../../db/schema'
import type { AppBindings } from '../../env'
import { type Database, database } from '../../lib/db'
import { clientIp, consume, limits } from '../../lib/throttle'

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
    .where(and(eq(users.email, email), inArray(users.status, signInStates), eq(users.role, as)))
    .limit(1)
  if (!row) return null
  if (as === 'company') return row.companyName ?? ''
  return row.name.trim().split(/\s+/)[0] ?? ''
}

/**
 * For forms that create a customer on the way: found → ask for the password, not found → continue as
 * a new user. Throttled per IP, because it tells whether an account exists.
 */
export async function lookUpProfile(
  c: Context<AppBindings>,
  email: string,
  as: 'customer' | 'company',
): Promise<ProfileLookupResponse> {
  await consume(c, limits.profileLookupIp, clientIp(c))
  const ownerName = await confirmProfileName(database(c.env.DB), email, as)
  return { found: ownerName !== null, ownerName }
}
