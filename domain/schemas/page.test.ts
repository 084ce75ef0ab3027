import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PageNumber } from './page'

describe('PageNumber (the admin lists’ and bookings’ ?page=, the profile’s ?side=)', () => {
  it('is the first page when absent, and the asked one from 1', () => {
    expect(v.parse(PageNumber, undefined)).toBe(1)
    expect(v.parse(PageNumber, '1')).toBe(1)
    expect(v.parse(PageNumber, '12')).toBe(12)
    expect(v.parse(PageNumber, '999999')).toBe(999_999)
  })

  it('refuses anything but a whole number from 1, with one message', () => {
    for (const page of ['0', '01', '-1', '1.5', 'abc', '', '1000000']) {
      const result = v.safeParse(PageNumber, page)
      expect(result.success, page).toBe(false)
      expect(result.issues?.[0]?.message).toBe('common:::errors::page')
    }
  })
})
