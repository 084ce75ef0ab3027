import { createApp } from './app'
import type { AppEnv } from './env'
import { deliverDue } from './lib/outbox'

const app = createApp()

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    // Cron jobs register here (outbox retries, quota windows, …).
    ctx.waitUntil(deliverDue(env, { limit: 200 }).then(() => undefined))
  },
} satisfies ExportedHandler<AppEnv>
