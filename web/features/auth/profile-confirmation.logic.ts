import * as v from 'valibot'
import { Email, type ProfileLookupResponse } from '../../../domain/schemas/auth'

export type ProfileKind = 'customer' | 'company'

export interface ConfirmThenSubmitInput<T> {
  /** The e-mail the visitor typed into the pending form. */
  email: string
  as: ProfileKind
  /** Sends the pending form (create job, personalised order …). */
  submit: () => Promise<T>
}

/** What the decision needs from the outside world, injected (the hook passes the real API and modal). */
export interface ProfileConfirmationDeps {
  isLoggedIn: () => boolean
  lookup: (email: string, as: ProfileKind) => Promise<ProfileLookupResponse>
  /**
   * Opens the confirm-profile modal; resolves `true` once the password was accepted (the modal shows
   * wrong-password errors itself), `false` when the visitor cancelled.
   */
  confirm: (request: { email: string; as: ProfileKind; ownerName: string }) => Promise<boolean>
  /** Refetches the caller after a confirmation (the session is now that account's). */
  refreshMe: () => Promise<void>
}

export type ConfirmThenSubmitResult<T> =
  | { outcome: 'submitted'; as: 'member' | 'confirmed' | 'newUser'; value: T }
  | { outcome: 'cancelled' }

/**
 * Spec section 4 ("Order flow"): a logged-in caller submits directly; an anonymous one whose e-mail
 * exists is asked for that account's password first and the form submits on success; an unknown
 * e-mail submits as a new user (the server creates the account and mails a set-password link).
 * An e-mail that is not valid is not looked up: the form submits and its own validation answers.
 */
export async function confirmThenSubmit<T>(
  input: ConfirmThenSubmitInput<T>,
  deps: ProfileConfirmationDeps,
): Promise<ConfirmThenSubmitResult<T>> {
  if (deps.isLoggedIn()) return { outcome: 'submitted', as: 'member', value: await input.submit() }
  const email = v.safeParse(Email, input.email)
  if (!email.success) return { outcome: 'submitted', as: 'newUser', value: await input.submit() }
  const found = await deps.lookup(email.output, input.as)
  if (!found.found) return { outcome: 'submitted', as: 'newUser', value: await input.submit() }
  const confirmed = await deps.confirm({
    email: email.output,
    as: input.as,
    ownerName: found.ownerName ?? '',
  })
  if (!confirmed) return { outcome: 'cancelled' }
  await deps.refreshMe()
  return { outcome: 'submitted', as: 'confirmed', value: await input.submit() }
}
