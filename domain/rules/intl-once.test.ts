import { describe, expect, it, vi } from 'vitest'
import { intlOnce } from './intl-once'

describe('intlOnce', () => {
  it('makes nothing until asked, then makes it once', () => {
    const make = vi.fn(() => new Intl.NumberFormat('da-DK'))
    const formatter = intlOnce(make)
    expect(make).not.toHaveBeenCalled()
    expect(formatter().format(1234.5)).toBe('1.234,5')
    expect(formatter()).toBe(formatter())
    expect(make).toHaveBeenCalledTimes(1)
  })
})
