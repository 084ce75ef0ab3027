import { describe, expect, it } from 'vitest'
import { fillPath } from './endpoint'

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/admin/users/:id', { id: 7 })).toBe('/admin/users/7')
    expect(fillPath('/categories/:slug', { slug: 'a b/c' })).toBe('/categories/a%20b%2Fc')
    expect(fillPath('/categories', undefined)).toBe('/categories')
  })

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/admin/users/:id', {})).toThrow('missing path parameter id')
  })
})
