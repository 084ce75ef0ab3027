import { describe, expect, it } from 'vitest'
import { foldForSearch, matchTarget, searchTarget } from '../../domain/rules/text-search'
import { categoryTree } from './categories.mjs'

interface SeedCategory {
  slug: string
  da: string
  en: string
  keywords?: string
  children?: SeedCategory[]
}

const all = (categoryTree as SeedCategory[]).flatMap((top) => [top, ...(top.children ?? [])])
const targets = all.map((c) => ({
  slug: c.slug,
  targets: [searchTarget(c.da, c.keywords), searchTarget(c.en)],
}))

/** The best category for a query, ranked as the worker ranks suggestions (score only). */
function best(query: string) {
  const q = foldForSearch(query)
  const scored = targets
    .map((c) => ({ slug: c.slug, score: Math.max(...c.targets.map((t) => matchTarget(q, t))) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)
  return scored.map((c) => c.slug)
}

describe('category search over the seeded catalog', () => {
  it.each([
    ['tomrer', 'toemrer'],
    ['toemrer', 'toemrer'],
    ['terrase', 'terrasse'],
    ['elektirker', 'elektriker'],
  ])('forgives the typo %s', (query, slug) => {
    expect(best(query)[0]).toBe(slug)
  })

  it.each([
    ['utæt tag', 'tagdaekker'],
    ['skift bremser', 'bremser'],
    ['flytte klaver', 'klaverflytning'],
    ['stoppet afløb', 'tilstoppet-afloeb'],
  ])('maps the phrase "%s" to its category', (query, slug) => {
    expect(best(query)).toContain(slug)
    expect(best(query).indexOf(slug)).toBeLessThan(3)
  })

  it('finds nothing for words that name no trade', () => {
    expect(best('qwxyz')).toEqual([])
  })
})
