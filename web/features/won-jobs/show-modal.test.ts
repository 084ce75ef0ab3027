import { describe, expect, it } from 'vitest'
import { showModalFor } from './show-modal'

const won = { jobId: 12, contactId: 40 }
const at = (pathname: string, search: string) => showModalFor({ pathname, search }, won)

describe('showModalFor', () => {
  it('opens the job ?jobid= names, only with ?showmodal', () => {
    expect(at('/firma/opgaver', '?showmodal=1&jobid=12')).toBe(true)
    expect(at('/firma/opgaver', '?jobid=12&showmodal')).toBe(true)
    expect(at('/firma/opgaver', '?showmodal=1&jobid=13')).toBe(false)
    expect(at('/firma/opgaver', '?showmodal=1')).toBe(false)
    expect(at('/firma/opgaver', '?jobid=12')).toBe(false)
  })

  it("opens on the booking's own page", () => {
    expect(at('/firma/bookings/40', '?showmodal=1')).toBe(true)
    expect(at('/firma/opgaver/dine-vundne-opgaver/bookings/40', '?showmodal')).toBe(true)
    expect(at('/firma/bookings/41', '?showmodal=1&jobid=12')).toBe(false)
    expect(at('/firma/bookings/40', '')).toBe(false)
  })
})
