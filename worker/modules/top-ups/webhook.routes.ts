import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppBindings } from '../../env'
import { signatureHeader } from '../../lib/adapters/payments-signature'
import { ApiError } from '../../lib/errors'
import { log } from '../../lib/log'
import { receivePaymentWebhook } from './receive-webhook'

/**
 * `POST /webhooks/payments`: the payment provider's server-to-server call. Outside /api on purpose: no
 * session, no Origin check (the provider has neither); its signature is its authentication. A refused
 * signature is a 400 the provider may retry; anything verified is acknowledged with 200, also an event
 * for an unknown top-up, so the provider stops retrying what can never apply.
 */
export const paymentWebhookRoutes = new Hono<AppBindings>().post(
  '/',
  bodyLimit({
    maxSize: 64 * 1024,
    onError: () => {
      throw new ApiError('payload_too_large')
    },
  }),
  async (c) => {
    const outcome = await receivePaymentWebhook(c.env, await c.req.text(), c.req.header(signatureHeader))
    c.header('Cache-Control', 'no-store')
    if (!outcome.ok) {
      log.warn('payment webhook refused', { requestId: c.get('requestId'), reason: outcome.reason })
      throw new ApiError('bad_request')
    }
    if (outcome.settlement === 'mismatch' || outcome.settlement === 'unknown-top-up')
      log.error(`payment webhook: ${outcome.settlement}`, { requestId: c.get('requestId') })
    return c.json({ received: true, settlement: outcome.settlement })
  },
)
