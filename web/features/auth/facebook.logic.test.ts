import { describe, expect, it } from 'vitest'
import { facebookPollMs, facebookStep } from './facebook.logic'

describe('facebookStep', () => {
  it('refresh ends the flow (refetch me, reload)', () => {
    expect(facebookStep('refresh', true)).toEqual({ kind: 'done' })
    expect(facebookStep('refresh', false)).toEqual({ kind: 'done' })
  })
  it('pending polls again after 2 s while the popup is open', () => {
    expect(facebookPollMs).toBe(2000)
    expect(facebookStep('pending', true)).toEqual({ kind: 'poll', afterMs: 2000 })
  })
  it('pending with a closed popup stops quietly', () => {
    expect(facebookStep('pending', false)).toEqual({ kind: 'stop' })
    expect(facebookStep(null, false)).toEqual({ kind: 'stop' })
  })
  it('a failed request is retried while the popup is open', () => {
    expect(facebookStep(null, true)).toEqual({ kind: 'poll', afterMs: 2000 })
  })
  it('needs_email asks for an e-mail, error is an error', () => {
    expect(facebookStep('needs_email', true)).toEqual({ kind: 'needsEmail' })
    expect(facebookStep('error', true)).toEqual({ kind: 'error' })
  })
  it('a no at Facebook is a cancel, not an error, whether or not the popup is still open', () => {
    expect(facebookStep('cancelled', true)).toEqual({ kind: 'cancelled' })
    expect(facebookStep('cancelled', false)).toEqual({ kind: 'cancelled' })
  })
})
