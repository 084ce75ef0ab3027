import * as v from 'valibot'

/**
 * A company's offer on a job as both sides see it, null until it has offered: the price in øre (VAT
 * included), its text, the appointment it proposes (if any) and when it was given.
 */
export const OfferFields = v.object({
  priceOre: v.nullable(v.number()),
  offerText: v.nullable(v.string()),
  appointmentAt: v.nullable(v.number()),
  offeredAt: v.nullable(v.number()),
})
