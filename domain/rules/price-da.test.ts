import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDanishPrice, maxPriceOre, parseDanishPrice } from './price-da'

describe('parseDanishPrice', () => {
  it.each([
    ['12.500,50', 1_250_050],
    ['12500,50', 1_250_050],
    ['12.500,5', 1_250_050],
    ['12.500', 1_250_000],
    ['250', 25_000],
    ['0,99', 99],
    ['999.999.999,99', 99_999_999_999],
    ['999999999', 99_999_999_900],
    [' 1.000,00 kr.', 100_000],
    ['1.000 kr', 100_000],
  ])('%s → %i øre', (text, ore) => {
    expect(parseDanishPrice(text)).toBe(ore)
  })

  it.each([
    '',
    '0',
    '0,00',
    '1.000.000.000',
    '1000000000',
    '12,500',
    '12.50',
    '12.500,505',
    '12.5000',
    '1.2345',
    '12500.50',
    '012',
    ',50',
    '12,',
    '-5',
    '1e5',
    '12.500,5a',
    '1,00,00',
    '12.50,00',
    '1 000',
  ])('%j is refused', (text) => {
    expect(parseDanishPrice(text)).toBeNull()
  })
})

describe('parseDanishPrice, properties', () => {
  it('every valid amount round-trips through format → parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: maxPriceOre }), (ore) => {
        expect(parseDanishPrice(formatDanishPrice(ore))).toBe(ore)
      }),
      { numRuns: 2000 },
    )
  })

  it('every valid amount also parses without thousands dots and with one cent digit when it can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: maxPriceOre }), (ore) => {
        const plain = formatDanishPrice(ore).replaceAll('.', '')
        expect(parseDanishPrice(plain)).toBe(ore)
        if (ore % 10 === 0) expect(parseDanishPrice(plain.slice(0, -1))).toBe(ore)
      }),
    )
  })

  it('every amount above 999.999.999,99 is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: maxPriceOre + 1, max: Number.MAX_SAFE_INTEGER }), (ore) => {
        expect(parseDanishPrice(formatDanishPrice(ore))).toBeNull()
      }),
    )
  })

  it('three or more cent digits, a dot as decimal mark or a misplaced dot are refused', () => {
    const whole = fc.integer({ min: 1, max: 999_999_999 })
    fc.assert(
      fc.property(whole, fc.stringMatching(/^\d{3,5}$/), (w, cents) => {
        expect(parseDanishPrice(`${w},${cents}`)).toBeNull()
      }),
    )
    fc.assert(
      fc.property(whole, fc.integer({ min: 0, max: 99 }), (w, c) => {
        expect(parseDanishPrice(`${w}.${String(c).padStart(2, '0')}`)).toBeNull()
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999_999 }), fc.integer({ min: 1, max: 2 }), (w, cut) => {
        // A dot that does not group exactly three digits.
        const digits = String(w)
        const at = digits.length - 3 + (cut === 1 ? 1 : -1)
        if (at <= 0 || at >= digits.length) return
        expect(parseDanishPrice(`${digits.slice(0, at)}.${digits.slice(at)}`)).toBeNull()
      }),
    )
  })

  it('any other text is either refused or a valid amount that formats back to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,k r-') }), (text) => {
        const ore = parseDanishPrice(text)
        if (ore === null) return
        expect(ore).toBeGreaterThan(0)
        expect(ore).toBeLessThanOrEqual(maxPriceOre)
        expect(Number.isInteger(ore)).toBe(true)
        expect(parseDanishPrice(formatDanishPrice(ore))).toBe(ore)
      }),
      { numRuns: 3000 },
    )
  })
})
