import { and, eq, ne } from 'drizzle-orm'
import type { PasswordChangeRequest } from '../../../domain/schemas/account'
import { passwordResets, sessions, users } from '../../db/schema'
import { audit } from '../../lib/audit'
import { batch, type Database } from '../../lib/db'
import { fieldError } from '../../lib/errors'
import { enqueue } from '../../lib/outbox'
import { hashPassword } from '../../lib/password'
import { passwordPolicyIssue } from './account.policy'

/**
 * A new password once the current one checks out (`verifyCurrentPassword`, throttled): re-hash, end
 * every other session (this one stays), forget pending resets, log it, and tell the account's e-mail
 * ("was it not you?"), all in one batch.
 */
export async function changePassword(
  db: Database,
  keepSessionId: string,
  body: PasswordChangeRequest,
  origin: string,
  /** The route's throttled check of the current password; answers the user's row. */
  checkPassword: (password: string) => Promise<typeof users.$inferSelect>,
) {
  const user = await checkPassword(body.currentPassword)
  const userId = user.id
  const issue = passwordPolicyIssue(body.newPassword, { email: user.email, name: user.name })
  if (issue) throw fieldError('newPassword', issue)
  const passwordHash = await hashPassword(body.newPassword)
  const others = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
  await batch(db, [
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
    db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
    audit(db, {
      actorUserId: userId,
      action: 'account.passwordChanged',
      targetType: 'user',
      targetId: userId,
    }),
    ...(user.email
      ? [
          enqueue(db, {
            channel: 'email',
            to: user.email,
            template: 'passwordChanged',
            locale: user.locale,
            payload: { name: user.name, resetLink: `${origin}/glemt-adgangskode` },
          }),
        ]
      : []),
  ])
  return { endedSessions: others.length }
}
