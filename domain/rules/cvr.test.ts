import { describe, expect, it } from 'vitest'
import { cvrChecksumOk, isCvrFormat, isValidCvr, normalizeCvr } from './cvr'

describe('CVR', () => {
  it('accepts real CVR numbers (modulus 11, weights 2,7,6,5,4,3,2,1)', () => {
    for (const cvr of ['24256790', '54562519', '61056416', '10150817', '36213728']) {
      expect(isValidCvr(cvr)).toBe(true)
    }
  })

  it('rejects a wrong check digit', () => {
    expect(cvrChecksumOk('24256791')).toBe(false)
    expect(isValidCvr('20765920')).toBe(false)
  })

  it('needs exactly 8 digits, not starting with 0', () => {
    expect(isCvrFormat('1234567')).toBe(false)
    expect(isCvrFormat('123456789')).toBe(false)
    expect(isCvrFormat('1234567a')).toBe(false)
    expect(isCvrFormat('01234567')).toBe(false)
    expect(isValidCvr(12345678)).toBe(false)
  })

  it('normalizes DK prefixes and spaces', () => {
    expect(normalizeCvr('DK 24 25 67 90')).toBe('24256790')
    expect(normalizeCvr('24-25-67-90')).toBe('24256790')
  })
})
