import type { Context } from 'hono'
import type { AppBindings } from '../../env'
import { facebookAdapter } from '../../lib/adapters/facebook'
import { ApiError } from '../../lib/errors'
import { clientIp, consume, limits } from '../../lib/throttle'
import { randomToken } from '../../lib/tokens'
import { rememberState, safeNext } from './facebook-pending'

/**
 * Facebook log-in, first leg (arctic; scopes email, public_profile): the provider's URL to send the
 * browser to (the local fake outside production); 503 when Facebook is not configured.
 */
export async function startFacebookLogin(c: Context<AppBindings>, next: string | undefined): Promise<string> {
  await consume(c, limits.facebookIp, clientIp(c))
  const adapter = facebookAdapter(c.env, new URL(c.req.url).origin)
  if (!adapter) throw new ApiError('facebook_unavailable')
  const state = randomToken()
  rememberState(c, state, safeNext(c, next))
  return adapter.authorizationURL(state).toString()
}
