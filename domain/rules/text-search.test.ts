import { describe, expect, it } from 'vitest'
import { foldForSearch, matchScore } from './text-search'

describe('foldForSearch', () => {
  it('folds Danish letters and case', () => {
    expect(foldForSearch('Tømrer ÆBLE Å')).toBe('toemrer aeble aa')
  })
})

describe('matchScore', () => {
  it('ranks a name prefix above a keyword prefix above a substring', () => {
    expect(matchScore('tøm', 'Tømrer')).toBe(3)
    expect(matchScore('toem', 'Tømrer')).toBe(3)
    expect(matchScore('terr', 'Tømrer', 'terrasse snedker')).toBe(2)
    expect(matchScore('mrer', 'Tømrer')).toBe(1)
    expect(matchScore('xyz', 'Tømrer')).toBe(0)
    expect(matchScore('  ', 'Tømrer')).toBe(0)
  })
})
