import { createApp } from './app'
import type { AppEnv } from './env'
import { clock } from './lib/clock'
import { database } from './lib/db'
import { deliverDue, purgeOutbox } from './lib/outbox'
import { purgeThrottles } from './lib/throttle'
import { purgeKnownDevices } from './modules/auth/known-device'
import { notifyExpiringOffers } from './modules/notifications/offers-expiring'
import { runSearchAgents } from './modules/search-agents/run-agents'
import { expireLapsed } from './modules/timers/expire-lapsed'
import { renewSubscriptions } from './modules/timers/renew-subscriptions'

const app = createApp()

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    // Cron jobs register here (outbox retries, quota windows, …).
    ctx.waitUntil(deliverDue(env, { limit: 200 }).then(() => undefined))
    // Delivered and failed messages (addresses, names) are not kept for ever.
    ctx.waitUntil(purgeOutbox(env).then(() => undefined))
    // Ended throttle windows and expired known devices (decision 008).
    ctx.waitUntil(purgeThrottles(env.DB))
    ctx.waitUntil(purgeKnownDevices(env.DB))
    // Lifecycle timers: lapsed offers (20 working days) and jobs nobody was hired for.
    ctx.waitUntil(expireLapsed(database(env.DB)).then(() => undefined))
    // Search agents: jobs not yet matched (the post-time match failed or was cut short), daily digests.
    ctx.waitUntil(runSearchAgents(database(env.DB), env.PUBLIC_ORIGIN))
    // Companies hear of their offers that lapse within three days.
    ctx.waitUntil(notifyExpiringOffers(database(env.DB), env.PUBLIC_ORIGIN).then(() => undefined))
    // Subscriptions whose period ended: renewed from the balance, moved to a waiting plan, or dropped.
    ctx.waitUntil(renewSubscriptions(database(env.DB), clock.now(), env.PUBLIC_ORIGIN).then(() => undefined))
  },
} satisfies ExportedHandler<AppEnv>
