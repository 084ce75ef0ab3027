import { NumberFormatter, NumberParser } from '@internationalized/number'
import { describe, expect, it } from 'vitest'
import { kronerToOre } from '../../../domain/rules/money'
import { kronerFormatOptions, quantityFormatOptions, yearFormatOptions } from './number.logic'

describe('year', () => {
  it('is never grouped: 2015, not 2.015', () => {
    expect(new NumberFormatter('da-DK', yearFormatOptions).format(2015)).toBe('2015')
    expect(new NumberParser('da-DK', yearFormatOptions).parse('2015')).toBe(2015)
  })
})

describe('money', () => {
  it('is shown Danish and read back to øre', () => {
    expect(new NumberFormatter('da-DK', kronerFormatOptions).format(12500.5)).toBe('12.500,50\u00a0kr.')
    const parser = new NumberParser('da-DK', kronerFormatOptions)
    expect(kronerToOre(parser.parse('12.500,50 kr.'))).toBe(1250050)
    expect(kronerToOre(parser.parse('12500,5'))).toBe(1250050)
  })
})

describe('quantity', () => {
  it('uses the Danish decimal comma', () => {
    expect(new NumberFormatter('da-DK', quantityFormatOptions(1)).format(1234.5)).toBe('1.234,5')
  })
})
