import { NumberFormatter, NumberParser } from '@internationalized/number'
import { describe, expect, it } from 'vitest'
import { kronerToOre } from '../../../domain/rules/money'
import { kronerFormatOptions, quantityFormatOptions, typedNumber, yearFormatOptions } from './number.logic'

describe('year', () => {
  it('is never grouped: 2015, not 2.015', () => {
    expect(new NumberFormatter('da-DK', yearFormatOptions).format(2015)).toBe('2015')
    expect(new NumberParser('da-DK', yearFormatOptions).parse('2015')).toBe(2015)
  })
})

describe('money', () => {
  it('is shown Danish and read back to øre; the unit (kr.) stands beside the field, not in the number', () => {
    expect(new NumberFormatter('da-DK', kronerFormatOptions).format(12500.5)).toBe('12.500,50')
    const parser = new NumberParser('da-DK', kronerFormatOptions)
    expect(kronerToOre(parser.parse('12.500,50'))).toBe(1250050)
    expect(kronerToOre(parser.parse('12500,5'))).toBe(1250050)
  })
})

describe('quantity', () => {
  it('uses the Danish decimal comma', () => {
    expect(new NumberFormatter('da-DK', quantityFormatOptions(1)).format(1234.5)).toBe('1.234,5')
  })
})

describe('a decimal comma in a whole-number field', () => {
  it('is read as typed (85,5), so the schema can say to write a whole number', () => {
    const parser = new NumberParser('da-DK', quantityFormatOptions(0))
    expect(parser.isValidPartialNumber('85,5')).toBe(true)
    expect(parser.parse('85,5')).toBe(85.5)
  })
})

describe('typedNumber (what the form takes while a number is typed)', () => {
  const quantity = quantityFormatOptions(0)
  const parser = new NumberParser('da-DK', quantity)
  const formatter = new NumberFormatter('da-DK', quantity)
  const typed = (text: string) =>
    typedNumber(
      text,
      (t) => parser.parse(t),
      (n) => formatter.format(n),
    )
  it('takes text the field shows unchanged, and empty as no answer', () => {
    expect(typed('85')).toBe(85)
    expect(typed('85,5')).toBe(85.5)
    expect(typed('')).toBeUndefined()
  })
  it('waits for the field to be left when it would rewrite the text', () => {
    expect(typed('85,')).toBeNull()
    expect(typed('1234')).toBeNull()
    expect(typed('abc')).toBeNull()
    const money = new NumberFormatter('da-DK', kronerFormatOptions)
    const moneyParser = new NumberParser('da-DK', kronerFormatOptions)
    expect(
      typedNumber(
        '12',
        (t) => moneyParser.parse(t),
        (n) => money.format(n),
      ),
    ).toBeNull()
  })
})
