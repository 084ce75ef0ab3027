import { describe, expect, it } from 'vitest'
import { formatDanishPhone, normalizeDanishPhone } from './phone'

describe('normalizeDanishPhone', () => {
  it('keeps the 8 digits of every Danish spelling', () => {
    for (const text of [
      '40506070',
      '40 50 60 70',
      '4050-6070',
      '+45 40 50 60 70',
      '+4540506070',
      '0045 40506070',
      '0045-40-50-60-70',
      ' 40.50.60.70 ',
    ]) {
      expect(normalizeDanishPhone(text), text).toBe('40506070')
    }
  })

  it('refuses what is not 8 digits', () => {
    for (const text of ['', '123', '405060701', '+46 40506070', '4050607a', '45 40506070', '+45']) {
      expect(normalizeDanishPhone(text), text).toBeNull()
    }
  })
})

describe('formatDanishPhone', () => {
  it('shows the number in pairs', () => {
    expect(formatDanishPhone('40506070')).toBe('40 50 60 70')
    expect(formatDanishPhone('+45 4050-6070')).toBe('40 50 60 70')
  })

  it('leaves an unknown spelling as it is', () => {
    expect(formatDanishPhone('+46 70 123 45 67')).toBe('+46 70 123 45 67')
  })
})
