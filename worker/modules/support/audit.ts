import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import { auditLog } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'

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
  // Every column in the table's order: drizzle inserts a SELECT positionally.
  return db.insert(auditLog).select(sql`
    SELECT NULL, ${entry.actorUserId}, ${entry.action}, ${entry.targetType}, ${String(entry.targetId)},
      ${entry.details === null ? null : JSON.stringify(entry.details)}, ${clock.now()}
    WHERE ${when}`)
}
