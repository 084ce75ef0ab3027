import { describe, expect, it } from 'vitest'
import { call } from '../test/client'

const build = '/guarantees/haandvaerkogbyggeri-full-text'
const car = '/guarantees/autoreparation-full-text'

describe('guarantee pages', () => {
  it('renders the craft and building guarantee in Danish with title, meta and Open Graph', async () => {
    const res = await call(build)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.text.startsWith('<!doctype html>')).toBe(true)
    expect(res.text).toContain('<html lang="da-DK">')
    expect(res.text).toContain('<title>Opgavetorvet-garantien for håndværk og byggeri | Opgavetorvet</title>')
    expect(res.text).toMatch(/<meta name="description" content="[^"]*100\.000 kr\./)
    expect(res.text).toContain('<meta property="og:title"')
    expect(res.text).toContain(
      '<meta property="og:url" content="http://localhost:8787/guarantees/haandvaerkogbyggeri-full-text"',
    )
    expect(res.text).toContain('Byggeriets Ankenævn')
    expect(res.text).toContain('<a class="home" href="/">Til forsiden</a>')
    expect(res.text).not.toContain('{{')
    expect(res.text).toContain('"Segoe UI"')
  })

  it('loads the 2-second scroll as a deferred static script, never inline, under the CSP', async () => {
    const res = await call(build)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(res.text).toContain('<script src="/media/js/guarantee-scroll.js" defer')
    expect(res.text).toContain('data-autoscroll-ms="2000"')
    expect(res.text.match(/<script/g)).toHaveLength(1)
  })

  it('renders the car repair guarantee, in English with the lang cookie', async () => {
    const da = await call(car)
    expect(da.status).toBe(200)
    expect(da.text).toContain('Ankenævnet for Biler')
    const en = await call(car, { cookie: 'lang=en' })
    expect(en.status).toBe(200)
    expect(en.text).toContain('<html lang="en">')
    expect(en.text).toContain('<title>The Opgavetorvet guarantee for car repair | Opgavetorvet</title>')
    expect(en.text).toContain('<meta property="og:locale" content="en_GB"')
  })

  it('is edge-cached per path and locale', async () => {
    const path = `${build}?utm=cache-test`
    const first = await call(path, { cookie: 'lang=en' })
    expect(first.headers.get('cache-control')).toBe('public, max-age=300')
    expect(first.headers.get('vary')).toContain('Cookie')
    let second = await call(path, { cookie: 'lang=en' })
    for (let i = 0; i < 20 && second.headers.get('x-edge-cache') !== 'HIT'; i++) {
      await new Promise((r) => setTimeout(r, 50))
      second = await call(path, { cookie: 'lang=en' })
    }
    expect(second.headers.get('x-edge-cache')).toBe('HIT')
    expect(second.text).toBe(first.text)
    expect(second.headers.get('content-security-policy')).toContain("script-src 'self'")
    // The Danish variant is a different key: never the English page.
    const da = await call(path, { cookie: 'lang=da-DK' })
    expect(da.text).toContain('<html lang="da-DK">')
  })

  it('answers an unknown guarantee with a 404 page that links to the real ones', async () => {
    const res = await call('/guarantees/findes-ikke')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.text).toContain('<title>Garantien findes ikke | Opgavetorvet</title>')
    expect(res.text).toContain('<meta name="robots" content="noindex"')
    expect(res.text).toContain(`href="${build}"`)
    expect(res.text).toContain(`href="${car}"`)
    expect((await call('/guarantees/a/b')).status).toBe(404)
  })
})
