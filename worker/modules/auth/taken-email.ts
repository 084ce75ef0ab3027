import type { Context } from 'hono'
import type { AppBindings } from '../../env'
import type { Database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { deliverSoon, enqueue } from '../../lib/outbox'
import { publicOrigin } from '../../lib/public-origin'
import { count, limits, secondsLeft } from '../../lib/throttle'
import { findUserByEmail } from './accounts'

/**
 * Sign-up never tells whether an e-mail is taken: for a taken one the owner hears about the attempt by
 * e-mail ("someone tried to sign up with your address", at most `signupAttemptRecipient` an hour) and
 * the caller gets only the generic 409.
 */
export async function refuseTakenEmail(c: Context<AppBindings>, db: Database, email: string) {
  const owner = await findUserByEmail(db, email)
  if (!owner) return
  // At most a few such mails an hour to one address, counted before deciding (throttle.ts).
  const window = owner.email ? await count(c.env.DB, limits.signupAttemptRecipient, owner.email) : null
  if (owner.email && window && secondsLeft(limits.signupAttemptRecipient, window) === 0) {
    const origin = publicOrigin(c)
    await enqueue(db, {
      channel: 'email',
      to: owner.email,
      template: 'signupAttempt',
      locale: owner.locale,
      payload: { name: owner.name, loginLink: `${origin}/`, resetLink: `${origin}/glemt-adgangskode` },
    })
    deliverSoon(c)
  }
  throw new ApiError('signup_conflict')
}
