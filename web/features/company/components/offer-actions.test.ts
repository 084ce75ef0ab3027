import { describe, expect, it } from 'vitest'
import type { MyContact } from '../../../../domain/schemas/company-jobs'
import { offerActions } from './offer-actions'

const contact = (state: MyContact['state']): MyContact => ({
  id: 1,
  state,
  invited: false,
  priceOre: null,
  offerText: null,
  appointmentAt: null,
  offeredAt: null,
  dueAt: null,
  callbackRequested: false,
})

describe('offerActions', () => {
  it('offers a first bid on an open job, and again after an invitation, a withdrawal or a lapse', () => {
    expect(offerActions({ takesOffers: true, contact: null })).toEqual({
      offer: true,
      edit: false,
      withdraw: false,
    })
    for (const state of ['invited', 'withdrawn', 'expired'] as const)
      expect(offerActions({ takesOffers: true, contact: contact(state) })).toEqual({
        offer: true,
        edit: false,
        withdraw: false,
      })
  })

  it('edits and withdraws a live offer', () => {
    expect(offerActions({ takesOffers: true, contact: contact('offered') })).toEqual({
      offer: true,
      edit: true,
      withdraw: true,
    })
  })

  it('offers nothing once declined or hired, or on a job that takes no offers', () => {
    expect(offerActions({ takesOffers: true, contact: contact('declined') }).offer).toBe(false)
    expect(offerActions({ takesOffers: true, contact: contact('hired') }).offer).toBe(false)
    expect(offerActions({ takesOffers: false, contact: null }).offer).toBe(false)
    expect(offerActions({ takesOffers: false, contact: contact('offered') })).toEqual({
      offer: false,
      edit: true,
      withdraw: true,
    })
  })
})
