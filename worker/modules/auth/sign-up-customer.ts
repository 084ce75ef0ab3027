import type { Context } from 'hono'
import type * as v from 'valibot'
import type { CustomerSignupRequest, Me } from '../../../domain/schemas/auth'
import type { AppBindings } from '../../env'
import { database, isUniqueViolation } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { clientIp, consume, limits } from '../../lib/throttle'
import { knownZip } from '../places/known-zip'
import { hashUnlessTaken, logInNewAccount, newUserRow, welcomeCustomer } from './new-account'
import { assertPasswordPolicy } from './new-password'

type Request = v.InferOutput<typeof CustomerSignupRequest>

/** A new customer (customer_type person): user and welcome e-mail in one batch, then logged in. */
export async function signUpCustomer(c: Context<AppBindings>, body: Request): Promise<Me> {
  await consume(c, limits.signupIp, clientIp(c))
  assertPasswordPolicy(body.password, { email: body.email, name: body.name })
  knownZip(body.zip)
  const db = database(c.env.DB)
  const customer = {
    email: body.email,
    name: body.name,
    phone: body.phone,
    zip: body.zip,
    locale: c.get('locale'),
  }
  const passwordHash = await hashUnlessTaken(c, db, body.email, body.password)
  let userId: number | undefined
  try {
    const [inserted] = await db.batch([
      newUserRow(db, customer, 'customer', passwordHash),
      welcomeCustomer(c, db, customer),
    ])
    userId = inserted[0]?.id
  } catch (error) {
    if (isUniqueViolation(error, 'users.email')) throw new ApiError('signup_conflict')
    throw error
  }
  return logInNewAccount(c, db, userId)
}
