import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

/** public/_headers' one rule (`/*`), as name → value: the Worker's set (a unit test keeps them equal). */
const securityHeaderValues = Object.fromEntries(
  readFileSync(new URL('../public/_headers', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^\s+[\w-]+:/.test(line))
    .map((line) => {
      const at = line.indexOf(':')
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()]
    }),
)

/**
 * The headers reach what the Worker never runs for: Workers static assets (wrangler.toml
 * `run_worker_first` leaves /assets/* and the favicon to them) take them from public/_headers, which
 * worker/lib/security-headers.node.test.ts keeps equal to the Worker's own set. This asks the served
 * product, so a _headers file that stops being deployed (or applied) shows here.
 */
test.describe('security headers on what the Worker does not serve', () => {
  test('public/_headers names the set', () => {
    expect(Object.keys(securityHeaderValues)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ])
  })

  test('a script, a stylesheet, the favicon and a missing asset carry the full set', async ({ request }) => {
    const page = await request.get('/')
    expect(page.status()).toBe(200)
    const html = await page.text()
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    const stylesheet = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1]
    expect(script, 'the page names its script').toBeTruthy()
    expect(stylesheet, 'the page names its stylesheet').toBeTruthy()
    for (const path of [script, stylesheet, '/favicon.svg', '/assets/no-such-file.js']) {
      const res = await request.get(path as string)
      // A file an old deploy named is gone, not the app's HTML under a script's name (a tab left open
      // over a deploy must see its chunk fail to load, not parse HTML as JavaScript).
      expect(res.status(), path).toBe(path === '/assets/no-such-file.js' ? 404 : 200)
      const headers = res.headers()
      for (const [name, value] of Object.entries(securityHeaderValues))
        expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value)
    }
  })

  test('the Worker’s pages carry the set too, with their own CSP (no unsafe-inline)', async ({ request }) => {
    for (const path of ['/', '/log-ind', '/api/categories']) {
      const headers = (await request.get(path)).headers()
      for (const [name, value] of Object.entries(securityHeaderValues)) {
        if (name === 'Content-Security-Policy') continue
        expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value)
      }
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy'], path).not.toContain('unsafe-inline')
    }
  })
})
