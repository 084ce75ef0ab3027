import { describe, expect, it } from 'vitest'
import { dueAt } from './timers'

const at = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min) / 1000

describe('dueAt', () => {
  it('an offer given on 25 March 2026 lapses as 28 April begins in Copenhagen (20 working days over Easter)', () => {
    // 14:00 Copenhagen summer time is 12:00 UTC; the 20th working day is 27 April.
    expect(dueAt({ workingDays: 20 }, at(2026, 3, 25, 12))).toBe(at(2026, 4, 27, 22))
  })

  it('counts from the Copenhagen date: 23:30 UTC on 24 March is already the 25th', () => {
    expect(dueAt({ workingDays: 20 }, at(2026, 3, 24, 23, 30))).toBe(at(2026, 4, 27, 22))
  })

  it('a plain delay in seconds', () => {
    expect(dueAt({ seconds: 3600 }, 1_000)).toBe(4_600)
  })
})
