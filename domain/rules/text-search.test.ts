import { describe, expect, it } from 'vitest'
import { slugify } from './slug'
import { editDistance, foldForSearch, foldLetters, matchScore } from './text-search'

describe('foldForSearch', () => {
  it('folds Danish letters and case', () => {
    expect(foldForSearch('Tømrer ÆBLE Å')).toBe('toemrer aeble aa')
  })

  it('spells letters as slugs do: search and company addresses fold a name alike', () => {
    expect(foldLetters(' Tømrer & Café Øst ')).toBe(' toemrer & cafe oest ')
    expect(foldForSearch(' Tømrer & Café Øst ')).toBe('toemrer & cafe oest')
    expect(slugify('Tømrer & Café Øst')).toBe('toemrer-og-cafe-oest')
  })
})

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps, and stops past the budget', () => {
    expect(editDistance('tomrer', 'toemrer', 2)).toBe(1)
    expect(editDistance('terrase', 'terrasse', 2)).toBe(1)
    expect(editDistance('mlaer', 'maler', 2)).toBe(1)
    expect(editDistance('kat', 'hund', 1)).toBe(2)
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3)
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

  it('forgives typos of one or two edits, below a substring match', () => {
    expect(matchScore('tomrer', 'Tømrer')).toBe(0.6)
    expect(matchScore('toemrer', 'Tømrer')).toBe(3)
    expect(matchScore('terrase', 'Terrasse')).toBe(0.6)
    expect(matchScore('terasse', 'Terrasse')).toBe(0.6)
    expect(matchScore('elektirker', 'Elektriker')).toBe(0.6)
    expect(matchScore('terrase', 'Tømrer', 'terrasse')).toBe(0.5)
    // Short words get no typo budget, so "tag" does not find "tog".
    expect(matchScore('tog', 'Tag')).toBe(0)
    expect(matchScore('murer', 'Maler')).toBe(0)
  })

  it('finds a plain phrase when every word is in the name or the synonyms', () => {
    expect(matchScore('utæt tag', 'Tagdækker', 'tag utæt tag')).toBeGreaterThan(0)
    expect(matchScore('skift bremser', 'Bremser', 'bremseklodser skift')).toBeGreaterThan(0)
    expect(matchScore('flytte klaver', 'Klaverflytning', 'klaver flytte')).toBeGreaterThan(0)
    expect(matchScore('utæt tag', 'Vandskade og læk', 'utæt rør')).toBe(0)
  })
})
