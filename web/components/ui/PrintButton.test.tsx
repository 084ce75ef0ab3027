import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printDelayMs } from '../../../domain/rules/limits'
import { printSoon } from './PrintButton'

describe('printSoon', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens the print dialog 250 ms after the press (spec section 9), not before', () => {
    expect(printDelayMs).toBe(250)
    const print = vi.fn()
    printSoon(print)
    vi.advanceTimersByTime(249)
    expect(print).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(print).toHaveBeenCalledOnce()
  })
})
