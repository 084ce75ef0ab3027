import type { Context } from 'hono'
import type * as v from 'valibot'
import type { CustomerSignupRequest, Me } from '../../../domain/schemas/auth'
import { users } from '../../db/schema'
import type { AppBindings } from '../../env'
import { clock } from '../../lib/clock'
import { database, isUniqueViolation } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { clientIp, consume, limits } from '../../lib/throttle'
import { knownZip } from '../places/known-zip'
import { hashUnlessTaken, logInNewAccount, welcomeCustomer } from './new-account'
import { assertPasswordPolicy } from './new-password'

type Request = v.InferOutput<typeof CustomerSignupRequest>

/** A new customer (customer_type person): user and welcome e-mail in one batch, then logged in. */
export async function signUpCustomer(c: Context<AppBindings>, body: Request): Promise<Me> {
  await consume(c, limits.signupIp, clientIp(c))
  assertPasswordPolicy(body.password, { email: body.email, name: body.name })
  knownZip(body.zip)
  const db = database(c.env.DB)
  const locale = c.get('locale')
  const passwordHash = await hashUnlessTaken(c, db, body.email, body.password)
  let userId: number | undefined
  try {
    const [inserted] = await db.batch([
      db
        .insert(users)
        .values({
          email: body.email,
          name: body.name,
          phone: body.phone,
          zip: body.zip,
          passwordHash,
          role: 'customer',
          locale,
          createdAt: clock.now(),
        })
        .returning({ id: users.id }),
      welcomeCustomer(c, db, { email: body.email, name: body.name, locale }),
    ])
    userId = inserted[0]?.id
  } catch (error) {
    if (isUniqueViolation(error, 'users.email')) throw new ApiError('signup_conflict')
    throw error
  }
  return logInNewAccount(c, db, userId)
}
