import { describe, expect, it } from 'vitest'
import { messageDay } from './time'

// 2026-03-29 is the spring DST change in Copenhagen (02:00 → 03:00): that day has 23 hours.
const at = (iso: string) => new Date(iso).getTime()

describe('messageDay', () => {
  it('says today and yesterday by the Copenhagen calendar, not by 24 hours', () => {
    const now = at('2026-01-05T13:00:00Z') // 14:00 in Copenhagen
    expect(messageDay(at('2026-01-05T13:05:00Z') / 1000 - 3600, now)).toEqual({ day: 'today', time: '13.05' })
    expect(messageDay(at('2026-01-04T23:30:00Z') / 1000, now)).toEqual({ day: 'today', time: '00.30' })
    expect(messageDay(at('2026-01-04T22:59:00Z') / 1000, now)).toEqual({ day: 'yesterday', time: '23.59' })
    expect(messageDay(at('2026-01-03T22:59:00Z') / 1000, now)).toEqual({
      day: 'date',
      time: '23.59',
      date: '03.01.2026',
    })
  })

  it('gets yesterday right across a 23-hour DST day', () => {
    const now = at('2026-03-30T00:30:00Z') // 02:30 on 30.03 in Copenhagen (summer time)
    expect(messageDay(at('2026-03-28T23:30:00Z') / 1000, now)).toEqual({ day: 'yesterday', time: '00.30' })
    expect(messageDay(at('2026-03-28T22:30:00Z') / 1000, now).day).toBe('date')
  })
})
