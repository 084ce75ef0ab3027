import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors, schemaIssues } from '../../../components/form/form.logic'
import {
  contactDetailsForm,
  EmailChangeForm,
  isNewPhone,
  PasswordChangeForm,
  passwordFailure,
} from './account-forms'

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(schemaIssues(result.issues), (m) => m)
}

describe('account forms', () => {
  it('a 1-digit postcode is one error on the zip, an empty one clears it', () => {
    const form = contactDetailsForm(null)
    expect(errorsOf(form, { name: 'Karen', phone: '', zip: '1' })).toEqual({
      zip: 'common:::errors::zipFormat',
    })
    expect(errorsOf(form, { name: 'Karen', phone: '', zip: '' })).toEqual({})
  })

  it('a new phone needs the current password, the same number spelled otherwise does not', () => {
    const form = contactDetailsForm('12345678')
    expect(errorsOf(form, { name: 'Karen', phone: '12 34 56 78', zip: '8000' })).toEqual({})
    expect(errorsOf(form, { name: 'Karen', phone: '87 65 43 21', zip: '8000' })).toEqual({
      currentPassword: 'account:::errors::currentPasswordRequired',
    })
    expect(
      errorsOf(form, { name: 'Karen', phone: '87654321', zip: '8000', currentPassword: 'hemmelig' }),
    ).toEqual({})
    // A wrong number is the phone's one error; the password is asked for once the number is right.
    expect(errorsOf(form, { name: 'Karen', phone: '123', zip: '8000' })).toEqual({
      phone: 'auth:::errors::phoneInvalid',
    })
  })

  it('asks for the current password by name, and for a repeat that matches', () => {
    expect(errorsOf(EmailChangeForm, { email: 'ny@example.dk', currentPassword: '' })).toEqual({
      currentPassword: 'account:::errors::currentPasswordRequired',
    })
    expect(
      errorsOf(PasswordChangeForm, {
        currentPassword: 'x',
        newPassword: 'lang-nok-kode',
        repeatPassword: 'y',
      }),
    ).toEqual({ repeatPassword: 'account:::account::mismatch' })
    expect(
      errorsOf(PasswordChangeForm, { currentPassword: 'x', newPassword: 'kort', repeatPassword: 'y' }),
    ).toEqual({
      newPassword: 'auth:::errors::passwordTooShort',
      repeatPassword: 'account:::account::mismatch',
    })
  })

  it('a phone is new only when the number differs, however it is spelled', () => {
    expect(isNewPhone('12 34 56 78', '12345678')).toBe(false)
    expect(isNewPhone('+45 12-34-56-78', '+4512345678')).toBe(false)
    expect(isNewPhone('', null)).toBe(false)
    expect(isNewPhone('87654321', '12345678')).toBe(true)
    expect(isNewPhone('', '12345678')).toBe(true)
    expect(isNewPhone('123', '12345678')).toBe(true)
  })
})

describe('passwordFailure', () => {
  const generic = 'Nogle felter er ikke udfyldt korrekt.'
  it('says the password is wrong in the summary when the server marks it', () => {
    const failure = { fields: { password: 'Adgangskoden er forkert.' }, message: generic }
    expect(passwordFailure('password', generic)(failure)).toEqual({
      fields: { password: 'Adgangskoden er forkert.' },
      message: 'Adgangskoden er forkert.',
    })
  })

  it('leaves any other failure as it is', () => {
    const failure = { fields: { email: 'E-mailen er i brug.' }, message: generic }
    expect(passwordFailure('currentPassword', generic)(failure)).toBe(failure)
    const two = {
      fields: { currentPassword: 'Skriv din nuværende adgangskode.', newPassword: 'For kort.' },
      message: 'Tjek de markerede felter.',
    }
    expect(passwordFailure('currentPassword', generic)(two)).toBe(two)
    // The form's own 'required' (not the server's 422) keeps its summary.
    const own = {
      fields: { currentPassword: 'Skriv din nuværende adgangskode.' },
      message: 'Tjek de markerede felter.',
    }
    expect(passwordFailure('currentPassword', generic)(own)).toBe(own)
  })
})
