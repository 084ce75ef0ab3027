import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import { auditLog } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { selectFor } from '../../lib/insert-select'

/**
 * An administrator's decision in the audit log (worker/modules/admin/audit-entries.ts reads it), as a
 * batch item written only when `when` holds (the decision itself happened in the same batch).
 */
export function auditWhen(
  db: Database,
  entry: {
    actorUserId: number
    action: string
    targetType: string
    targetId: number
    details: Record<string, unknown> | null
  },
  when: SQL,
) {
  return db.insert(auditLog).select(
    selectFor(
      auditLog,
      {
        actorUserId: entry.actorUserId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        details: entry.details === null ? null : JSON.stringify(entry.details),
        createdAt: clock.now(),
      },
      sql`WHERE ${when}`,
    ),
  )
}
