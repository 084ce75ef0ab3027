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

/**
 * How well `query` matches a name and its keywords: 3 name prefix, 2 word prefix, 1 contains, 0 none.
 * Both "tøm" and "toem" match "Tømrer".
 */
export function matchScore(query: string, name: string, keywords = ''): number {
  const q = foldForSearch(query)
  if (!q) return 0
  const n = foldForSearch(name)
  if (n.startsWith(q)) return 3
  const words = `${n} ${foldForSearch(keywords)}`.split(/[\s/,-]+/)
  if (words.some((w) => w.startsWith(q))) return 2
  if (n.includes(q) || foldForSearch(keywords).includes(q)) return 1
  return 0
}
