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

/** A car with its search forms folded once, not on every request. */
interface PreparedCar {
  hit: CarModelHit
  /** "make model" for the make and each alias, compacted. */
  fullNames: string[]
  model: string
  words: string[]
  makeModel: string
}

function prepare(make: string, aliases: readonly string[], model: string): PreparedCar {
  const names = [make, ...aliases]
  return {
    hit: { make, model, label: `${make} ${model}` },
    fullNames: names.map((name) => compact(`${name} ${model}`)),
    model: compact(model),
    words: [...new Set(names.concat(model).flatMap((s) => words(s).split(' ')))],
    makeModel: compact(`${make} ${model}`),
  }
}

function score(q: string, tokens: string[], car: PreparedCar): number {
  if (!q) return 0
  if (car.fullNames.some((name) => name.startsWith(q))) return 5
  if (car.model.startsWith(q)) return 4
  if (tokens.length && tokens.every((t) => car.words.some((w) => w.startsWith(t)))) return 3
  if (car.makeModel.includes(q)) return 1
  return 0
}

const queryForms = (query: string) => ({ q: compact(query), tokens: words(query).split(' ').filter(Boolean) })

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
  const { q, tokens } = queryForms(query)
  return score(q, tokens, prepare(make, aliases, model))
}

const preparedLists = new WeakMap<readonly CarMake[], PreparedCar[]>()

/**
 * Car models matching the query, best first; ties keep the list's order (most common in Denmark first).
 * The caller checks the minimum length (2 characters).
 */
export function searchCarModels(
  makes: readonly CarMake[],
  query: string,
  limit = carModelResultLimit,
): CarModelHit[] {
  let cars = preparedLists.get(makes)
  if (!cars) {
    cars = makes.flatMap(({ make, aliases = [], models }) =>
      models.map((model) => prepare(make, aliases, model)),
    )
    preparedLists.set(makes, cars)
  }
  const { q, tokens } = queryForms(query)
  const hits: { hit: CarModelHit; score: number; order: number }[] = []
  cars.forEach((car, order) => {
    const s = score(q, tokens, car)
    if (s > 0) hits.push({ hit: car.hit, score: s, order })
  })
  return hits
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ hit }) => hit)
}
