/**
 * Lower case in plain letters: the Danish ones spelled out (æ → ae, ø → oe, å → aa), other accents
 * dropped ('Tømrer & Café' → 'toemrer & cafe'). What search and slugs compare and build from.
 */
export function foldLetters(value: string): string {
  return value
    .toLocaleLowerCase('da-DK')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** Folds case and accents so "tom" finds "Tømrer" and "AEble" finds "Æble" (Danish letters kept apart). */
export const foldForSearch = (value: string): string => foldLetters(value).trim()

/** A name and its keywords folded once, for lists searched on every keystroke. */
export interface SearchTarget {
  name: string
  keywords: string
  /** Words of the name, then of the keywords. */
  words: string[]
  nameWords: string[]
}

const wordSeparators = /[\s/,-]+/

export function searchTarget(name: string, keywords = ''): SearchTarget {
  const n = foldForSearch(name)
  const k = foldForSearch(keywords)
  const nameWords = n.split(wordSeparators).filter(Boolean)
  return {
    name: n,
    keywords: k,
    words: [...nameWords, ...k.split(wordSeparators).filter(Boolean)],
    nameWords,
  }
}

/**
 * Edits forgiven in a word of this length: none below 4 letters (too many short words are one edit
 * apart), one up to 6, two from 7 ("terrase" → "terrasse", "tomrer" → "toemrer").
 */
export function typoBudget(length: number): number {
  if (length < 4) return 0
  return length < 7 ? 1 : 2
}

/**
 * Optimal-string-alignment distance (a swap of neighbours is one edit), stopped early once it exceeds
 * `max`: the answer is then `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  // Rows of the distance table: two back, one back and the one being filled.
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1)
      }
      current[j] = d
      rowMin = Math.min(rowMin, d)
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  return previous[b.length] ?? max + 1
}

/** A typed word matches a target word by prefix, or within its typo budget (whole word or a prefix). */
function wordMatches(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true
  const budget = typoBudget(typed.length)
  if (budget === 0) return false
  if (editDistance(typed, word, budget) <= budget) return true
  // Still typing: "terase" is one edit from "terras", the start of "terrasse".
  return word.length > typed.length && editDistance(typed, word.slice(0, typed.length), budget) <= budget
}

/**
 * `matchScore` for a query already folded with `foldForSearch` and a prepared target:
 * 3 name prefix, 2 word prefix, 1 contains, 0.75 a phrase whose every word is found ("utæt tag"),
 * 0.6 a word of the name within a typo or two ("tomrer"), 0.5 a keyword within a typo or two, 0 none.
 */
export function matchTarget(foldedQuery: string, target: SearchTarget): number {
  const q = foldedQuery
  if (!q) return 0
  if (target.name.startsWith(q)) return 3
  if (target.words.some((w) => w.startsWith(q))) return 2
  if (target.name.includes(q) || target.keywords.includes(q)) return 1
  const typed = q.split(wordSeparators).filter(Boolean)
  if (typed.length > 1) {
    return typed.every((t) => target.words.some((w) => wordMatches(t, w))) ? 0.75 : 0
  }
  if (target.nameWords.some((w) => wordMatches(q, w))) return 0.6
  return target.words.some((w) => wordMatches(q, w)) ? 0.5 : 0
}

/**
 * How well `query` matches a name and its keywords (see `matchTarget`).
 * Both "tøm" and "toem" match "Tømrer".
 */
export function matchScore(query: string, name: string, keywords = ''): number {
  return matchTarget(foldForSearch(query), searchTarget(name, keywords))
}
