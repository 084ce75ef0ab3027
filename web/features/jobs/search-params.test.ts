import { describe, expect, it } from 'vitest'
import { idParam } from './search-params'

describe('idParam', () => {
  it('takes a positive whole id from a query or path value', () => {
    expect(idParam('42')).toBe(42)
    expect(idParam(42)).toBe(42)
  })

  it('gives undefined for anything else, so a bad link shows no job instead of crashing', () => {
    for (const bad of ['0', '-3', '4.5', '12abc', '', ' 7', '1234567890123', 0, -1, 2.5, null, undefined, {}])
      expect(idParam(bad), String(bad)).toBeUndefined()
  })
})
