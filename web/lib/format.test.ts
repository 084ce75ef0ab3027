import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatMoney, formatPhone, formatTime } from './format'

describe('formatDateTime', () => {
  it('shows Copenhagen time as dd.mm.yyyy HH.MM', () => {
    // 2026-01-05 13:03 UTC = 14:03 in Copenhagen (winter time)
    expect(formatDateTime(Date.UTC(2026, 0, 5, 13, 3) / 1000)).toBe('05.01.2026 14.03')
    // summer time: 2026-07-01 22:30 UTC = 00:30 the next day
    expect(formatDateTime(Date.UTC(2026, 6, 1, 22, 30) / 1000)).toBe('02.07.2026 00.30')
    expect(formatDate(Date.UTC(2026, 0, 5, 13, 3) / 1000)).toBe('05.01.2026')
  })

  it('shows 24-hour time', () => {
    expect(formatTime(Date.UTC(2026, 0, 5, 22, 7) / 1000)).toBe('23.07')
  })
})

describe('money and phone', () => {
  it('shows øre as Danish kroner', () => {
    expect(formatMoney(123450)).toBe('1.234,50\u00a0kr.')
  })

  it('shows a phone in pairs', () => {
    expect(formatPhone('40506070')).toBe('40 50 60 70')
    expect(formatPhone('+4540506070')).toBe('40 50 60 70')
  })
})
