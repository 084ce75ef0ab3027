import { describe, expect, it } from 'vitest'
import { groupOpeningHours } from './opening-hours'

describe('groupOpeningHours', () => {
  it('joins Monday–Friday with the same hours and keeps a closed weekend apart', () => {
    const open = (day: number) => ({ day, type: 'open' as const, value: '08.00–16.00' })
    const days = [
      open(0),
      open(1),
      open(2),
      open(3),
      open(4),
      { day: 5, type: 'closed' as const, value: '' },
      { day: 6, type: 'closed' as const, value: '' },
    ]
    expect(groupOpeningHours(days)).toEqual([
      { from: 0, to: 4, type: 'open', value: '08.00–16.00' },
      { from: 5, to: 6, type: 'closed', value: '' },
    ])
  })

  it('breaks a run at different hours or a day not stated', () => {
    const days = [
      { day: 0, type: 'open' as const, value: '08.00–16.00' },
      { day: 1, type: 'open' as const, value: '08.00–15.00' },
      { day: 3, type: 'open' as const, value: '08.00–15.00' },
    ]
    expect(groupOpeningHours(days).map((r) => [r.from, r.to])).toEqual([
      [0, 0],
      [1, 1],
      [3, 3],
    ])
  })
})
