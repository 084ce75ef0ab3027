import { describe, expect, it } from 'vitest'
import { scrollAnimationMs } from '../../domain/rules/limits'
import { scrollPositionAt } from './scroll'

describe('scrollPositionAt', () => {
  it('takes the spec’s 500 ms from start to end, slow at both ends', () => {
    expect(scrollAnimationMs).toBe(500)
    expect(scrollPositionAt(100, 900, 0, scrollAnimationMs)).toBe(100)
    expect(scrollPositionAt(100, 900, 250, scrollAnimationMs)).toBe(500)
    expect(scrollPositionAt(100, 900, 499, scrollAnimationMs)).toBeLessThan(900)
    expect(scrollPositionAt(100, 900, 500, scrollAnimationMs)).toBe(900)
    expect(scrollPositionAt(100, 900, 800, scrollAnimationMs)).toBe(900)
    // The first and last tenth move less than the middle tenth.
    const step = (a: number, b: number) =>
      scrollPositionAt(0, 1000, b, 500) - scrollPositionAt(0, 1000, a, 500)
    expect(step(0, 50)).toBeLessThan(step(225, 275))
    expect(step(450, 500)).toBeLessThan(step(225, 275))
  })

  it('moves up as well as down, and never past the target', () => {
    for (let t = 0; t <= 600; t += 25) {
      const y = scrollPositionAt(900, 100, t, 500)
      expect(y).toBeLessThanOrEqual(900)
      expect(y).toBeGreaterThanOrEqual(100)
    }
    expect(scrollPositionAt(900, 100, 0, 0)).toBe(100)
  })
})
