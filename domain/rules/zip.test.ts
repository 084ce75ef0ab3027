import { describe, expect, it } from 'vitest'
import postcodes from '../data/postcodes.json'
import { isZip, lookupZip, type PostcodeTable, regionOrder, regionsOf } from './zip'

const table = postcodes as unknown as PostcodeTable

describe('isZip', () => {
  it('accepts exactly 4 digits', () => {
    expect(isZip('9990')).toBe(true)
    expect(isZip('0800')).toBe(true)
  })

  it('refuses anything else', () => {
    for (const value of ['999', '99900', '99 9', ' 9990', '9990 ', 'abcd', '12a4', '', '١٢٣٤', 9990, null]) {
      expect(isZip(value)).toBe(false)
    }
  })
})

describe('lookupZip', () => {
  it('finds city and region in the generated table', () => {
    expect(lookupZip(table, '9990')).toMatchObject({
      zip: '9990',
      city: 'Skagen',
      region: 'Region Nordjylland',
    })
    expect(lookupZip(table, '2100')).toMatchObject({ city: 'København Ø', region: 'Region Hovedstaden' })
    expect(lookupZip(table, '5000')?.city).toBe('Odense C')
  })

  it('answers null for an unknown or malformed code', () => {
    expect(lookupZip(table, '0001')).toBeNull()
    expect(lookupZip(table, '999')).toBeNull()
    expect(lookupZip(table, 'constructor')).toBeNull()
  })

  it('keeps every municipality of a code', () => {
    const small: PostcodeTable = { '1234': ['By', 'Region Sjælland', ['A Kommune', 'B Kommune']] }
    expect(lookupZip(small, '1234')?.municipalities).toEqual(['A Kommune', 'B Kommune'])
  })
})

describe('regionsOf', () => {
  it('lists the five regions in official order with sorted postcodes', () => {
    const regions = regionsOf(table)
    expect(regions.map((r) => r.name)).toEqual([...regionOrder])
    const north = regions[0]!
    expect(north.postcodes).toContain('9990')
    expect([...north.postcodes].sort()).toEqual(north.postcodes)
    expect(regions.reduce((n, r) => n + r.postcodes.length, 0)).toBe(Object.keys(table).length)
  })
})
