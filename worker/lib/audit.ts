import { eq, type SQL, sql } from 'drizzle-orm'
import { erasedName } from '../../domain/schemas/account'
import { auditLog } from '../db/schema'
import { clock } from './clock'
import type { Database } from './db'
import { selectFor } from './insert-select'

/** Who did what to which object (worker/modules/admin/audit-entries.ts reads it). */
export interface AuditInput {
  /** The acting account (a number, or SQL that finds it in the same batch); null for the system. */
  actorUserId: number | SQL | null
  action: string
  targetType: string
  targetId: number | string | SQL
  details?: Record<string, unknown> | null
}

/**
 * The one way to write an audit entry (decision 023): a batch item that stores, in the same INSERT, the
 * actor's name as it is at that moment, so a later rename never rewrites the entry; only the erasure
 * (`scrubAuditActor`) changes it. With `when`, the entry is written only if it holds (the decision it
 * records happened in the same batch).
 */
export function audit(db: Database, entry: AuditInput, when?: SQL) {
  const actor = entry.actorUserId
  const targetId =
    typeof entry.targetId === 'number'
      ? String(entry.targetId)
      : typeof entry.targetId === 'string'
        ? entry.targetId
        : sql`cast(cast(${entry.targetId} as integer) as text)`
  return db.insert(auditLog).select(
    selectFor(
      auditLog,
      {
        actorUserId: actor,
        actorName:
          actor === null
            ? null
            : sql`(SELECT audit_actor.name FROM users audit_actor WHERE audit_actor.id = ${actor})`,
        action: entry.action,
        targetType: entry.targetType,
        targetId,
        details: entry.details == null ? null : JSON.stringify(entry.details),
        createdAt: clock.now(),
      },
      when ? sql`WHERE ${when}` : sql``,
    ),
  )
}

/** The erasure's scrub: the person's own entries keep who acted (the id) but no longer their name. */
export const scrubAuditActor = (db: Database, userId: number) =>
  db.update(auditLog).set({ actorName: erasedName }).where(eq(auditLog.actorUserId, userId))
