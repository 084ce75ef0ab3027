import { call } from './client'

/** The JSON block of a rendered page in the script tag that opens with `open`. */
function scriptJson(html: string, open: string) {
  const start = html.indexOf(open)
  if (start < 0) return undefined
  const end = html.indexOf('</script>', start)
  return JSON.parse(html.slice(start + open.length, end))
}

/** The JSON-LD block of a rendered page. */
export const jsonLd = (html: string) => scriptJson(html, '<script type="application/ld+json">')

/** The page data block of a rendered page. */
export const pageData = (html: string) => scriptJson(html, '<script type="application/json" id="page-data">')

/** The shell data block of a client-rendered screen (who is logged in). */
export const shellData = (html: string) =>
  scriptJson(html, '<script type="application/json" id="shell-data">')

/** Calls `path` until the edge cache answers it (a HIT), and returns that response. */
export async function waitForHit(path: string, cookie?: string) {
  for (let i = 0; i < 20; i++) {
    const res = await call(path, cookie ? { cookie } : {})
    if (res.headers.get('x-edge-cache') === 'HIT') return res
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no edge-cache hit for ${path}`)
}
