import { describe, expect, it } from 'vitest'
import { companyJobsSearch } from './search-params'

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
