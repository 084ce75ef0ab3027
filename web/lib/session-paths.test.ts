import { describe, expect, it } from 'vitest'
import { checkedRedirect, loginHref, startPathFor } from './session-paths'

const origin = 'https://opgavetorvet.dk'

describe('checkedRedirect', () => {
  it('keeps a path on our own origin, with its query and hash', () => {
    expect(checkedRedirect('/bruger/bekraeft-email?token=abc', origin)).toBe(
      '/bruger/bekraeft-email?token=abc',
    )
    expect(checkedRedirect('/admin/users/4#noter', origin)).toBe('/admin/users/4#noter')
    expect(checkedRedirect(`${origin}/bruger/profil`, origin)).toBe('/bruger/profil')
  })

  it('refuses other sites and protocol-relative tricks', () => {
    expect(checkedRedirect('https://evil.example/bruger', origin)).toBeUndefined()
    expect(checkedRedirect('//evil.example', origin)).toBeUndefined()
    expect(checkedRedirect('/\\evil.example', origin)).toBeUndefined()
    expect(checkedRedirect('javascript:alert(1)', origin)).toBeUndefined()
  })

  it('refuses pages that would only send the caller on again, and the API', () => {
    expect(checkedRedirect('/log-ind', origin)).toBeUndefined()
    expect(checkedRedirect('/log-ind?redirect=%2Fadmin', origin)).toBeUndefined()
    expect(checkedRedirect('/opret-profil/', origin)).toBeUndefined()
    expect(checkedRedirect('/api/auth/logout', origin)).toBeUndefined()
    expect(checkedRedirect('/log-indstillinger', origin)).toBe('/log-indstillinger')
  })

  it('ignores anything that is not a non-empty string', () => {
    expect(checkedRedirect(undefined, origin)).toBeUndefined()
    expect(checkedRedirect('', origin)).toBeUndefined()
    expect(checkedRedirect(42, origin)).toBeUndefined()
  })
})

describe('startPathFor', () => {
  it('sends each role to its own start page', () => {
    expect(startPathFor('customer')).toBe('/bruger/opgaver')
    expect(startPathFor('company')).toBe('/firma/opgaver')
    expect(startPathFor('admin')).toBe('/admin')
  })
})

describe('loginHref', () => {
  it('carries the page to come back to, encoded', () => {
    expect(loginHref('/bruger/bekraeft-email?token=a&b=1')).toBe(
      '/log-ind?redirect=%2Fbruger%2Fbekraeft-email%3Ftoken%3Da%26b%3D1',
    )
  })
})
