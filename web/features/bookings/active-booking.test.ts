import { describe, expect, it } from 'vitest'
import { bookingIdOfPath } from './active-booking'
import { searchToRun } from './search'

describe('bookingIdOfPath', () => {
  it('reads the id of any path containing /bookings/{id}', () => {
    expect(bookingIdOfPath('/firma/bookings/42')).toBe(42)
    expect(bookingIdOfPath('/firma/bookings/42/')).toBe(42)
    expect(bookingIdOfPath('/x/bookings/7/beskeder')).toBe(7)
    expect(bookingIdOfPath('/firma/bookings/')).toBeNull()
    expect(bookingIdOfPath('/firma/bookings/4x')).toBeNull()
    expect(bookingIdOfPath('/firma/opgaver/dine-vundne-opgaver')).toBeNull()
  })
})

describe('searchToRun', () => {
  it('runs from 3 characters or when emptied; 1–2 characters wait', () => {
    expect(searchToRun('')).toBe('')
    expect(searchToRun('   ')).toBe('')
    expect(searchToRun('ta')).toBeNull()
    expect(searchToRun(' tag ')).toBe('tag')
    expect(searchToRun('ø')).toBeNull()
  })
})
