import { describe, expect, it } from 'vitest'
import { ApiFailure, worthRetrying } from './api'

describe('worthRetrying', () => {
  it('tries a network failure or a server error once more, never an answer the server meant', () => {
    expect(worthRetrying(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(worthRetrying(0, new ApiFailure(500, 'internal', 'Noget gik galt.'))).toBe(true)
    expect(worthRetrying(0, new ApiFailure(429, 'rate_limited', 'Vent lidt.'))).toBe(true)
    expect(worthRetrying(1, new ApiFailure(500, 'internal', 'Noget gik galt.'))).toBe(false)
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(worthRetrying(0, new ApiFailure(status, 'not_found', 'Findes ikke.'))).toBe(false)
  })
})
