/** The Worker's bindings and configuration (wrangler.toml, .dev.vars, secrets). */
export interface AppEnv {
  DB: D1Database
  KV: KVNamespace
  /** Company logos (R2; miniflare keeps it locally in development and tests). */
  MEDIA: R2Bucket
  ASSETS?: Fetcher
  /** This deploy's version (its id keys the edge cache of public pages); absent in tests. */
  CF_VERSION_METADATA?: WorkerVersionMetadata
  /**
   * Read it only through `appMode()` (lib/adapters/config.ts): exactly `development` or `test` turns
   * the fakes on, anything else — unset included — is production.
   */
  APP_ENV?: string
  /** The public origin, used for links in e-mails and the CSRF Origin check; https in production. */
  PUBLIC_ORIGIN: string
  // Accounts (issue 3): outbound adapters. Real adapters are used only in production, where a missing
  // one answers 503 (never a fake).
  /** Cloudflare Email Service `send_email` binding (production); unused in development and tests. */
  EMAIL?: SendEmail
  /** Sender address of every e-mail, e.g. `Opgavetorvet <noreply@opgavetorvet.dk>`. */
  MAIL_FROM?: string
  /** GatewayAPI REST token (secret) and SMS sender name. */
  GATEWAYAPI_TOKEN?: string
  SMS_SENDER?: string
  /** Facebook app id and secret (secret); without them Facebook log-in answers 503. */
  FACEBOOK_CLIENT_ID?: string
  FACEBOOK_CLIENT_SECRET?: string
  /** cvrapi.dk asks every caller to identify itself in the User-Agent. */
  CVR_USER_AGENT?: string
  // Top-ups (issue 11, decision 019): Stripe Checkout in production (both secrets), the fake provider
  // otherwise, which signs its webhooks with PAYMENT_WEBHOOK_SECRET (a built-in value when unset).
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  PAYMENT_WEBHOOK_SECRET?: string
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
