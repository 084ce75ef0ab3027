/**
 * Edge cache for server-rendered pages (Cache API, `caches.default`). The key is the page path plus the
 * variant (locale) and a content version, so a new text deploys a new key instead of serving stale HTML.
 */
export const edgeTtlSeconds = 86_400
/** Browsers revalidate after 5 minutes; the page varies by the `lang` cookie. */
export const browserCacheControl = 'public, max-age=300'

export function edgeCacheKey(requestUrl: string, path: string, variant: Record<string, string>): Request {
  const url = new URL(path, requestUrl)
  for (const [name, value] of Object.entries(variant)) url.searchParams.set(name, value)
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

function served(body: BodyInit | null, from: Response, state: 'HIT' | 'MISS'): Response {
  const headers = new Headers(from.headers)
  headers.set('Cache-Control', browserCacheControl)
  headers.set('Vary', 'Cookie')
  headers.set('X-Edge-Cache', state)
  return new Response(body, { status: from.status, headers })
}

/**
 * Answers from the edge cache or renders, stores (after the response, through `waitUntil`) and answers.
 * The answer gets browser caching headers; the stored copy keeps the edge TTL.
 */
export async function cachedHtml(
  key: Request,
  waitUntil: (promise: Promise<unknown>) => void,
  render: () => Promise<string>,
): Promise<Response> {
  const cache = caches.default
  const hit = await cache.match(key)
  if (hit) return served(hit.body, hit, 'HIT')
  const html = await render()
  const stored = new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': `public, max-age=${edgeTtlSeconds}`,
    },
  })
  waitUntil(cache.put(key, stored.clone()))
  return served(html, stored, 'MISS')
}
