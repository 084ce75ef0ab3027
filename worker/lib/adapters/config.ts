import type { AppEnv } from '../../env'

/**
 * Fakes (local e-mail/SMS sink, fake CVR register, fake Facebook) are for development and tests only.
 * Every adapter factory asks this first, so a fake can never be chosen in production.
 */
export function fakesAllowed(env: Pick<AppEnv, 'APP_ENV'>): boolean {
  return env.APP_ENV !== 'production'
}

/** Thrown when a real adapter lacks its configuration; the caller decides how to degrade. */
export class AdapterNotConfigured extends Error {
  constructor(readonly adapter: string) {
    super(`${adapter} adapter is not configured`)
  }
}
