import { carMakes } from '../../../domain/data/car-models'
import { municipalityCentres } from '../../../domain/data/municipality-centres'
import postcodeData from '../../../domain/data/postcodes.json'
import { searchCarModels } from '../../../domain/rules/car-models'
import { zipDistanceKm } from '../../../domain/rules/distance'
import { lookupZip, type PostcodeTable, regionsOf } from '../../../domain/rules/zip'
import type { CarModel, Postcode, RegionList } from '../../../domain/schemas/places'

/**
 * The generated PostNord table (`scripts/generate-postcodes.mjs`), bundled with the Worker: the worker's
 * one way to postcodes (a look-up, the regions, distances); no other module opens the table.
 */
export const postcodeTable = postcodeData as unknown as PostcodeTable

/** Kilometres between two postcodes (their municipalities' centres, decision 013); null if one is unknown. */
export function distanceKm(fromZip: string, toZip: string): number | null {
  return zipDistanceKm(postcodeTable, municipalityCentres, fromZip, toZip)
}

/** Every postcode of the table. */
export const allZips = (): string[] => Object.keys(postcodeTable)

/** City and region of a 4-digit postcode, or null when the code is unknown. */
export function postcode(zip: string): Postcode | null {
  const match = lookupZip(postcodeTable, zip)
  return match ? { zip: match.zip, city: match.city, region: match.region } : null
}

let regionList: RegionList | undefined

/** The five regions with their postcodes; computed once per isolate (the table never changes at run time). */
export function regions(): RegionList {
  regionList ??= { regions: regionsOf(postcodeTable) }
  return regionList
}

/** Car makes and models matching the query, best first, at most 20. */
export function carModels(q: string): CarModel[] {
  return searchCarModels(carMakes, q)
}
