import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { maxPriceOre } from '../rules/price-da'
import { OfferRequest } from './company-jobs'
import { PriceListItemInput } from './company-profile'

// Spec section 9: a price is at most 999.999.999 kr. and 99 øre, wherever a company types one. The
// completed job's price (a Danish text, domain/rules/price-da.ts) is held to the same bound.
describe('the largest price a company may type', () => {
  const offer = (priceOre: number) =>
    v.safeParse(OfferRequest, { priceOre, text: 'Vi kan komme i næste uge.' })
  const line = (amountOre: number) =>
    v.safeParse(PriceListItemInput, { name: 'Timepris', unit: 'time', amountOre })

  it('is 999.999.999,99 kr.', () => {
    expect(maxPriceOre).toBe(99_999_999_999)
  })

  it('holds for an offer: to the øre, and not one øre more', () => {
    expect(offer(maxPriceOre).success).toBe(true)
    expect(offer(maxPriceOre + 1).success).toBe(false)
  })

  it('holds for a price-list line: to the øre, and not one øre more', () => {
    expect(line(maxPriceOre).success).toBe(true)
    expect(line(maxPriceOre + 1).success).toBe(false)
  })
})
