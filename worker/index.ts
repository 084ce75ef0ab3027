import { createApp } from './app'
import type { AppEnv } from './env'

const app = createApp()

export default {
  fetch: app.fetch,
  async scheduled(_controller, _env, _ctx) {
    // Cron jobs register here (outbox retries, quota windows, …).
  },
} satisfies ExportedHandler<AppEnv>
