import { defaultParseSearch, defaultStringifySearch } from '@tanstack/router-core'
import { describe, expect, it } from 'vitest'
import { companyJobsSearch, companyJobsSearchInUrl } from './search-params'

describe('companyJobsSearch', () => {
  it('reads an older link with one category and one region as lists of one', () => {
    expect(companyJobsSearch({ kategori: '70', region: 'Region Nordjylland' })).toEqual({
      kategori: [70],
      region: ['Region Nordjylland'],
    })
    expect(companyJobsSearch({ kategori: 70 })).toEqual({ kategori: [70] })
  })

  it('reads lists as arrays or comma-separated, drops unknown and repeated values', () => {
    expect(
      companyJobsSearch({
        kategori: [70, '71', 'x', 70],
        region: 'Region Hovedstaden,Mars,Region Sjælland',
      }),
    ).toEqual({ kategori: [70, 71], region: ['Region Hovedstaden', 'Region Sjælland'] })
    expect(companyJobsSearch({ kategori: [], region: '' })).toEqual({})
  })
})

describe('companyJobsSearchInUrl', () => {
  const url = (search: Parameters<typeof companyJobsSearchInUrl>[0]) =>
    decodeURIComponent(defaultStringifySearch(companyJobsSearchInUrl(search)))

  it('writes the lists as readable comma lists, never as JSON', () => {
    expect(url({ kategori: [70, 71], region: ['Region Hovedstaden', 'Region Sjælland'] })).toBe(
      '?kategori=70,71&region=Hovedstaden,Sjælland',
    )
    expect(url({ kategori: [70], region: ['Region Nordjylland'], tekst: 'tag' })).toBe(
      '?tekst=tag&kategori=70&region=Nordjylland',
    )
    expect(url({})).toBe('')
  })

  it('reads back what it wrote, and the older whole region names', () => {
    for (const search of [
      { kategori: [70, 71], region: ['Region Hovedstaden' as const, 'Region Sjælland' as const] },
      { kategori: [70], region: ['Region Nordjylland' as const], jobid: 5 },
    ])
      expect(
        companyJobsSearch(defaultParseSearch(defaultStringifySearch(companyJobsSearchInUrl(search)))),
      ).toEqual(search)
    expect(companyJobsSearch({ region: 'Nordjylland,Region Syddanmark' })).toEqual({
      region: ['Region Nordjylland', 'Region Syddanmark'],
    })
  })
})
