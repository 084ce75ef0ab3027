import { describe, expect, it } from 'vitest'
import { ageOf } from './age'

describe('ageOf', () => {
  const now = 1_800_000_000
  it('says the largest whole unit', () => {
    expect(ageOf(now - 30, now)).toEqual({ key: 'justNow' })
    expect(ageOf(now - 60, now)).toEqual({ key: 'minutes', count: 1 })
    expect(ageOf(now - 3 * 3600 - 59 * 60, now)).toEqual({ key: 'hours', count: 3 })
    expect(ageOf(now - 86_400 * 2 - 10, now)).toEqual({ key: 'days', count: 2 })
  })
  it('never says a negative age (a clock a little ahead of ours)', () => {
    expect(ageOf(now + 120, now)).toEqual({ key: 'justNow' })
  })
})
