import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** Every e-mail and SMS is a row first; an adapter sends it and cron retries failures. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    to: text().notNull(),
    template: text().notNull(),
    locale: text({ enum: ['da-DK', 'en'] }).notNull(),
    payload: text({ mode: 'json' }).$type<Record<string, string | number>>().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: integer().notNull(),
    createdAt: integer().notNull(),
    sentAt: integer(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
)
