import { describe, expect, it } from 'vitest'
import { municipalityCentres } from '../data/municipality-centres'
import postcodes from '../data/postcodes.json'
import { byDistance, haversineKm, zipDistanceKm, zipPosition } from './distance'
import type { PostcodeTable } from './zip'

const table = postcodes as unknown as PostcodeTable
const km = (from: string, to: string) => zipDistanceKm(table, municipalityCentres, from, to)

describe('haversineKm', () => {
  it('is 0 for one point and symmetric', () => {
    const copenhagen = { lat: 55.6761, lon: 12.5683 }
    const aarhus = { lat: 56.1629, lon: 10.2039 }
    expect(haversineKm(copenhagen, copenhagen)).toBe(0)
    expect(haversineKm(copenhagen, aarhus)).toBeCloseTo(haversineKm(aarhus, copenhagen), 9)
  })

  it('matches known great-circle distances', () => {
    // One degree of longitude on the equator is 2πR/360.
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.195, 2)
    // Copenhagen–Aarhus as the crow flies, and Paris–London.
    expect(haversineKm({ lat: 55.6761, lon: 12.5683 }, { lat: 56.1629, lon: 10.2039 })).toBeCloseTo(156.6, 0)
    expect(haversineKm({ lat: 48.8566, lon: 2.3522 }, { lat: 51.5074, lon: -0.1278 })).toBeCloseTo(343.6, 0)
  })

  it('stays finite for antipodes (rounding never takes asin past 1)', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3)
  })
})

describe('the municipality centres', () => {
  it('cover every municipality the postcode table names', () => {
    const names = new Set(Object.values(table).flatMap(([, , municipalities]) => municipalities))
    expect([...names].filter((name) => !Object.hasOwn(municipalityCentres, name))).toEqual([])
    expect(Object.keys(municipalityCentres).length).toBe(names.size)
  })

  it('all lie in Denmark', () => {
    for (const [name, [lat, lon]] of Object.entries(municipalityCentres)) {
      expect(lat, name).toBeGreaterThan(54.5)
      expect(lat, name).toBeLessThan(57.8)
      expect(lon, name).toBeGreaterThan(8)
      expect(lon, name).toBeLessThan(15.3)
    }
  })
})

describe('zipPosition and zipDistanceKm', () => {
  it('places a postcode at its municipality centre', () => {
    expect(zipPosition(table, municipalityCentres, '8000')).toEqual({ lat: 56.157, lon: 10.211 })
  })

  it('takes the mean of the centres when a postcode spans municipalities', () => {
    const centres = { 'A Kommune': [55, 10], 'B Kommune': [56, 12] } as const
    const spanning = { '9999': ['By', 'Region', ['A Kommune', 'B Kommune']] } as const
    expect(zipPosition(spanning, centres, '9999')).toEqual({ lat: 55.5, lon: 11 })
  })

  it('gives null for an unknown code or a municipality without a centre', () => {
    expect(zipPosition(table, municipalityCentres, '0000')).toBeNull()
    expect(zipPosition(table, municipalityCentres, 'toString')).toBeNull()
    expect(
      zipPosition({ '9999': ['By', 'Region', ['Ukendt Kommune']] }, municipalityCentres, '9999'),
    ).toBeNull()
    expect(km('8000', '0000')).toBeNull()
  })

  it('gives whole km between real postcodes, roughly as the crow flies', () => {
    expect(km('8000', '8000')).toBe(0)
    expect(km('1000', '8000')).toBe(156)
    expect(km('9000', '8000')).toBeGreaterThan(90)
    expect(km('9000', '8000')).toBeLessThan(110)
    expect(km('6700', '2100')).toBeGreaterThan(240)
    expect(km('6700', '2100')).toBeLessThan(270)
    // Rønne on Bornholm is across the Baltic from Copenhagen.
    expect(km('3700', '1000')).toBeGreaterThan(130)
    expect(km('3700', '1000')).toBeLessThan(170)
    // Neighbours are near: Aarhus C and Viby J, Odense C and Odense SØ.
    expect(km('8000', '8260')).toBeLessThan(10)
    expect(km('5000', '5220')).toBeLessThan(10)
  })
})

describe('byDistance', () => {
  it('sorts nearest first, unknown distances last, ties by the tie-breaker', () => {
    const rows = [
      { name: 'C', distanceKm: null },
      { name: 'B', distanceKm: 12 },
      { name: 'D', distanceKm: 3 },
      { name: 'A', distanceKm: 12 },
      { name: 'E', distanceKm: null },
    ]
    const sorted = [...rows].sort(byDistance((a, b) => a.name.localeCompare(b.name)))
    expect(sorted.map((r) => r.name)).toEqual(['D', 'A', 'B', 'C', 'E'])
  })
})
