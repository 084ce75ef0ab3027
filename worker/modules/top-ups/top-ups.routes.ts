import { Hono } from 'hono'
import { moneyApi } from '../../../domain/contract/money'
import type { AppBindings } from '../../env'
import { fakesAllowed } from '../../lib/adapters/config'
import { paymentsAdapter } from '../../lib/adapters/payments'
import { myCompanyId } from '../../lib/auth-guard'
import { database } from '../../lib/db'
import { balanceOf } from '../../lib/ledger'
import { route } from '../../lib/route'
import { consume, type Limit } from '../../lib/throttle'
import { rememberReturnJob } from './payment-callback'
import { startTopUp } from './start-top-up'
import { topUpState } from './top-up-state'

/** Sessions a company may open at the provider in an hour (each is a call to Stripe). */
export const topUpLimit: Limit = {
  name: 'top-up-company',
  max: 20,
  windowSeconds: 60 * 60,
  messageKey: 'topup:::errors::throttled',
}

/** A company's top-ups: start one (a provider session to redirect to) and follow its state. */
export const topUpsRoutes = new Hono<AppBindings>()

route(topUpsRoutes, moneyApi.startTopUp, async (c, { body }) => {
  const companyId = myCompanyId(c)
  await consume(c, topUpLimit, String(companyId))
  // The fake provider lives on this origin (whatever port a local run uses); Stripe returns to ours.
  const origin = fakesAllowed(c.env) ? new URL(c.req.url).origin : c.env.PUBLIC_ORIGIN
  const started = await startTopUp(
    database(c.env.DB),
    paymentsAdapter(c.env, origin),
    companyId,
    body,
    origin,
  )
  rememberReturnJob(c, body.returnJobId)
  return started
})

route(topUpsRoutes, moneyApi.topUp, (c, { params }) =>
  topUpState(database(c.env.DB), myCompanyId(c), params.topUpId),
)

route(topUpsRoutes, moneyApi.balance, async (c) => ({
  balanceOre: await balanceOf(database(c.env.DB), myCompanyId(c)),
}))
