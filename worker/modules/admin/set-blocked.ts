import { and, eq } from 'drizzle-orm'
import { accountLifecycle } from '../../../domain/lifecycle/account'
import { sessions, users } from '../../db/schema'
import { audit } from '../../lib/audit'
import type { Database } from '../../lib/db'
import { ApiError, notFound } from '../../lib/errors'
import { apply, commit } from '../../lib/lifecycle'
import { accountSubject } from '../../lib/subjects'

/**
 * Block or unblock an account. Blocking ends every session of the user and is logged with actor and
 * time, all in one batch, through the account lifecycle (worker/lib/lifecycle.ts): a lost race is a
 * 409 with no second entry.
 */
export async function setBlocked(db: Database, actorId: number, targetId: number, blocked: boolean) {
  if (actorId === targetId) throw new ApiError('conflict', { messageKey: 'admin:::errors::blockSelf' })
  const [target] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, targetId))
  if (!target) throw notFound()
  if (target.role === 'admin') throw new ApiError('forbidden', { messageKey: 'admin:::errors::blockAdmin' })
  const transition = apply(db, accountLifecycle, {
    subject: accountSubject,
    transition: blocked ? 'block' : 'unblock',
    by: { role: 'admin', userId: actorId },
    id: targetId,
    conflictMessageKey: blocked ? 'admin:::errors::notActive' : 'admin:::errors::notBlocked',
  })
  // The audit entry and the end of the sessions happen only with the transition: a lost race leaves none.
  await commit(db, transition, [
    audit(
      db,
      {
        actorUserId: actorId,
        action: blocked ? 'user.blocked' : 'user.unblocked',
        targetType: 'user',
        targetId,
      },
      transition.applied,
    ),
    ...(blocked ? [db.delete(sessions).where(and(eq(sessions.userId, targetId), transition.applied))] : []),
  ])
  return { id: targetId, status: transition.to }
}
