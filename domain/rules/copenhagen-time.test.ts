import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTime } from './copenhagen-time'

describe('Copenhagen time', () => {
  // 5 January 2026 13:03 UTC is 14:03 in Copenhagen (winter time); 1 July 2026 22:30 UTC is 00:30 the next day.
  const winter = Date.UTC(2026, 0, 5, 13, 3) / 1000
  const summerNight = Date.UTC(2026, 6, 1, 22, 30) / 1000

  it('writes day, month and year with full stops and the 24-hour time, in Danish time', () => {
    expect(formatDateTime(winter)).toBe('05.01.2026 14:03')
    expect(formatDate(summerNight)).toBe('02.07.2026')
    expect(formatTime(summerNight)).toBe('00:30')
  })

  it('writes the time with a full stop for prose (an SMS)', () => {
    expect(formatDateTime(summerNight, { timeSeparator: '.' })).toBe('02.07.2026 00.30')
  })
})
