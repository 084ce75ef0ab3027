import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AccountUpdateRequest } from './account'
import { CompanySignupRequest, CustomerSignupRequest } from './auth'
import { cleanLine, cleanParagraphs, isBlank, paragraphText, personName, plainText } from './text'

const parse = (value: unknown) => v.safeParse(personName, value)

describe('plainText / personName', () => {
  it('keeps an ordinary Danish name, emoji and joined emoji as typed', () => {
    expect(parse('  Søren Ærø-Åberg ').output).toBe('Søren Ærø-Åberg')
    expect(parse('Mette 👩‍🔧 Larsen').output).toBe('Mette 👩‍🔧 Larsen')
  })

  it('turns CR, LF, tab and other controls into one space (nothing reaches a Subject line)', () => {
    expect(cleanLine('Firma\r\nBcc: x@evil.example')).toBe('Firma Bcc: x@evil.example')
    expect(cleanLine('A\tB\u0000C\u007fD\u0085E\u2028F')).toBe('A B C D E F')
  })

  it('drops bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)', () => {
    const spoof = 'Hansen \u202Egpj.exe\u202C ApS \u2066x\u2067y\u2068z\u2069'
    expect(cleanLine(spoof)).toBe('Hansen gpj.exe ApS xyz')
    expect(parse('\u202Dnavn\u202A').output).toBe('navn')
  })

  it('refuses white space only and zero-width only names with the required message', () => {
    for (const blank of ['', '   ', '\u200b\u200c\u200d', '\ufeff \u2060', '\u202e\u202c', '\r\n\t']) {
      const result = parse(blank)
      expect(result.success, JSON.stringify(blank)).toBe(false)
      expect(result.issues?.[0]?.message).toBe('auth:::errors::nameRequired')
    }
    expect(isBlank('a\u200b')).toBe(false)
  })

  it('counts the length after cleaning and says "too long" past it', () => {
    const schema = plainText(5, 'x:::required')
    expect(v.safeParse(schema, ' æøå  ab ').output).toBe('æøå ab')
    expect(v.safeParse(schema, 'abcdef').issues?.[0]?.message).toBe('common:::errors::tooLong')
    expect(v.safeParse(schema, 42).issues?.[0]?.message).toBe('x:::required')
  })

  it('is the pipe of every name-like field: person name, company name, address', () => {
    const signup = {
      withCvr: false,
      companyName: 'Hansen\r\nApS\u202e',
      address: '\u2066Vej 1\u2069',
      zip: '8000',
      contactName: 'Ole\nHansen',
      email: 'a@b.dk',
      phone: '12345678',
      password: 'Lang-kode-123',
      categoryIds: [1],
    }
    const company = v.safeParse(CompanySignupRequest, signup)
    expect(company.output).toMatchObject({
      companyName: 'Hansen ApS',
      address: 'Vej 1',
      contactName: 'Ole Hansen',
    })
    const zeroWidth = v.safeParse(CompanySignupRequest, { ...signup, companyName: '\u200b' })
    expect(zeroWidth.issues?.[0]?.message).toBe('auth:::errors::companyNameRequired')
    const person = v.safeParse(CustomerSignupRequest, {
      name: '\u200b \u200b',
      email: 'a@b.dk',
      phone: '12345678',
      zip: '8000',
      password: 'Lang-kode-123',
    })
    expect(person.issues?.[0]?.message).toBe('auth:::errors::nameRequired')
    expect(v.safeParse(AccountUpdateRequest, { name: 'Ny\u202e navn' }).output).toEqual({ name: 'Ny navn' })
  })
})

describe('paragraphText', () => {
  const schema = paragraphText(12, 'x:::required')

  it('keeps line breaks and tabs, makes CRLF a line break, drops other controls and bidi overrides', () => {
    expect(cleanParagraphs('  Hej\r\n\tda\u0000\u202e!\u2066 ')).toBe('Hej\n\tda!')
    expect(v.safeParse(schema, 'a\r\nb').output).toBe('a\nb')
  })

  it('refuses blank text with the required message and counts the length after cleaning', () => {
    expect(v.safeParse(schema, '\n\u200b ').issues?.[0]?.message).toBe('x:::required')
    expect(v.safeParse(schema, ` ${'a'.repeat(12)} `).success).toBe(true)
    expect(v.safeParse(schema, 'a'.repeat(13)).issues?.[0]?.message).toBe('common:::errors::tooLong')
  })
})
