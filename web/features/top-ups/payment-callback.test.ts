import { describe, expect, it } from 'vitest'
import { paymentCallbackJob } from './payment-callback'

describe('payment-callback cookie', () => {
  it('reads the job id among other cookies, and nothing else', () => {
    expect(paymentCallbackJob('lang=da-DK; payment-callback=42; x=1')).toBe(42)
    expect(paymentCallbackJob('payment-callback=42')).toBe(42)
    expect(paymentCallbackJob('lang=da-DK')).toBeNull()
    expect(paymentCallbackJob('payment-callback=')).toBeNull()
    expect(paymentCallbackJob('payment-callback=42abc')).toBeNull()
    expect(paymentCallbackJob('xpayment-callback=42')).toBeNull()
  })
})
