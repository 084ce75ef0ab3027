import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CompanySignupRequest, CustomerSignupRequest, Cvr, NewPassword, Phone, ResetCode, Zip } from './auth'

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? null : result.issues[0]?.message
}

describe('Phone', () => {
  it('keeps the 8 digits of a Danish number however it is typed', () => {
    for (const text of ['40 50 60 70', '+45 40506070', '0045-40-50-60-70']) {
      expect(v.parse(Phone, text)).toBe('40506070')
    }
  })

  it('says what is wrong', () => {
    expect(firstMessage(Phone, '')).toBe('auth:::errors::phoneRequired')
    expect(firstMessage(Phone, '123')).toBe('auth:::errors::phoneInvalid')
  })
})

describe('empty required fields say what to type first', () => {
  it('zip, CVR, new password and reset code', () => {
    expect(firstMessage(Zip, '')).toBe('common:::errors::zipRequired')
    expect(firstMessage(Zip, '1')).toBe('common:::errors::zipFormat')
    expect(firstMessage(Cvr, '')).toBe('auth:::errors::cvrRequired')
    expect(firstMessage(NewPassword, '')).toBe('auth:::errors::newPasswordRequired')
    expect(firstMessage(NewPassword, 'kort')).toBe('auth:::errors::passwordTooShort')
    expect(firstMessage(ResetCode, '')).toBe('auth:::errors::codeRequired')
  })

  it('a 1-digit postcode breaks one rule (one error to show)', () => {
    const result = v.safeParse(CustomerSignupRequest, {
      name: 'Ida',
      email: 'ida@example.dk',
      phone: '40506070',
      zip: '1',
      password: 'Solsikke-Tag-2026',
    })
    expect(result.success ? [] : result.issues.map((issue) => v.getDotPath(issue))).toEqual(['zip'])
  })
})

describe('company sign-up', () => {
  it("empty fields ask for the firm's details, not yours", () => {
    const result = v.safeParse(CompanySignupRequest, {
      withCvr: false,
      companyName: 'Tømrer Hansen',
      address: 'Vestergade 1',
      zip: '',
      contactName: '',
      email: '',
      phone: '',
      password: 'Solsikke-Tag-2026',
      categoryIds: [1],
    })
    // The first issue of each field is the one shown.
    const messages: Record<string, string> = {}
    for (const issue of result.success ? [] : result.issues)
      messages[v.getDotPath(issue) ?? ''] ??= issue.message
    expect(messages).toEqual({
      zip: 'auth:::errors::companyZipRequired',
      contactName: 'auth:::errors::contactNameRequired',
      email: 'auth:::errors::companyEmailRequired',
      phone: 'auth:::errors::companyPhoneRequired',
    })
  })
})
