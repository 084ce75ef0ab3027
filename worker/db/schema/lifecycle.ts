import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { actors } from '../../../domain/lifecycle/define'

/**
 * Every transition of every lifecycle (DESIGN.md "Lifecycles are data"): who fired which transition
 * of which table version on which row, from what to what, and when. Written in the same batch as the
 * state change itself (worker/lib/lifecycle.ts), so a row exists exactly when the state changed.
 */
export const lifecycleLog = sqliteTable(
  'lifecycle_log',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** The lifecycle's id, e.g. `account`, `job`, `contact`. */
    lifecycle: text().notNull(),
    version: integer().notNull(),
    subjectId: integer().notNull(),
    transition: text().notNull(),
    fromState: text().notNull(),
    toState: text().notNull(),
    actorRole: text({ enum: actors }).notNull(),
    /** Null when the cron fired it. */
    actorUserId: integer(),
    /** One random value per apply(): side effects in the same batch run only if a row with it exists. */
    token: text().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [
    index('lifecycle_log_subject_idx').on(t.lifecycle, t.subjectId),
    index('lifecycle_log_token_idx').on(t.token),
  ],
)

/** A lifecycle's states as the non-empty tuple a text column's `enum` wants. */
export function stateEnum<S extends string>(lifecycle: { states: readonly S[] }) {
  return lifecycle.states as unknown as [S, ...S[]]
}
