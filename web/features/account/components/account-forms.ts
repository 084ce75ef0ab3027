import * as v from 'valibot'
import { normalizeDanishPhone } from '../../../../domain/rules/phone'
import { AccountUpdateRequest } from '../../../../domain/schemas/account'
import { Email, NewPassword } from '../../../../domain/schemas/auth'
import type { Failure } from '../../../components/form/use-form'

/**
 * The account pages' forms: the API's schemas (`domain/schemas/account.ts`) with what the page asks
 * before sending. The password that confirms a change is named as such when it is missing ("Skriv din
 * nuværende adgangskode.", not the log-in form's "Skriv din adgangskode.").
 */
const currentPasswordRequired = 'account:::errors::currentPasswordRequired'
const CurrentPassword = v.pipe(
  v.string(currentPasswordRequired),
  v.nonEmpty(currentPasswordRequired),
  v.maxLength(128),
)

/**
 * Name, phone and zip, as stored they are `storedPhone`: a new phone (the SMS reset factor) also needs
 * the current password (the server insists too).
 */
export function contactDetailsForm(storedPhone: string | null) {
  return v.pipe(
    v.object({ ...AccountUpdateRequest.entries, currentPassword: v.optional(v.string()) }),
    v.forward(
      v.partialCheck(
        [['phone'], ['currentPassword']],
        (input) => !isNewPhone(input.phone ?? '', storedPhone) || Boolean(input.currentPassword),
        currentPasswordRequired,
      ),
      ['currentPassword'],
    ),
  )
}

/** A new e-mail: both fields required (the API's PATCH takes each field as optional). */
export const EmailChangeForm = v.object({ email: Email, currentPassword: CurrentPassword })

/** The password change with its repeat, which must match before anything is sent. */
export const PasswordChangeForm = v.pipe(
  v.object({ currentPassword: CurrentPassword, newPassword: NewPassword, repeatPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['repeatPassword']],
      (input) => input.newPassword === input.repeatPassword,
      'account:::account::mismatch',
    ),
    ['repeatPassword'],
  ),
)

/**
 * True when `typed` is another number than the stored one, as the server compares them: `12 34 56 78`,
 * `12345678` and `+45 12345678` are one number. An unreadable number counts as new (the schema says
 * what is wrong with it); clearing a stored number is a change too.
 */
export function isNewPhone(typed: string, stored: string | null): boolean {
  const before = stored ? (normalizeDanishPhone(stored) ?? stored) : ''
  const after = typed.trim() === '' ? '' : (normalizeDanishPhone(typed) ?? typed)
  return after !== before
}

/**
 * A form confirmed with the password: when the server refuses only the password ('Adgangskoden er
 * forkert.'), the summary says that instead of the 422's `generic` 'Nogle felter er ikke udfyldt
 * korrekt.'; the field keeps its own error (the e-mail change, the password change, the deletion).
 */
export function passwordFailure(field: string, generic: string) {
  return (failure: Failure): Failure => {
    const wrong = failure.fields[field]
    const only = wrong !== undefined && Object.keys(failure.fields).length === 1
    return only && failure.message === generic ? { ...failure, message: wrong } : failure
  }
}
