import { describe, expect, it } from 'vitest'
import { formatOre, kronerToOre, oreToKroner, parseKroner } from './money'

describe('formatOre', () => {
  it('shows øre as Danish kroner with a non-breaking space before kr.', () => {
    expect(formatOre(1250050)).toBe('12.500,50\u00a0kr.')
    expect(formatOre(123450)).toBe('1.234,50\u00a0kr.')
    expect(formatOre(5)).toBe('0,05\u00a0kr.')
    expect(formatOre(0)).toBe('0,00\u00a0kr.')
  })
})

describe('kroner and øre', () => {
  it('rounds float noise away', () => {
    expect(kronerToOre(0.29)).toBe(29)
    expect(kronerToOre(12500.5)).toBe(1250050)
    expect(oreToKroner(1250050)).toBe(12500.5)
  })
})

describe('parseKroner', () => {
  it('reads what Danes type', () => {
    expect(parseKroner('12.500,50')).toBe(1250050)
    expect(parseKroner('12500,5')).toBe(1250050)
    expect(parseKroner('12 500 kr.')).toBe(1250000)
    expect(parseKroner('12.500,50 kr.')).toBe(1250050)
    expect(parseKroner('250')).toBe(25000)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', 'kr.', '12,505', '12,5,0', 'abc', '1e5'])
      expect(parseKroner(text), text).toBeNull()
  })
})
