import type { CarMake } from '../data/car-models'
import { foldForSearch } from './text-search'

/** At most this many car models per answer (the spec's combobox shows a short list). */
export const carModelResultLimit = 20

export interface CarModelHit {
  make: string
  model: string
  label: string
}

/** Folds Danish letters and accents, turns punctuation into spaces: "ID.3" → "id 3", "Citroën" → "citroen". */
const words = (value: string) =>
  foldForSearch(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
/** The same without spaces, so "id3", "id.3" and "id 3" meet. */
const compact = (value: string) => words(value).replace(/ /g, '')

/**
 * How well a query matches a car: 5 the query starts "make model" (make or an alias: "vw golf"),
 * 4 it starts the model ("golf", "id3"), 3 every query word starts a word of make, alias or model
 * ("toy", "golf vw"), 1 it is contained in "make model" ("aris"), 0 no match.
 */
export function carModelScore(
  query: string,
  make: string,
  aliases: readonly string[],
  model: string,
): number {
  const q = compact(query)
  if (!q) return 0
  const names = [make, ...aliases]
  if (names.some((name) => compact(`${name} ${model}`).startsWith(q))) return 5
  if (compact(model).startsWith(q)) return 4
  const haystack = new Set(names.concat(model).flatMap((s) => words(s).split(' ')))
  const tokens = words(query).split(' ').filter(Boolean)
  if (tokens.length && tokens.every((t) => [...haystack].some((w) => w.startsWith(t)))) return 3
  if (compact(`${make} ${model}`).includes(q)) return 1
  return 0
}

/**
 * Car models matching the query, best first; ties keep the list's order (most common in Denmark first).
 * The caller checks the minimum length (2 characters).
 */
export function searchCarModels(
  makes: readonly CarMake[],
  query: string,
  limit = carModelResultLimit,
): CarModelHit[] {
  const hits: { hit: CarModelHit; score: number; order: number }[] = []
  let order = 0
  for (const { make, aliases = [], models } of makes) {
    for (const model of models) {
      const score = carModelScore(query, make, aliases, model)
      if (score > 0) hits.push({ hit: { make, model, label: `${make} ${model}` }, score, order })
      order++
    }
  }
  return hits
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ hit }) => hit)
}
