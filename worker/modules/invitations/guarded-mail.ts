import { type SQL, sql } from 'drizzle-orm'
import { outbox } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import type { OutboxMessage } from '../../lib/outbox'

/**
 * An outbox row written only when `condition` holds at that point of the batch (the change that causes
 * the mail happened: its log row exists, or the statement before changed a row), so a refused change
 * mails nobody. `enqueue()` writes unconditionally; this is its guarded twin, one INSERT … SELECT.
 */
export function mailWhen(db: Database, message: OutboxMessage, condition: SQL) {
  const now = clock.now()
  // Every column in the table's order: drizzle inserts a SELECT positionally.
  return db.insert(outbox).select(sql`
    SELECT NULL, ${message.channel}, ${message.to}, ${message.template}, ${message.locale},
      ${JSON.stringify(message.payload)}, 'pending', 0, NULL, ${now}, ${now}, NULL
    WHERE ${condition}`)
}
