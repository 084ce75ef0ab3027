import { describe, expect, it } from 'vitest'
import { showModalFor } from './show-modal'

describe('showModalFor', () => {
  it('opens the named job only', () => {
    expect(showModalFor('?showmodal=1&jobid=12', 12)).toBe(true)
    expect(showModalFor('?jobid=12&showmodal', 12)).toBe(true)
    expect(showModalFor('?showmodal=1&jobid=12', 13)).toBe(false)
    expect(showModalFor('?showmodal=1', 12)).toBe(false)
    expect(showModalFor('?jobid=12', 12)).toBe(false)
  })
})
