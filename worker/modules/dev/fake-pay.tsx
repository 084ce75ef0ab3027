import { Hono } from 'hono'
import { formatOre } from '../../../domain/rules/money'
import type { AppBindings } from '../../env'
import { paymentsAdapter } from '../../lib/adapters/payments'
import { type FakeOutcome, fakeEvent, fakeSession } from '../../lib/adapters/payments-fake'
import { signPayload } from '../../lib/adapters/payments-signature'
import { clock } from '../../lib/clock'
import { receivePaymentWebhook } from '../top-ups/receive-webhook'
import { DevPage } from './dev-page'

/**
 * The fake payment provider's checkout page (dev and tests only; mounted under /dev, 404 in
 * production). 'Betal' pays, 'Afvis' is a declined card, 'Annuller' abandons the session. Each sends the
 * provider's signed webhook to the Worker's own webhook handler in-process (a Worker cannot reliably
 * fetch its own origin), signed with the same scheme and secret as production's, and then sends the
 * browser back as Stripe would: to the success URL, or the cancel URL when abandoned.
 */
const outcomes: Record<string, FakeOutcome> = { pay: 'pay', decline: 'decline', abandon: 'abandon' }
const methodNames = { card: 'Betalingskort', mobilepay: 'MobilePay' } as const

const sameOrigin = (c: import('hono').Context<AppBindings>, url: string) => {
  try {
    return new URL(url).origin === new URL(c.req.url).origin
  } catch {
    return false
  }
}

export const fakePayRoutes = new Hono<AppBindings>()
  .get('/:sessionId', async (c) => {
    const session = await fakeSession(c.env.KV, c.req.param('sessionId'))
    if (!session) return c.text('Unknown or expired payment session.', 404)
    c.header('Cache-Control', 'no-store')
    return c.html(
      <DevPage title="Betaling (falsk udbyder)">
        <h1>Betaling</h1>
        <p class="meta">A fake payment provider for development. No money moves.</p>
        <article aria-label="Betalingen">
          <p>
            Beløb: <strong>{formatOre(session.amountOre)}</strong>
          </p>
          <p>
            Betalingsmåde: <strong>{methodNames[session.method]}</strong>
          </p>
        </article>
        <form method="post" action={`/dev/pay/${session.sessionId}`}>
          <button type="submit" name="action" value="pay">
            Betal
          </button>{' '}
          <button type="submit" name="action" value="decline">
            Afvis
          </button>{' '}
          <button type="submit" name="action" value="abandon">
            Annuller
          </button>
        </form>
      </DevPage>,
    )
  })
  .post('/:sessionId', async (c) => {
    const session = await fakeSession(c.env.KV, c.req.param('sessionId'))
    if (!session) return c.text('Unknown or expired payment session.', 404)
    const form = await c.req.parseBody()
    const outcome = outcomes[String(form.action ?? '')]
    if (!outcome) return c.text('Choose Betal, Afvis or Annuller.', 400)
    const back = outcome === 'abandon' ? session.cancelUrl : session.successUrl
    if (!sameOrigin(c, back)) return c.text('The return address is not on this origin.', 400)
    const now = clock.now()
    const body = JSON.stringify(fakeEvent(session, outcome, now))
    const { webhookSecret } = paymentsAdapter(c.env, new URL(c.req.url).origin)
    const signature = await signPayload(webhookSecret, body, now)
    const delivered = await receivePaymentWebhook(c.env, body, signature)
    if (!delivered.ok) return c.text(`The webhook was refused: ${delivered.reason}`, 500)
    return c.redirect(back, 303)
  })
