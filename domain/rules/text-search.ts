/** Folds case and accents so "tom" finds "Tømrer" and "AEble" finds "Æble" (Danish letters kept apart). */
export function foldForSearch(value: string): string {
  return value
    .toLocaleLowerCase('da-DK')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
}

/** A name and its keywords folded once, for lists searched on every keystroke. */
export interface SearchTarget {
  name: string
  keywords: string
  words: string[]
}

export function searchTarget(name: string, keywords = ''): SearchTarget {
  const n = foldForSearch(name)
  const k = foldForSearch(keywords)
  return { name: n, keywords: k, words: `${n} ${k}`.split(/[\s/,-]+/) }
}

/** `matchScore` for a query already folded with `foldForSearch` and a prepared target. */
export function matchTarget(foldedQuery: string, target: SearchTarget): number {
  const q = foldedQuery
  if (!q) return 0
  if (target.name.startsWith(q)) return 3
  if (target.words.some((w) => w.startsWith(q))) return 2
  if (target.name.includes(q) || target.keywords.includes(q)) return 1
  return 0
}

/**
 * How well `query` matches a name and its keywords: 3 name prefix, 2 word prefix, 1 contains, 0 none.
 * Both "tøm" and "toem" match "Tømrer".
 */
export function matchScore(query: string, name: string, keywords = ''): number {
  return matchTarget(foldForSearch(query), searchTarget(name, keywords))
}
