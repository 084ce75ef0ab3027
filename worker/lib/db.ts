import type { BatchItem } from 'drizzle-orm/batch'
import { drizzle } from 'drizzle-orm/d1'
import * as schema from '../db/schema'

export function database(d1: D1Database) {
  return drizzle(d1, { schema, casing: 'snake_case' })
}
export type Database = ReturnType<typeof database>

type Write = BatchItem<'sqlite'>

/** D1 has no interactive transactions: a multi-step write is one atomic batch (a list built at run time). */
export function batch(db: Database, writes: Write[]) {
  return db.batch(writes as [Write, ...Write[]])
}

/**
 * True for D1's refusal of a duplicate in a unique column (e.g. two accounts racing for one e-mail);
 * `column` (`users.email`, `companies.cvr`) narrows it to that column's constraint.
 */
export function isUniqueViolation(error: unknown, column?: string) {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`
  return /UNIQUE constraint failed/i.test(text) && (!column || text.includes(column))
}
