import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

const origin = 'https://opgavetorvet.dk'

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(safeRedirectPath('/createjob/maler', origin)).toBe('/createjob/maler')
    expect(safeRedirectPath('/bruger/opgaver?side=2#top', origin)).toBe('/bruger/opgaver?side=2#top')
    expect(safeRedirectPath('https://opgavetorvet.dk/firma/opgaver', origin)).toBe('/firma/opgaver')
    expect(safeRedirectPath('/søg efter', origin)).toBe('/s%C3%B8g%20efter')
  })

  it.each([
    '//evil.example',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example/phish',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
    'https://evil.example',
    'http://opgavetorvet.dk/',
    'https://opgavetorvet.dk.evil.example/',
    'https://opgavetorvet.dk@evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/../..//evil.example',
    '',
    `/${'a'.repeat(600)}`,
  ])('sends %j to the fallback', (next) => {
    expect(safeRedirectPath(next, origin)).toBe('/')
  })

  it('keeps encoded variants as harmless same-origin paths (never decoded into a host)', () => {
    for (const next of ['/%09/evil.example/phish', '/%0A/x', '/%2F%2Fevil.example', '/%5Cevil.example']) {
      const path = safeRedirectPath(next, origin)
      expect(path.startsWith('/')).toBe(true)
      expect(path.startsWith('//')).toBe(false)
      expect(new URL(path, origin).origin).toBe(origin)
      expect(path).not.toMatch(/\p{Cc}/u)
    }
  })

  it('never answers with a control character (a Location header with a newline is a 500)', () => {
    expect(safeRedirectPath('/x\r\nSet-Cookie: a=b', origin)).toBe('/xSet-Cookie:%20a=b')
  })

  it('falls back for non-strings and uses the given fallback', () => {
    expect(safeRedirectPath(undefined, origin)).toBe('/')
    expect(safeRedirectPath(42, origin, '/start')).toBe('/start')
    expect(safeRedirectPath('//evil', origin, '/start')).toBe('/start')
  })
})
