import { createMiddleware } from 'hono/factory'
import type { AppBindings } from '../env'
import { ApiError } from './errors'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The API's only non-JSON bodies: a file sent as itself, with one of these types (not one a cross-site
 * form can send, so a browser asks first and CORS refuses). Each has its own body limit (app.ts).
 */
const rawUploads = new Map<string, RegExp>([['/api/company/logo', /^image\/(png|jpeg|webp)$/]])

/**
 * The API addresses another site may send the browser to: the login provider's redirect back, and the
 * public OpenAPI document (it reads nothing of the caller's).
 */
const crossSiteEntries = new Set(['/api/auth/facebook/callback', '/api/openapi.json'])

/**
 * CSRF defence for the API (DESIGN.md): a state-changing request must come from our own origin
 * (Origin header, else Referer) and carry JSON, which a cross-site form cannot send without CORS.
 * A read is the app's own fetch: one a browser says another site asked for (Fetch Metadata
 * `Sec-Fetch-Site` cross-site, or same-site from a sibling subdomain) is refused too, since the Lax
 * session cookie goes along with a navigation and opening a message thread marks it read. A typed
 * address or a bookmark (`none`) and callers without the header (scripts, the SSR's own calls) read on.
 */
export const csrfGuard = createMiddleware<AppBindings>(async (c, next) => {
  if (safeMethods.has(c.req.method)) {
    const site = c.req.header('sec-fetch-site')
    if ((site === 'cross-site' || site === 'same-site') && !crossSiteEntries.has(c.req.path)) {
      throw new ApiError('csrf')
    }
    return next()
  }
  const own = new URL(c.req.url).origin
  const origin = c.req.header('origin') ?? originOf(c.req.header('referer'))
  if (origin !== own && origin !== c.env.PUBLIC_ORIGIN) throw new ApiError('csrf')
  const length = c.req.header('content-length')
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined
  const type = c.req.header('content-type')?.toLowerCase() ?? ''
  if (hasBody && !type.startsWith('application/json') && !rawUploads.get(c.req.path)?.test(type)) {
    throw new ApiError('unsupported_media_type')
  }
  await next()
})

function originOf(url: string | undefined) {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
