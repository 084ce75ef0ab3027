import { describe, expect, it } from 'vitest'
import { countWords, staggerDelayMs, toastDurationMs } from './toast'

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('   ')).toBe(0)
    expect(countWords('OK!')).toBe(1)
    expect(countWords('  Din  opgave er\nsendt. ')).toBe(4)
  })
})

describe('toastDurationMs', () => {
  it('is 7000 ms plus 300 ms per word over all texts', () => {
    expect(toastDurationMs()).toBe(7000)
    expect(toastDurationMs('Fejl!', 'Postnummeret findes ikke.')).toBe(7000 + 4 * 300)
    expect(toastDurationMs(null, undefined, 'en to tre')).toBe(7900)
  })
})

describe('staggerDelayMs', () => {
  it('shows the first at once and the next 300 ms after the previous', () => {
    expect(staggerDelayMs(null, 1000)).toBe(0)
    expect(staggerDelayMs(1000, 1000)).toBe(300)
    expect(staggerDelayMs(1000, 1200)).toBe(100)
    expect(staggerDelayMs(1000, 2000)).toBe(0)
  })
})
