import type { PostcodeTable } from './zip'

/** A point on the earth in degrees. */
export interface Position {
  lat: number
  lon: number
}

/** Centres by municipality name, as `domain/data/municipality-centres.ts` holds them. */
export type CentreTable = Readonly<Record<string, readonly [lat: number, lon: number]>>

/** The mean earth radius (IUGG), in km: the sphere the haversine formula assumes. */
const earthRadiusKm = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in km (haversine): exact on a sphere, within 0.5 % of the real ellipsoid. */
export function haversineKm(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Where a postcode roughly is: the centre of its municipality, or the mean of the centres when the code
 * spans several (a code never spans far). Null for an unknown code or one with no known centre.
 */
export function zipPosition(postcodes: PostcodeTable, centres: CentreTable, zip: string): Position | null {
  const entry = Object.hasOwn(postcodes, zip) ? postcodes[zip] : undefined
  if (!entry) return null
  const points = entry[2].flatMap((name) => (Object.hasOwn(centres, name) ? [centres[name]] : []))
  if (points.length === 0) return null
  let lat = 0
  let lon = 0
  for (const point of points) {
    lat += point?.[0] ?? 0
    lon += point?.[1] ?? 0
  }
  return { lat: lat / points.length, lon: lon / points.length }
}

/**
 * The distance between two postcodes in whole km, as a list "nearest first" shows it; null when either
 * code has no position. Two codes in one municipality are 0 km apart: the centres are all we know.
 */
export function zipDistanceKm(
  postcodes: PostcodeTable,
  centres: CentreTable,
  from: string,
  to: string,
): number | null {
  const a = zipPosition(postcodes, centres, from)
  const b = zipPosition(postcodes, centres, to)
  return a && b ? Math.round(haversineKm(a, b)) : null
}

/**
 * Nearest first; an unknown distance goes last, and equal distances keep a stable order by `tie`
 * (e.g. the name, so the list does not shuffle between two loads).
 */
export function byDistance<T extends { distanceKm: number | null }>(tie: (a: T, b: T) => number) {
  return (a: T, b: T) => {
    if (a.distanceKm === null || b.distanceKm === null)
      return a.distanceKm === b.distanceKm ? tie(a, b) : a.distanceKm === null ? 1 : -1
    return a.distanceKm - b.distanceKm || tie(a, b)
  }
}
