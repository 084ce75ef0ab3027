import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Locale } from '../../../domain/i18n'
import type { Me } from '../../../domain/schemas/auth'
import { users } from '../../db/schema'
import type { AppBindings } from '../../env'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { deliverSoon, enqueue } from '../../lib/outbox'
import { hashPassword } from '../../lib/password'
import { publicOrigin } from '../../lib/public-origin'
import { logIn } from '../../lib/session'
import { loggedInUser } from './accounts'
import { refuseTakenEmail } from './taken-email'

/**
 * A sign-up's password hash, made before the e-mail is checked on every path (so a taken e-mail answers
 * no faster than a new one); a taken e-mail is then refused (`refuseTakenEmail`).
 */
export async function hashUnlessTaken(
  c: Context<AppBindings>,
  db: Database,
  email: string,
  password: string,
) {
  const passwordHash = await hashPassword(password, c.env.APP_ENV)
  await refuseTakenEmail(c, db, email)
  return passwordHash
}

/** The person a new account is for, as a sign-up form or a Facebook profile names them. */
export interface AccountHolder {
  email: string
  name: string
  locale: Locale
  /** Asked by the sign-up forms; Facebook gives neither. */
  phone?: string
  zip?: string
}

/**
 * A new account's user row (customer sign-up, company sign-up, Facebook), for the batch that makes the
 * account; it answers the new id. The batch's later writes find the account by `newUserId`.
 */
export const newUserRow = (
  db: Database,
  holder: AccountHolder,
  role: 'customer' | 'company',
  passwordHash: string | null,
) =>
  db
    .insert(users)
    .values({
      email: holder.email,
      name: holder.name,
      phone: holder.phone ?? null,
      zip: holder.zip ?? null,
      locale: holder.locale,
      role,
      passwordHash,
    })
    .returning({ id: users.id })

/** The id of the account `newUserRow` writes, inside the same batch. */
export const newUserId = (email: string) => sql<number>`(select id from users where email = ${email})`

/** A sign-up's end: the new account logged in, its welcome mail on its way, and who is logged in. */
export async function logInNewAccount(
  c: Context<AppBindings>,
  db: Database,
  userId: number | undefined,
): Promise<Me> {
  if (!userId) throw new ApiError('internal')
  await logIn(c, userId)
  deliverSoon(c)
  return loggedInUser(db, userId)
}

/** A new customer's welcome mail, written in the batch that makes the account (sign-up or Facebook). */
export const welcomeCustomer = (c: Context<AppBindings>, db: Database, customer: AccountHolder) =>
  enqueue(db, {
    channel: 'email',
    to: customer.email,
    template: 'welcomeCustomer',
    locale: customer.locale,
    payload: { name: customer.name, link: `${publicOrigin(c)}/` },
  })
