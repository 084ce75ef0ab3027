import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { facebookApi, facebookRedirects } from '../../../domain/contract/facebook'
import type { AppBindings } from '../../env'
import { translate } from '../../lib/i18n'
import { route } from '../../lib/route'
import { input } from '../../lib/validate'
import { confirmFacebookEmail } from './confirm-facebook-email'
import { facebookStatus } from './facebook-status'
import { finishFacebookLogin } from './finish-facebook-login'
import { sendFacebookConfirmation } from './send-facebook-confirmation'
import { startFacebookLogin } from './start-facebook-login'

/**
 * Facebook log-in. It runs in a popup or the same window: start → provider → callback → `next`, while
 * the opener polls the status every 2 s. The two legs the browser navigates are redirects; the rest
 * are JSON calls of the contract.
 */
export const facebookRoutes = new Hono<AppBindings>()
  .get(
    facebookRedirects.start.path,
    describeRoute({
      tags: ['auth'],
      summary: 'Start a Facebook log-in: 302 to the provider (the local fake outside production)',
      description:
        "503 'FB initialization failed.' when Facebook is not configured. `next` is where to land afterwards (same origin only).",
      responses: {
        302: { description: 'To the provider' },
        503: { description: 'Facebook log-in is not available' },
      },
    }),
    input('query', facebookRedirects.start.query),
    async (c) => c.redirect(await startFacebookLogin(c, c.req.valid('query').next), 302),
  )
  .get(
    facebookRedirects.callback.path,
    describeRoute({
      tags: ['auth'],
      summary: "The provider's redirect: checks state, reads the profile, logs in (or asks for an e-mail)",
      responses: { 302: { description: 'To `next`, to /facebook/email, or to /?facebook=error' } },
    }),
    input('query', facebookRedirects.callback.query),
    async (c) => c.redirect(await finishFacebookLogin(c, c.req.valid('query')), 302),
  )

route(facebookRoutes, facebookApi.status, (c) => facebookStatus(c))

route(facebookRoutes, facebookApi.email, async (c, { body }) => {
  await sendFacebookConfirmation(c, body.email)
  return { message: translate(c.get('locale'), 'auth:::messages::facebookEmailSent', { email: body.email }) }
})

route(facebookRoutes, facebookApi.confirm, (c, { body }) => confirmFacebookEmail(c, body.token))
