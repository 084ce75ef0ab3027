import { type SQL, sql } from 'drizzle-orm'
import { lifecycleLog, outbox } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import type { OutboxMessage } from '../../lib/outbox'

/**
 * An outbox row written only if `logRows` (a transition's `appliedRows`, narrowed to one subject)
 * finds its log row in the same batch: a refused transition mails nobody. `enqueue` writes
 * unconditionally; this is its guarded twin, one INSERT … SELECT … FROM lifecycle_log LIMIT 1.
 */
export function mailWhen(db: Database, message: OutboxMessage, logRows: SQL) {
  const now = clock.now()
  // Columns in outbox's order, each named as its column: drizzle inserts a SELECT positionally.
  const row = db
    .select({
      id: sql<null>`null`.as('id'),
      channel: sql<OutboxMessage['channel']>`${message.channel}`.as('channel'),
      to: sql<string>`${message.to}`.as('to'),
      template: sql<string>`${message.template}`.as('template'),
      locale: sql<OutboxMessage['locale']>`${message.locale}`.as('locale'),
      payload: sql<string>`${JSON.stringify(message.payload)}`.as('payload'),
      status: sql<'pending'>`'pending'`.as('status'),
      attempts: sql<number>`0`.as('attempts'),
      lastError: sql<null>`null`.as('last_error'),
      nextAttemptAt: sql<number>`${now}`.as('next_attempt_at'),
      createdAt: sql<number>`${now}`.as('created_at'),
      sentAt: sql<null>`null`.as('sent_at'),
    })
    .from(lifecycleLog)
    .where(logRows)
    .limit(1)
  return db.insert(outbox).select(row)
}
