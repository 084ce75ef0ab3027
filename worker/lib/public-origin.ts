import type { Context } from 'hono'
import type { AppBindings } from '../env'
import { fakesAllowed } from './adapters/config'

/** Where e-mail links point: the configured origin in production, the caller's origin elsewhere (any dev port works). */
export function publicOrigin(c: Context<AppBindings>): string {
  // Fails closed like the fakes: outside development and tests, never trust the Host header.
  return fakesAllowed(c.env) ? new URL(c.req.url).origin : c.env.PUBLIC_ORIGIN
}
