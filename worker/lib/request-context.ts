import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { langCookie, pickLocale } from '../../domain/i18n'
import type { AppBindings } from '../env'

/**
 * Gives every request an id (echoed as `X-Request-Id`), a locale (cookie `lang`, else Danish — the same
 * rule as the web, so a page and its API answers never disagree)
 * and one structured log line. Query strings are never logged: they can carry tokens.
 */
export const requestContext = createMiddleware<AppBindings>(async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID()
  c.set('requestId', requestId)
  c.set('locale', pickLocale(getCookie(c, langCookie.name)))
  const started = Date.now()
  await next()
  c.header('X-Request-Id', requestId)
  if (c.env.APP_ENV !== 'test') {
    console.log(
      JSON.stringify({
        level: c.res.status >= 500 ? 'error' : 'info',
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Date.now() - started,
      }),
    )
  }
})
