import type { Context } from 'hono'
import type { AppBindings } from '../../env'
import { type FacebookProfile, facebookAdapter } from '../../lib/adapters/facebook'
import { database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { log } from '../../lib/log'
import { linkedUserId, logInThroughFacebook, userForVerifiedProfile } from './facebook-accounts'
import { rememberCancel, savePending, takeState } from './facebook-pending'

/** Where the browser lands when the callback fails; the status poll then says `error`. */
export const facebookErrorPath = '/?facebook=error'
/** Where the browser lands when the person said no at the provider; the status poll then says `cancelled`. */
export const facebookCancelledPath = '/?facebook=cancelled'
export const facebookEmailPath = '/facebook/email'

/**
 * Facebook log-in, the provider's redirect back: checks the state, reads the profile and logs in. An
 * account is linked only by a proven e-mail: the one Facebook gives (it returns confirmed addresses
 * only); a profile without one waits for the address the person types at `/facebook/email`.
 * Returns where the browser goes: `next`, the e-mail page, or the front page with an error.
 */
export async function finishFacebookLogin(
  c: Context<AppBindings>,
  query: { code?: string; state?: string; error?: string },
): Promise<string> {
  const { state: expected, next } = takeState(c)
  const fail = (reason: string) => {
    log.warn('facebook login failed', { reason })
    return facebookErrorPath
  }
  if (!expected || !query.state || query.state !== expected) return fail('state')
  if (!query.code && query.error === 'access_denied') {
    rememberCancel(c)
    return facebookCancelledPath
  }
  if (!query.code) return fail('denied')
  const adapter = facebookAdapter(c.env, new URL(c.req.url).origin)
  if (!adapter) return fail('unconfigured')
  let profile: FacebookProfile
  try {
    profile = await adapter.profileFromCode(query.code)
  } catch (error) {
    return fail(error instanceof Error ? error.message : 'exchange')
  }
  const db = database(c.env.DB)
  const linked = await linkedUserId(db, profile.id)
  if (!linked && !profile.email) {
    await savePending(c, { providerUserId: profile.id, name: profile.name, next })
    return facebookEmailPath
  }
  try {
    const userId =
      linked ??
      (await userForVerifiedProfile(
        c,
        db,
        {
          providerUserId: profile.id,
          name: profile.name,
          email: profile.email ?? '',
          locale: c.get('locale'),
        },
        'email',
      ))
    await logInThroughFacebook(c, userId)
  } catch (error) {
    if (error instanceof ApiError) return fail(error.code)
    throw error
  }
  return next
}
