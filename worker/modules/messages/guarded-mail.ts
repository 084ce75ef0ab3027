import { type SQL, sql } from 'drizzle-orm'
import { outbox } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import type { OutboxMessage } from '../../lib/outbox'

/**
 * An outbox row written only when `condition` holds inside the batch (`t.applied` of a transition, or
 * the same condition the message insert checks), so a refused change sends no mail. `enqueue()` writes
 * unconditionally; this is its guarded twin. Same shape as company-jobs' `enqueueWhen` and invitations'
 * `mailWhen`: one of them belongs in worker/lib/outbox.ts.
 */
export function enqueueWhen(db: Database, message: OutboxMessage, condition: SQL) {
  const now = clock.now()
  // Columns in the outbox's order, each named as its column: drizzle inserts a SELECT positionally.
  const row = db
    .select({
      id: sql<null>`null`.as('id'),
      channel: sql<string>`${message.channel}`.as('channel'),
      to: sql<string>`${message.to}`.as('to'),
      template: sql<string>`${message.template}`.as('template'),
      locale: sql<string>`${message.locale}`.as('locale'),
      payload: sql<string>`${JSON.stringify(message.payload)}`.as('payload'),
      status: sql<string>`'pending'`.as('status'),
      attempts: sql<number>`0`.as('attempts'),
      lastError: sql<null>`null`.as('last_error'),
      nextAttemptAt: sql<number>`${now}`.as('next_attempt_at'),
      createdAt: sql<number>`${now}`.as('created_at'),
      sentAt: sql<null>`null`.as('sent_at'),
    })
    .from(sql`(select 1)`)
    .where(condition)
  return db.insert(outbox).select(row)
}
