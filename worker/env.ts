/** The Worker's bindings and configuration (wrangler.toml, .dev.vars, secrets). */
export interface AppEnv {
  DB: D1Database
  KV: KVNamespace
  ASSETS?: Fetcher
  /** development | test | production: fakes are reachable only outside production. */
  APP_ENV: string
  /** The public origin, used for links in e-mails and the CSRF Origin check. */
  PUBLIC_ORIGIN: string
}

export interface AppVariables {
  requestId: string
  locale: import('../domain/i18n').Locale
  /** The logged-in caller (see lib/session.ts), or null. */
  user: import('./lib/session').SessionUser | null
  session: import('./lib/session').Session | null
}

export type AppBindings = { Bindings: AppEnv; Variables: AppVariables }

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    }
  }
}
