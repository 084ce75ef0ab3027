import { describe, expect, it } from 'vitest'
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
})
