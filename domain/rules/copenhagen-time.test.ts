import { describe, expect, it } from 'vitest'
import { normalizeOpeningSpan } from '../schemas/company-profile'
import { clockTime, copenhagenClock, formatDate, formatDateTime, formatTime } from './copenhagen-time'

describe('Copenhagen time', () => {
  // 5 January 2026 13:03 UTC is 14:03 in Copenhagen (winter time); 1 July 2026 22:30 UTC is 00:30 the next day.
  const winter = Date.UTC(2026, 0, 5, 13, 3) / 1000
  const summerNight = Date.UTC(2026, 6, 1, 22, 30) / 1000

  it('reads the wall clock as an ISO date, an hour 0–23 and a minute, in winter and summer time', () => {
    expect(copenhagenClock(winter)).toEqual({ date: '2026-01-05', hour: 14, minute: 3 })
    expect(copenhagenClock(summerNight)).toEqual({ date: '2026-07-02', hour: 0, minute: 30 })
  })

  it('writes day, month and year with full stops and the 24-hour time, in Danish time', () => {
    expect(formatDateTime(winter)).toBe('05.01.2026 14.03')
    expect(formatDate(summerNight)).toBe('02.07.2026')
    expect(formatTime(summerNight)).toBe('00.30')
  })

  it('writes a time of day one way everywhere: 08.30, with a full stop, never 08:30', () => {
    expect(clockTime(8, 30)).toBe('08.30')
    expect(clockTime('8', '05')).toBe('08.05')
    // The pages, the SMS (formatDateTime) and the opening hours all write the clock with it.
    expect(formatTime(Date.UTC(2026, 0, 5, 7, 30) / 1000)).toBe(clockTime(8, 30))
    expect(normalizeOpeningSpan('8:00-16:30')).toBe(`${clockTime(8, 0)}–${clockTime(16, 30)}`)
    for (const seconds of [winter, summerNight]) expect(formatDateTime(seconds)).not.toContain(':')
  })
})
