import { and, asc, eq } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { HistoryLifecycle, TransitionHistory } from '../../domain/schemas/lifecycle-history'
import { lifecycleLog, users } from '../db/schema'
import type { Database } from './db'
import { notFound } from './errors'
import { boundLifecycles } from './subjects'

/**
 * Every transition one row went through, oldest first, with who fired it, and the state it is in now:
 * one read of `lifecycle_log` (every transition writes its row there in the batch that moves the state,
 * worker/lib/lifecycle.ts). A row that does not exist is a 404.
 */
export async function transitionHistory(
  db: Database,
  lifecycle: HistoryLifecycle,
  id: number,
): Promise<TransitionHistory> {
  const { subject } = boundLifecycles[lifecycle]
  const table = subject.table as SQLiteTable & { id: SQLiteColumn }
  const stateColumn = (subject.table as unknown as Record<string, SQLiteColumn>)[
    subject.state
  ] as SQLiteColumn
  const [row] = await db.select({ state: stateColumn }).from(table).where(eq(table.id, id)).limit(1)
  if (!row) throw notFound()
  const entries = await db
    .select({
      transition: lifecycleLog.transition,
      from: lifecycleLog.fromState,
      to: lifecycleLog.toState,
      role: lifecycleLog.actorRole,
      userId: lifecycleLog.actorUserId,
      name: users.name,
      at: lifecycleLog.createdAt,
      version: lifecycleLog.version,
    })
    .from(lifecycleLog)
    .leftJoin(users, eq(users.id, lifecycleLog.actorUserId))
    .where(and(eq(lifecycleLog.lifecycle, lifecycle), eq(lifecycleLog.subjectId, id)))
    .orderBy(asc(lifecycleLog.createdAt), asc(lifecycleLog.id))
  return {
    lifecycle,
    id,
    state: String(row.state),
    entries: entries.map((e) => ({
      transition: e.transition,
      from: e.from,
      to: e.to,
      actor: { role: e.role, userId: e.userId, name: e.name ?? null },
      at: e.at,
      version: e.version,
    })),
  }
}
