import { zipLength } from './limits'

/** One row of `domain/data/postcodes.json`: `[city, region, [municipalities]]`. */
export type PostcodeEntry = readonly [city: string, region: string, municipalities: readonly string[]]
/** The generated postcode table, keyed by the 4-digit code (`scripts/generate-postcodes.mjs`). */
export type PostcodeTable = Readonly<Record<string, PostcodeEntry>>

export interface PostcodeMatch {
  zip: string
  city: string
  region: string
  municipalities: readonly string[]
}

const zipPattern = new RegExp(`^\\d{${zipLength}}$`)

/** Spec section 5: a Danish postcode is exactly 4 digits (no spaces, no signs). */
export function isZip(value: unknown): value is string {
  return typeof value === 'string' && zipPattern.test(value)
}

/** The city and region of a postcode, or null when it is not 4 digits or not in the table. */
export function lookupZip(table: PostcodeTable, zip: unknown): PostcodeMatch | null {
  if (!isZip(zip)) return null
  if (!Object.hasOwn(table, zip)) return null
  const entry = table[zip]
  if (!entry) return null
  const [city, region, municipalities] = entry
  return { zip, city, region, municipalities }
}

/**
 * The five Danish regions in their official order (region codes 1081–1085), north to south-east, as
 * Danmarks Statistik and the regions themselves list them.
 */
export const regionOrder = [
  'Region Nordjylland',
  'Region Midtjylland',
  'Region Syddanmark',
  'Region Hovedstaden',
  'Region Sjælland',
] as const

/** Groups the table by region: every region with its postcodes in ascending order. */
export function regionsOf(table: PostcodeTable): { name: string; postcodes: string[] }[] {
  const byRegion = new Map<string, string[]>()
  for (const [zip, [, region]] of Object.entries(table)) {
    const list = byRegion.get(region) ?? []
    list.push(zip)
    byRegion.set(region, list)
  }
  const rank = (name: string) => {
    const i = (regionOrder as readonly string[]).indexOf(name)
    return i === -1 ? regionOrder.length : i
  }
  const collator = new Intl.Collator('da')
  return [...byRegion.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || collator.compare(a, b))
    .map(([name, postcodes]) => ({ name, postcodes: postcodes.sort() }))
}
