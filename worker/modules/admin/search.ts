import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/**
 * Substring search by `instr`, not LIKE: D1 refuses LIKE patterns over 50 bytes (25 Danish letters gave
 * a 500), and `%`/`_` typed by the admin stay literal without escaping. The term is bounded by the
 * schema (`Search`, 100 characters).
 */
export const contains = (column: SQL | AnyColumn, q: string) =>
  sql`instr(lower(${column}), ${q.toLowerCase()}) > 0`
