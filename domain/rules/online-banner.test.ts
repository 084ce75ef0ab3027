import { describe, expect, it } from 'vitest'
import { copenhagenHour, isCompanyOnlineHour, showOnlineBanner } from './online-banner'

describe('isCompanyOnlineHour', () => {
  it('hides the banner from 01:00 to 06:59 and shows it otherwise', () => {
    const shown = Array.from({ length: 24 }, (_, h) => h).filter(isCompanyOnlineHour)
    expect(shown).toEqual([0, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23])
  })
})

describe('copenhagenHour', () => {
  it('uses Copenhagen time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(copenhagenHour(new Date('2026-01-15T23:30:00Z'))).toBe(0)
    expect(copenhagenHour(new Date('2026-01-15T00:30:00Z'))).toBe(1)
    expect(copenhagenHour(new Date('2026-07-15T04:59:00Z'))).toBe(6)
    expect(copenhagenHour(new Date('2026-07-15T05:00:00Z'))).toBe(7)
  })
})

describe('showOnlineBanner', () => {
  it('follows the Copenhagen hour', () => {
    expect(showOnlineBanner(new Date('2026-01-15T00:30:00Z'))).toBe(false) // 01:30
    expect(showOnlineBanner(new Date('2026-01-15T05:59:00Z'))).toBe(false) // 06:59
    expect(showOnlineBanner(new Date('2026-01-15T06:00:00Z'))).toBe(true) // 07:00
    expect(showOnlineBanner(new Date('2026-01-15T23:59:00Z'))).toBe(true) // 00:59
  })
})
