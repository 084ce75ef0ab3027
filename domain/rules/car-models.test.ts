import { describe, expect, it } from 'vitest'
import { carMakes } from '../data/car-models'
import { carModelResultLimit, carModelScore, searchCarModels } from './car-models'

const labels = (q: string) => searchCarModels(carMakes, q).map((h) => h.label)

describe('the car list', () => {
  it('has at least 40 makes, no duplicate make or model', () => {
    expect(carMakes.length).toBeGreaterThanOrEqual(40)
    expect(new Set(carMakes.map((m) => m.make)).size).toBe(carMakes.length)
    for (const { make, models } of carMakes) {
      expect(models.length, make).toBeGreaterThan(0)
      expect(new Set(models).size, make).toBe(models.length)
    }
  })

  it('has the models most common in Denmark', () => {
    const all = carMakes.flatMap((m) => m.models.map((model) => `${m.make} ${model}`))
    for (const car of [
      'Volkswagen Golf',
      'Volkswagen ID.3',
      'Toyota Yaris',
      'Toyota RAV4',
      'Peugeot 208',
      'Peugeot 3008',
      'Skoda Octavia',
      'Skoda Enyaq',
      'Tesla Model 3',
      'Tesla Model Y',
    ]) {
      expect(all).toContain(car)
    }
  })
})

describe('carModelScore', () => {
  it('ranks "make model" prefix over model prefix over word prefixes over substring', () => {
    expect(carModelScore('vw golf', 'Volkswagen', ['VW'], 'Golf')).toBe(5)
    expect(carModelScore('golf', 'Volkswagen', ['VW'], 'Golf')).toBe(4)
    expect(carModelScore('golf volks', 'Volkswagen', ['VW'], 'Golf')).toBe(3)
    expect(carModelScore('olf', 'Volkswagen', ['VW'], 'Golf')).toBe(1)
    expect(carModelScore('xyz', 'Volkswagen', ['VW'], 'Golf')).toBe(0)
    expect(carModelScore(' . ', 'Volkswagen', ['VW'], 'Golf')).toBe(0)
  })
})

describe('searchCarModels', () => {
  it('finds a model by name, case and punctuation aside', () => {
    expect(labels('golf')[0]).toBe('Volkswagen Golf')
    expect(labels('id3')[0]).toBe('Volkswagen ID.3')
    expect(labels('MODEL Y')[0]).toBe('Tesla Model Y')
  })

  it('finds every model of a make, most common first, through aliases too', () => {
    expect(labels('toyota').slice(0, 3)).toEqual(['Toyota Yaris', 'Toyota Corolla', 'Toyota RAV4'])
    expect(labels('vw')[0]).toBe('Volkswagen Golf')
    expect(labels('mercedes c')).toContain('Mercedes-Benz C-Klasse')
  })

  it('folds accents so "citroen" finds Citroën', () => {
    expect(labels('citroen c3')[0]).toBe('Citroën C3')
  })

  it('returns at most 20', () => {
    expect(labels('a').length).toBe(carModelResultLimit)
  })

  it('returns nothing for nonsense', () => {
    expect(labels('qqq')).toEqual([])
  })
})
