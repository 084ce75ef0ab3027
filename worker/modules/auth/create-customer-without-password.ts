import { type SQL, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { passwordResets, users } from '../../db/schema'
import { clock } from '../../lib/clock'
import { type Database, isUniqueViolation } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'
import { enqueueWhen } from '../../lib/outbox'
import { hashToken, randomToken } from '../../lib/tokens'
import { findUserByEmail } from './accounts'
import { newUserId } from './new-account'
import { resetLink, setPasswordLifetimeSeconds } from './reset-link'

export interface NewCustomer {
  name: string
  email: string
  phone: string | null
  zip: string
  locale: Locale
}

/**
 * The writes that make a customer without a password and mail a set-password link (a reset-style link,
 * 7 days) through the outbox, for a caller's own batch (create job puts its job in the same batch). Later
 * items find the user by `newCustomerId(email)`. The e-mail must be new: check with `findUserByEmail`
 * first; a parallel twin still fails the batch on the unique e-mail. With `when`, the account is made
 * only if it holds (the caller's own guard, e.g. the ordered company is still in the market); the reset
 * and the mail follow the account (they are written only if the user row is there).
 */
export function newCustomerWrites(db: Database, input: NewCustomer, origin: string, when?: SQL) {
  const email = input.email.trim().toLowerCase()
  const token = randomToken()
  const now = clock.now()
  const made = sql`EXISTS (SELECT 1 FROM users WHERE email = ${email})`
  return [
    db
      .insert(users)
      .select(
        selectFor(
          users,
          {
            email,
            name: input.name,
            phone: input.phone,
            zip: input.zip,
            locale: input.locale,
            role: 'customer',
            passwordHash: null,
            createdAt: now,
          },
          when ? sql`WHERE ${when}` : sql``,
        ),
      )
      .returning({ id: users.id }),
    db.insert(passwordResets).select(
      selectFor(
        passwordResets,
        {
          id: hashToken(token),
          userId: newCustomerId(email),
          smsCodeHash: null,
          expiresAt: now + setPasswordLifetimeSeconds,
          createdAt: now,
        },
        sql`WHERE ${made}`,
      ),
    ),
    enqueueWhen(
      db,
      {
        channel: 'email',
        to: email,
        template: 'setPassword',
        locale: input.locale,
        payload: { name: input.name, link: resetLink(origin, token) },
      },
      made,
    ),
  ] as const
}

/** The id of the user `newCustomerWrites` inserted, inside the same batch. */
export const newCustomerId = (email: string) => newUserId(email.trim().toLowerCase())

/**
 * For forms that create a customer on the way (create job, personalised order) when the e-mail is new:
 * the account has no password; a set-password e-mail goes out through the outbox. User, reset and
 * e-mail are one batch. 409 (the generic sign-up conflict) when the e-mail exists: the form looked it up
 * first and asked for the password (profile confirmation).
 * Call `deliverSoon(c)` afterwards.
 */
export async function createCustomerWithoutPassword(
  db: Database,
  input: NewCustomer,
  origin: string,
): Promise<{ userId: number }> {
  if (await findUserByEmail(db, input.email.trim().toLowerCase())) throw new ApiError('signup_conflict')
  try {
    const [inserted] = await db.batch(newCustomerWrites(db, input, origin))
    const userId = inserted[0]?.id
    if (!userId) throw new Error('user insert returned nothing')
    return { userId }
  } catch (error) {
    if (isUniqueViolation(error, 'users.email')) throw new ApiError('signup_conflict')
    throw error
  }
}
