import { CalendarDateTime } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { dayText, dayValue, momentSeconds, momentValue } from './date.logic'

describe('days', () => {
  it('read and write ISO calendar days', () => {
    expect(dayText(dayValue('2026-01-05'))).toBe('2026-01-05')
    expect(dayValue('05.01.2026')).toBeNull()
    expect(dayValue('2026-02-30')).toBeNull()
    expect(dayValue(undefined)).toBeNull()
    expect(dayText(null)).toBe('')
  })
})

describe('moments', () => {
  it('are Copenhagen wall time kept as Unix seconds, winter and summer', () => {
    // 14:03 in January = 13:03 UTC; 00:30 on 2 July = 22:30 UTC the day before.
    expect(momentSeconds(new CalendarDateTime(2026, 1, 5, 14, 3))).toBe(Date.UTC(2026, 0, 5, 13, 3) / 1000)
    expect(momentSeconds(new CalendarDateTime(2026, 7, 2, 0, 30))).toBe(Date.UTC(2026, 6, 1, 22, 30) / 1000)
    expect(momentValue(Date.UTC(2026, 6, 1, 22, 30) / 1000)?.toString()).toBe('2026-07-02T00:30:00')
    expect(momentValue(undefined)).toBeNull()
    expect(momentSeconds(null)).toBeUndefined()
  })
})
