import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PeriodForm, periodInput, periodSearch } from './period-search'

describe('transactions period', () => {
  it('reads only well-formed days from the address', () => {
    expect(periodSearch({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    })
    expect(periodSearch({ from: '1.1.2026', to: 20260131 })).toEqual({})
  })

  it('refuses an end before the start, on the end field', () => {
    const bad = v.safeParse(PeriodForm, periodInput({ from: '2026-02-01', to: '2026-01-01' }))
    expect(bad.success).toBe(false)
    expect(bad.issues?.[0]?.path?.[0]?.key).toBe('to')
    expect(v.safeParse(PeriodForm, periodInput({ from: '2026-01-01', to: '' })).success).toBe(true)
    expect(periodInput({ from: '', to: '' })).toEqual({})
  })
})
