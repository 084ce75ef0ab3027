import { describe, expect, it } from 'vitest'
import { commonPasswords, passwordProblem } from './password-policy'

describe('password policy', () => {
  it('blocks common passwords, Danish ones too, case-insensitively', () => {
    for (const pw of [
      'sommer2024',
      'Sommer2024',
      'qwerty123',
      'password1',
      '12345678',
      'kodeord1',
      'Danmark123',
    ]) {
      expect(passwordProblem(pw)).toBe('auth:::errors::passwordCommon')
    }
  })

  it('has around 200 entries', () => {
    expect(commonPasswords.size).toBeGreaterThanOrEqual(200)
  })

  it('needs at least 8 characters', () => {
    expect(passwordProblem('kort1')).toBe('auth:::errors::passwordTooShort')
  })

  it('blocks one repeated character and the e-mail itself', () => {
    expect(passwordProblem('zzzzzzzzzz')).toBe('auth:::errors::passwordCommon')
    expect(passwordProblem('mette.hansen', { email: 'mette.hansen@example.dk' })).toBe(
      'auth:::errors::passwordCommon',
    )
  })

  it('accepts a reasonable password', () => {
    expect(passwordProblem('Blå-hest-på-taget-9')).toBeNull()
    expect(passwordProblem('korrekt hest batteri')).toBeNull()
  })
})
