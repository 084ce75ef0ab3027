import { describe, expect, it } from 'vitest'
import { warmIntlScript } from '../web/warm-intl'
import { inlineHash, securityHeaderValues } from './lib/security-headers'
import { call } from './test/client'

describe('API conventions', () => {
  it('sets security headers and a request id', async () => {
    const res = await call('/api/categories')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(res.headers.get('content-security-policy')).not.toContain("unsafe-inline'; script")
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-request-id')).toBeTruthy()
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers unknown API paths with the error envelope', async () => {
    const res = await call('/api/nothing-here')
    expect(res.status).toBe(404)
    expect(res.json).toEqual({
      error: { code: 'not_found', message: 'Vi kunne ikke finde det, du leder efter.' },
    })
  })

  it('serves an OpenAPI document generated from the schemas', async () => {
    const res = await call('/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.json.openapi).toMatch(/^3\./)
    const search = res.json.paths['/categories/search'].get
    expect(search.parameters.some((p: { name: string }) => p.name === 'q')).toBe(true)
  })

  it('serves translation catalogs at the spec path', async () => {
    const da = await call('/media/js/i18n/da-DK/common.json')
    expect(da.status).toBe(200)
    expect(da.json.toast.heading.error).toBe('Fejl!')
    expect(da.headers.get('cache-control')).toContain('max-age=3600')
    expect((await call('/media/js/i18n/xx/common.json')).status).toBe(404)
  })

  it('answers 404 in the envelope for unknown namespaces, prototype keys included', async () => {
    for (const path of [
      '/media/js/i18n/da-DK/constructor.json',
      '/media/js/i18n/en/constructor.json',
      '/media/js/i18n/da-DK/nothing.json',
      '/media/js/i18n/constructor/common.json',
    ]) {
      const res = await call(path)
      expect(res.status, path).toBe(404)
      expect(res.json.error.code).toBe('not_found')
    }
  })

  it('puts the full security header set on every Worker answer, without unsafe-inline', async () => {
    for (const path of ['/api/categories', '/api/nothing', '/dev/outbox', '/guarantees/nothing']) {
      const res = await call(path)
      for (const [name, value] of Object.entries(securityHeaderValues)) {
        if (name === 'Content-Security-Policy') continue
        expect(res.headers.get(name), `${path} ${name}`).toBe(value)
      }
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(csp, path).not.toContain('unsafe-inline')
    }
  })

  it('serves a rendered page (a guarantee) under the strict policy: no inline style or script in it', async () => {
    const res = await call('/guarantees/haandvaerkogbyggeri-full-text')
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(res.text).not.toMatch(/<style|style="/)
    // The page data is a JSON data block, which is never executed; the one inline script is the ICU
    // warm-up (web/warm-intl.ts), allowed by its hash alone.
    expect(res.text.match(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>[^<]*/g)).toEqual([
      `<script>${warmIntlScript}`,
    ])
    expect(csp).toContain(`script-src 'self' ${inlineHash(warmIntlScript)};`)
  })
})
