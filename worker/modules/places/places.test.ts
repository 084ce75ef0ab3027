import { describe, expect, it } from 'vitest'
import { placesApi } from '../../../domain/contract/places'
import { api, call, errorOf, expectError } from '../../test/client'

describe('GET /api/postcodes/:zip', () => {
  it('answers city and region of a known postcode', async () => {
    const res = await api(placesApi.postcode, { params: { zip: 9990 } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ zip: '9990', city: 'Skagen', region: 'Region Nordjylland' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('knows København Ø', async () => {
    const res = await api(placesApi.postcode, { params: { zip: 2100 } })
    expect(res.json).toEqual({ zip: '2100', city: 'København Ø', region: 'Region Hovedstaden' })
  })

  it('answers 422 with a zip issue unless the code is exactly 4 digits', async () => {
    for (const zip of ['999', '99900', 'abcd', '12a4']) {
      const res = await api(placesApi.postcode, { params: { zip } })
      expect(res.status, zip).toBe(422)
      expectError(res, 'invalid_input')
      expect(errorOf(res).issues).toEqual([
        { path: 'zip', message: 'Postnummeret skal være præcis 4 cifre.' },
      ])
    }
  })

  it('answers 404 with a clear message for an unknown code, in English too', async () => {
    const res = await api(placesApi.postcode, { params: { zip: '0001' } })
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ error: { code: 'not_found', message: 'Postnummeret findes ikke.' } })
    const en = await api(placesApi.postcode, { params: { zip: '0001' }, cookie: 'lang=en' })
    expect(errorOf(en).message).not.toBe('Postnummeret findes ikke.')
    expect(errorOf(en).message).not.toContain(':::')
  })
})

describe('GET /api/regions', () => {
  it('lists the five regions with their sorted postcodes', async () => {
    const res = await api(placesApi.regions, {})
    expect(res.status).toBe(200)
    const names = res.json.regions.map((r: { name: string }) => r.name)
    expect(names).toEqual([
      'Region Nordjylland',
      'Region Midtjylland',
      'Region Syddanmark',
      'Region Hovedstaden',
      'Region Sjælland',
    ])
    const north = res.json.regions[0]!.postcodes as string[]
    expect(north).toContain('9990')
    expect([...north].sort()).toEqual(north)
    const capital = res.json.regions[3]!.postcodes as string[]
    expect(capital).toContain('2100')
  })
})

describe('GET /api/car-models', () => {
  it('finds models by make, model or "make model", best first', async () => {
    const golf = await api(placesApi.carModels, { query: { q: 'golf' } })
    expect(golf.status).toBe(200)
    expect(golf.json.models[0]).toEqual({ make: 'Volkswagen', model: 'Golf', label: 'Volkswagen Golf' })

    const tesla = await api(placesApi.carModels, { query: { q: 'tesla model y' } })
    expect(tesla.json.models[0]!.label).toBe('Tesla Model Y')

    const toyota = await api(placesApi.carModels, { query: { q: 'Toy' } })
    expect(toyota.json.models.length).toBeGreaterThan(3)
    expect(toyota.json.models.every((m: { make: string }) => m.make === 'Toyota')).toBe(true)
  })

  it('returns at most 20 models', async () => {
    const res = await api(placesApi.carModels, { query: { q: 'er' } })
    expect(res.status).toBe(200)
    expect(res.json.models.length).toBeLessThanOrEqual(20)
    expect(res.json.models.length).toBeGreaterThan(0)
  })

  it('answers an empty list when nothing matches', async () => {
    const res = await api(placesApi.carModels, { query: { q: 'zzzz' } })
    expect(res.json).toEqual({ models: [] })
  })

  it('answers 422 for fewer than 2 characters or a missing q', async () => {
    const short = await api(placesApi.carModels, { query: { q: 'v' } })
    expect(short.status).toBe(422)
    expect(errorOf(short).issues).toEqual([{ path: 'q', message: 'Skriv mindst 2 tegn.' }])
    const blank = await api(placesApi.carModels, { query: { q: '  x' } })
    expect(blank.status).toBe(422)
    const missing = await api(placesApi.carModels, {})
    expect(missing.status).toBe(422)
    expect(errorOf(missing).issues?.[0]?.path).toBe('q')
  })

  it('is documented in the OpenAPI document', async () => {
    const res = await call('/api/openapi.json')
    expect(Object.keys(res.json.paths)).toEqual(
      expect.arrayContaining(['/postcodes/{zip}', '/regions', '/car-models']),
    )
  })
})
