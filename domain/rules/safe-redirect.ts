/**
 * Where to send the browser after a log-in, from a `next` the visitor controls (open-redirect guard).
 *
 * `next` is resolved the way a browser would resolve a Location header (WHATWG URL: tabs and newlines
 * dropped, `\` read as `/`, `.`/`..` segments applied) against our own origin; only a same-origin
 * answer is kept, and only its path, query and hash go back (percent-encoded, so never a raw control
 * character in a header). A path that still starts with `//` or `/\` would be protocol-relative in a
 * Location header, so it is refused too. Anything else is `fallback`.
 */
export function safeRedirectPath(next: unknown, origin: string, fallback = '/'): string {
  if (typeof next !== 'string' || next === '' || next.length > maxNextLength) return fallback
  let url: URL
  let base: URL
  try {
    base = new URL(origin)
    url = new URL(next, base)
  } catch {
    return fallback
  }
  if (url.origin !== base.origin) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback
  return path
}

/** Longer `next` values are not kept (they only travel in a cookie and a query string). */
export const maxNextLength = 500
