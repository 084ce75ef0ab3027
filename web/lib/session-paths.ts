import { safeRedirectPath } from '../../domain/rules/safe-redirect'
import type { Role } from '../../domain/schemas/auth'

/**
 * Where each role starts: a company in its workspace, an admin in the back office, a customer on their
 * jobs (where the offers and unread messages are). The way on from a page of another role leads here too.
 */
export function startPathFor(role: Role) {
  if (role === 'company') return '/firma/opgaver'
  if (role === 'admin') return '/admin'
  return '/bruger/opgaver'
}

/** Pages a log-in must never come back to: they would only send the caller on again (or are no page). */
const sendsOn = (pathname: string) =>
  /^\/(log-ind|opret-profil)\/?$/.test(pathname) || pathname === '/api' || pathname.startsWith('/api/')

/**
 * The `redirect` search value of the log-in page, kept only when it is a path on our own origin
 * (`safeRedirectPath`: no other site, no protocol-relative trick) and not a page that sends on again.
 */
export function checkedRedirect(value: unknown, origin = ownOrigin()): string | undefined {
  const path = safeRedirectPath(value, origin, '')
  if (!path || sendsOn(path.split(/[?#]/)[0] ?? '')) return undefined
  return path
}

/** Outside a browser (the Worker's renderer) only relative paths can pass, resolved against a base no one owns. */
const ownOrigin = () => (typeof location === 'undefined' ? 'https://self.invalid' : location.origin)

/** The log-in page, coming back to `here` afterwards. */
export const loginHref = (here: string) => `/log-ind?redirect=${encodeURIComponent(here)}`
