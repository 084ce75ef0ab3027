import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { emailChanges, passwordResets, sessions, users } from '../../db/schema'
import { audit } from '../../lib/audit'
import { clock } from '../../lib/clock'
import { type Database, isUniqueViolation } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { enqueue } from '../../lib/outbox'
import { hashToken, randomToken } from '../../lib/tokens'

/**
 * A new e-mail (issue 6, medium 5) is only a claim until its owner opens the link we mail to it: the
 * session alone (a stolen one) cannot move the account to another address. The link is single use,
 * expires, works only for the user who asked, and only its SHA-256 is stored. Applying it tells the old
 * address and ends every other session.
 */
export const emailChangeSeconds = 24 * 60 * 60
export const emailChangeLink = (origin: string, token: string) =>
  `${origin}/bruger/bekraeft-email?token=${token}`

const emailUnavailable = () => new ApiError('conflict', { messageKey: 'account:::errors::emailUnavailable' })

/** True when another account already uses `email`. */
export async function emailTaken(db: Database, userId: number, email: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
  return Boolean(taken)
}

/** The newest pending (unused, unexpired) new e-mail of a user, or null. */
export async function pendingEmail(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, clock.now()),
      ),
    )
    .orderBy(emailChanges.createdAt)
    .limit(1)
  return row?.newEmail ?? null
}

/**
 * The writes that ask for `newEmail`: earlier requests of the user (and expired ones) go, a new link is
 * stored hashed and mailed to the new address. For the caller's `db.batch`.
 */
export function requestEmailChange(
  db: Database,
  user: { id: number; name: string; locale: Locale },
  newEmail: string,
  origin: string,
) {
  const token = randomToken()
  const now = clock.now()
  return [
    db.delete(emailChanges).where(or(eq(emailChanges.userId, user.id), lt(emailChanges.expiresAt, now))),
    db.insert(emailChanges).values({
      id: hashToken(token),
      userId: user.id,
      newEmail,
      expiresAt: now + emailChangeSeconds,
      createdAt: now,
    }),
    enqueue(db, {
      channel: 'email',
      to: newEmail,
      template: 'emailChangeConfirm',
      locale: user.locale,
      payload: { name: user.name, link: emailChangeLink(origin, token) },
    }),
  ]
}

const linkCodes = {
  Invalid: 'email_link_invalid',
  Used: 'email_link_used',
  Expired: 'email_link_expired',
} as const
const invalidLink = (key: keyof typeof linkCodes) => new ApiError(linkCodes[key])

/**
 * Opens the link once, for its own user only (anyone else's link is "invalid" and changes nothing):
 * claims it with one conditional update, then in one batch sets the e-mail, ends every other session,
 * drops pending password resets (they went to the old address), logs it and tells the old address
 * (with the way to reach us: a password reset would now go to the new one).
 */
export async function confirmEmailChange(
  db: Database,
  userId: number,
  keepSessionId: string,
  token: string,
  origin: string,
) {
  const id = hashToken(token)
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.id, id), eq(emailChanges.userId, userId)))
  if (!row) throw invalidLink('Invalid')
  if (row.usedAt !== null) throw invalidLink('Used')
  if (row.expiresAt <= clock.now()) throw invalidLink('Expired')
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError('unauthenticated')
  if (await emailTaken(db, userId, row.newEmail)) throw emailUnavailable()
  const claimed = await db
    .update(emailChanges)
    .set({ usedAt: clock.now() })
    .where(and(eq(emailChanges.id, id), eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
    .returning({ id: emailChanges.id })
  if (claimed.length === 0) throw invalidLink('Used')
  try {
    await db.batch([
      db.update(users).set({ email: row.newEmail }).where(eq(users.id, userId)),
      db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
      db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
      db.delete(emailChanges).where(and(eq(emailChanges.userId, userId), ne(emailChanges.id, id))),
      audit(db, {
        actorUserId: userId,
        action: 'account.emailChanged',
        targetType: 'user',
        targetId: userId,
      }),
      ...(user.email && user.email !== row.newEmail
        ? [
            // "Was it not you?" to the address the account leaves.
            enqueue(db, {
              channel: 'email',
              to: user.email,
              template: 'emailChanged',
              locale: user.locale,
              payload: { name: user.name, newEmail: row.newEmail, contactLink: `${origin}/kontakt` },
            }),
          ]
        : []),
    ])
  } catch (error) {
    if (isUniqueViolation(error)) throw emailUnavailable()
    throw error
  }
}
