import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type { AuditEntry } from '../../../domain/schemas/admin'
import { auditLog } from '../../db/schema'
import type { Database } from '../../lib/db'

/**
 * Which entries: every one of a type, one object (`id`), or the objects a sub-select finds (`ids`, a
 * SELECT of their ids as text: a company's contacts, say).
 */
export interface AuditTarget {
  type: string
  id?: string
  ids?: SQL
}

const targetWhere = (t: AuditTarget) =>
  t.ids !== undefined
    ? and(eq(auditLog.targetType, t.type), sql`${auditLog.targetId} IN (${t.ids})`)
    : t.id === undefined
      ? eq(auditLog.targetType, t.type)
      : and(eq(auditLog.targetType, t.type), eq(auditLog.targetId, t.id))

/**
 * Audit entries, newest first, with the acting user's name ("who and when") as stored when the entry was
 * written (worker/lib/audit.ts, decision 023): never today's name from `users`.
 */
export async function auditEntries(
  db: Database,
  targets: AuditTarget[] | null,
  limit = 100,
): Promise<AuditEntry[]> {
  const where = targets ? or(...targets.map(targetWhere)) : undefined
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
