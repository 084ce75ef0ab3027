import { and, desc, eq, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { AuditEntry } from '../../../domain/schemas/admin'
import { auditLog, users } from '../../db/schema'
import type { Database } from '../../lib/db'

const actor = alias(users, 'actor')

/** Audit entries, newest first, with the acting user's name ("who and when"). */
export async function auditEntries(
  db: Database,
  targets: { type: string; id?: string }[] | null,
  limit = 100,
): Promise<AuditEntry[]> {
  const where = targets
    ? or(
        ...targets.map((t) =>
          t.id === undefined
            ? eq(auditLog.targetType, t.type)
            : and(eq(auditLog.targetType, t.type), eq(auditLog.targetId, t.id)),
        ),
      )
    : undefined
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorId: actor.id,
      actorName: actor.name,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
  return rows.map(({ actorId, actorName, ...row }) => ({
    ...row,
    details: row.details ?? null,
    actor: actorId !== null && actorName !== null ? { id: actorId, name: actorName } : null,
  }))
}
