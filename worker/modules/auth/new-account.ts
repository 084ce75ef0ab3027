import type { Context } from 'hono'
import type { Locale } from '../../../domain/i18n'
import type { Me } from '../../../domain/schemas/auth'
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
export const welcomeCustomer = (
  c: Context<AppBindings>,
  db: Database,
  customer: { email: string; name: string; locale: Locale },
) =>
  enqueue(db, {
    channel: 'email',
    to: customer.email,
    template: 'welcomeCustomer',
    locale: customer.locale,
    payload: { name: customer.name, link: `${publicOrigin(c)}/` },
  })
