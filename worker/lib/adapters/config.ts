import type { AppEnv } from '../../env'

/** Where the Worker runs. Only the first two have fakes (local e-mail/SMS sink, fake CVR, fake Facebook). */
export type AppMode = 'development' | 'test' | 'production'

/**
 * The mode named by `APP_ENV`. Fails closed: only the exact words `development` and `test` turn the
 * fakes on; anything else (unset, `staging`, a typo, `Production`) is production. wrangler.toml's
 * top level is production, so a plain `wrangler deploy` can never publish /dev/outbox.
 */
export function appMode(env: Pick<AppEnv, 'APP_ENV'>): AppMode {
  return env.APP_ENV === 'development' || env.APP_ENV === 'test' ? env.APP_ENV : 'production'
}

/**
 * Fakes are for development and tests only. Every adapter factory and /dev/* asks this first, so a
 * fake can never be chosen in production.
 */
export function fakesAllowed(env: Pick<AppEnv, 'APP_ENV'>): boolean {
  return appMode(env) !== 'production'
}

/** Thrown when a real adapter lacks its configuration; the API answers 503 (see app.ts). */
export class AdapterNotConfigured extends Error {
  constructor(
    readonly adapter: string,
    readonly missing: readonly string[] = [],
  ) {
    super(`${adapter} adapter is not configured${missing.length ? `: ${missing.join(', ')} missing` : ''}`)
  }
}

/** Names (never values) of the settings e-mail delivery lacks in production. */
export function missingEmailConfig(env: Pick<AppEnv, 'EMAIL' | 'MAIL_FROM'>): string[] {
  return [...(env.EMAIL ? [] : ['EMAIL']), ...(env.MAIL_FROM ? [] : ['MAIL_FROM'])]
}

/** Names (never values) of the settings SMS delivery lacks in production. */
export function missingSmsConfig(env: Pick<AppEnv, 'GATEWAYAPI_TOKEN' | 'SMS_SENDER'>): string[] {
  return [...(env.GATEWAYAPI_TOKEN ? [] : ['GATEWAYAPI_TOKEN']), ...(env.SMS_SENDER ? [] : ['SMS_SENDER'])]
}

/** True for an `https://host` origin without path, query or credentials. */
export function isHttpsOrigin(value: string | undefined): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.origin === value
  } catch {
    return false
  }
}
