import { and, desc, eq, or } from 'drizzle-orm'
import type { AuditEntry } from '../../../domain/schemas/admin'
import { auditLog } from '../../db/schema'
import type { Database } from '../../lib/db'

/**
 * Audit entries, newest first, with the acting user's name ("who and when") as stored when the entry was
 * written (worker/lib/audit.ts, decision 023): never today's name from `users`.
 */
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
      actorId: auditLog.actorUserId,
      actorName: auditLog.actorName,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
  return rows.map(({ actorId, actorName, ...row }) => ({
    ...row,
    details: row.details ?? null,
    actor: actorId !== null && actorName !== null ? { id: actorId, name: actorName } : null,
  }))
}
