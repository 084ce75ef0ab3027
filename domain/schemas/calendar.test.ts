import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { JobSms } from './calendar'

const start = Date.UTC(2026, 11, 3, 7, 0) / 1000

describe('JobSms (send_sms_button)', () => {
  it('takes an end after the start', () => {
    expect(v.safeParse(JobSms, { startDate: start, endDate: start + 60 }).success).toBe(true)
  })

  it('refuses an end equal to or before the start, on the end field', () => {
    for (const endDate of [start, start - 60]) {
      const result = v.safeParse(JobSms, { startDate: start, endDate })
      expect(result.success).toBe(false)
      expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
        ['endDate', 'calendar:::errors::endAfterStart'],
      ])
    }
  })
})
