import { and, eq, ne } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { AccountUpdateRequest } from '../../../domain/schemas/account'
import { passwordResets, sessions, users } from '../../db/schema'
import { audit } from '../../lib/audit'
import { batch, type Database } from '../../lib/db'
import { ApiError, fieldError } from '../../lib/errors'
import { postcode } from '../places/places.service'
import { accountProfile, userRow } from './account-profile'
import { emailTaken, requestEmailChange } from './email-change'

type Write = BatchItem<'sqlite'>

/** `+45 12 34 56 78` → `+4512345678`: a changed phone is stored without spaces. */
const storedPhone = (phone: string) => (phone === '' ? null : phone.replace(/\s+/g, ''))
/** The number itself: sign-up keeps what was typed, so `12 34 56 78`, `12345678` and `+4512345678` are one. */
const phoneNumber = (phone: string | null) => (phone ?? '').replace(/\s+/g, '').replace(/^\+45/, '')

/**
 * PATCH: only the fields sent change, in one batch after every check. A new phone (the SMS reset factor)
 * or e-mail needs the current password (a stolen session alone must not become a permanent takeover). A
 * new phone applies at once and ends every other session; a new e-mail must be free (a generic 409 that
 * does not say whose it is) and is only mailed a confirmation link (`email-change.ts`).
 */
export async function updateAccount(
  db: Database,
  userId: number,
  keepSessionId: string,
  body: AccountUpdateRequest,
  origin: string,
  /** The route's throttled check (`verifyCurrentPassword`): a field error or 429 when it fails. */
  checkPassword: (password: string | undefined) => Promise<unknown>,
  /** Counts a confirmation mail to `email` (throttle.ts `emailChangeUser`/`emailChangeAddress`): 429 over the limit. */
  countConfirmation: (email: string) => Promise<unknown>,
) {
  const current = await userRow(db, userId)
  const changes: Partial<typeof users.$inferInsert> = {}
  if (body.name !== undefined) changes.name = body.name
  if (body.zip !== undefined) {
    if (body.zip !== '' && !postcode(body.zip)) throw fieldError('zip', 'common:::errors::zipUnknown')
    changes.zip = body.zip === '' ? null : body.zip
  }
  if (body.locale !== undefined) changes.locale = body.locale
  const phoneChanged = body.phone !== undefined && phoneNumber(body.phone) !== phoneNumber(current.phone)
  const emailChanged = body.email !== undefined && body.email !== current.email
  if (phoneChanged || emailChanged) {
    await checkPassword(body.currentPassword)
  }
  if (phoneChanged && body.phone !== undefined) changes.phone = storedPhone(body.phone)
  if (emailChanged && body.email !== undefined && (await emailTaken(db, userId, body.email))) {
    throw new ApiError('conflict', { messageKey: 'account:::errors::emailUnavailable' })
  }
  // Counted before anything is written, so a refused request changes nothing at all.
  if (emailChanged && body.email !== undefined) await countConfirmation(body.email)
  const logged = (action: string) =>
    audit(db, { actorUserId: userId, action, targetType: 'user', targetId: userId })
  const writes: Write[] = [
    ...(Object.keys(changes).length > 0 ? [db.update(users).set(changes).where(eq(users.id, userId))] : []),
    ...(phoneChanged
      ? [
          logged('account.phoneChanged'),
          db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
          // A reset whose code went to the old number must not work any more.
          db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
        ]
      : []),
    ...(emailChanged && body.email !== undefined
      ? [
          logged('account.emailChangeRequested'),
          ...requestEmailChange(
            db,
            { id: userId, name: changes.name ?? current.name, locale: changes.locale ?? current.locale },
            body.email,
            origin,
          ),
        ]
      : []),
  ]
  if (writes.length > 0) await batch(db, writes)
  // The saved profile, and whether a confirmation mail waits to be sent.
  return { profile: await accountProfile(db, userId), emailRequested: emailChanged }
}
