/**
 * Edge cache for server-rendered pages (Cache API, `caches.default`). The key is the page path plus the
 * variant (locale) and a content version, so a new text, category or deploy is a new key everywhere
 * instead of stale HTML in some data centres (docs/decisions/009).
 */
export const edgeTtlSeconds = 86_400
/** Browsers revalidate after 5 minutes; the page varies by the `lang` and session cookies. */
export const browserCacheControl = 'public, max-age=300'

export function edgeCacheKey(requestUrl: string, path: string, variant: Record<string, string>): Request {
  const url = new URL(path, requestUrl)
  for (const [name, value] of Object.entries(variant)) url.searchParams.set(`_${name}`, value)
  return new Request(url.toString(), { method: 'GET' })
}

/** FNV-1a of a string, hex: a cheap content version for cache keys. */
export function contentVersion(value: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16)
}

function served(from: Response, state: 'HIT' | 'MISS'): Response {
  const headers = new Headers(from.headers)
  headers.set('Cache-Control', browserCacheControl)
  headers.set('Vary', 'Cookie')
  headers.set('X-Edge-Cache', state)
  return new Response(from.body, { status: from.status, headers })
}

/**
 * Answers from the edge cache, or renders and answers; a 200 is stored after the response (through
 * `waitUntil`) with the edge TTL. Anything else (a 404, an error, a `no-store` answer) is answered as
 * rendered, never stored.
 */
export async function cachedPage(
  key: Request,
  waitUntil: (promise: Promise<unknown>) => void,
  render: () => Promise<Response>,
): Promise<Response> {
  const cache = caches.default
  const hit = await cache.match(key)
  if (hit) return served(hit, 'HIT')
  const page = await render()
  if (page.status !== 200 || page.headers.get('Cache-Control')?.includes('no-store')) return page
  const stored = new Response(page.body, page)
  stored.headers.set('Cache-Control', `public, max-age=${edgeTtlSeconds}`)
  waitUntil(cache.put(key, stored.clone()))
  return served(stored, 'MISS')
}
