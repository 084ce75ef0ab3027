import { sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { passwordResets, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import { type Database, isUniqueViolation } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { enqueue } from '../../lib/outbox'
import { hashToken, randomToken } from '../../lib/tokens'
import { findUserByEmail } from './accounts'
import { resetLink, setPasswordLifetimeSeconds } from './reset-link'

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
 * outbox. User, reset and e-mail are one batch. 409 (the generic sign-up conflict) when the e-mail exists:
 * the form looked it up first and asked for the password (profile confirmation).
 * Call `deliverSoon(c)` afterwards.
 */
export async function createCustomerWithoutPassword(
  db: Database,
  input: NewCustomer,
  origin: string,
): Promise<{ userId: number }> {
  const email = input.email.trim().toLowerCase()
  if (await findUserByEmail(db, email)) throw new ApiError('signup_conflict')
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
    if (isUniqueViolation(error, 'users.email')) throw new ApiError('signup_conflict')
    throw error
  }
}
