import { describe, expect, it } from 'vitest'
import { isReservedSlug, slugify, uniqueSlug } from './slug'

describe('company slug', () => {
  it('transliterates æ ø å and joins words with hyphens', () => {
    expect(slugify('Ærø Tømrer & Snedker ApS')).toBe('aeroe-toemrer-og-snedker-aps')
    expect(slugify('Åbyhøj VVS')).toBe('aabyhoej-vvs')
    expect(slugify('  Café   Ünique!! ')).toBe('cafe-unique')
  })

  it('falls back when nothing is left', () => {
    expect(slugify('!!!')).toBe('firma')
  })

  it('adds -2, -3 … when taken', () => {
    expect(uniqueSlug('Jensen Maler', [])).toBe('jensen-maler')
    expect(uniqueSlug('Jensen Maler', ['jensen-maler'])).toBe('jensen-maler-2')
    expect(uniqueSlug('Jensen Maler', ['jensen-maler', 'jensen-maler-2'])).toBe('jensen-maler-3')
  })

  it('never returns a reserved word', () => {
    for (const word of [
      'Admin',
      'API',
      'Bruger',
      'Firma',
      'Hjælp',
      'Opgave',
      'Dev',
      'Media',
      'Sogeagenter',
    ]) {
      const slug = uniqueSlug(word, [])
      expect(isReservedSlug(slug)).toBe(false)
    }
    expect(uniqueSlug('Hjælp', [])).toBe('hjaelp-firma')
    expect(uniqueSlug('Log ind', [])).toBe('log-ind-firma')
  })
})
