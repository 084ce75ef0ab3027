import { drizzle } from 'drizzle-orm/d1'
import * as schema from '../db/schema'

export function database(d1: D1Database) {
  return drizzle(d1, { schema, casing: 'snake_case' })
}
export type Database = ReturnType<typeof database>

/** True for D1's refusal of a duplicate in a unique column (e.g. two accounts racing for one e-mail). */
export function isUniqueViolation(error: unknown) {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`
  return /UNIQUE constraint failed/i.test(text)
}
