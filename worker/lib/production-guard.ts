import { createMiddleware } from 'hono/factory'
import type { AppBindings } from '../env'
import { appMode, isHttpsOrigin, missingEmailConfig, missingSmsConfig } from './adapters/config'
import { ApiError } from './errors'
import { log } from './log'

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Refuses to run on a configuration that is not safe, with a 503 envelope and one log line naming the
 * missing settings (never their values):
 * - production without an https PUBLIC_ORIGIN answers 503 to everything (links and the CSRF check
 *   depend on it);
 * - production without e-mail or SMS delivery answers 503 to every API write, since any of them may
 *   need to send a message, while reads keep working;
 * - development answers only on a loopback host, so a development build deployed by mistake shows
 *   neither /dev/outbox nor the fake Facebook to anyone.
 * Facebook is optional: its own routes answer 503 'FB initialization failed.' without it.
 */
export const productionGuard = createMiddleware<AppBindings>(async (c, next) => {
  const mode = appMode(c.env)
  if (mode === 'test') return next()
  if (mode === 'development') {
    if (!loopbackHosts.has(new URL(c.req.url).hostname)) refuse(c.get('requestId'), ['loopback host'])
    return next()
  }
  if (!isHttpsOrigin(c.env.PUBLIC_ORIGIN)) refuse(c.get('requestId'), ['PUBLIC_ORIGIN (https)'])
  await next()
})

/** The API-write half of the guard above; mounted on /api/* after the body limit. */
export const deliveryGuard = createMiddleware<AppBindings>(async (c, next) => {
  if (appMode(c.env) !== 'production' || readMethods.has(c.req.method)) return next()
  const missing = [...missingEmailConfig(c.env), ...missingSmsConfig(c.env)]
  if (missing.length) {
    // Read the (already size-limited) body first: answering with it unread makes the local preview's
    // proxy drop the connection now and then.
    await c.req.raw.arrayBuffer().catch(() => undefined)
    refuse(c.get('requestId'), missing)
  }
  await next()
})

function refuse(requestId: string, missing: string[]): never {
  log.error('configuration incomplete, answering 503', { requestId, missing })
  throw new ApiError('unavailable')
}
