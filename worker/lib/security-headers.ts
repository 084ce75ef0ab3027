import { createMiddleware } from 'hono/factory'
import type { AppBindings } from '../env'

/** CSP without inline script, HSTS one year, nosniff, no framing (DESIGN.md "Headers"). */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ')

export const securityHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next()
  c.header('Content-Security-Policy', contentSecurityPolicy)
  c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  c.header('X-Frame-Options', 'DENY')
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
})
