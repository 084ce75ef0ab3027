import type { SQL } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { drizzle } from 'drizzle-orm/d1'
import { SQLiteAsyncDialect, type SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as schema from '../db/schema'
import { notFound } from './errors'

const connect = (d1: D1Database) => drizzle(d1, { schema, casing: 'snake_case' })
export type Database = ReturnType<typeof connect>

// drizzle() walks the whole schema each time it is called: about 0.6 ms of CPU, a tenth of a small
// request (measured with the inspector's profiler under the company-search bench). One per binding
// for the isolate's life; it keeps no state between queries.
const connections = new WeakMap<D1Database, Database>()

export function database(d1: D1Database): Database {
  let db = connections.get(d1)
  if (!db) {
    db = connect(d1)
    connections.set(d1, db)
  }
  return db
}

type Write = BatchItem<'sqlite'>

/** D1 has no interactive transactions: a multi-step write is one atomic batch (a list built at run time). */
export function batch(db: Database, writes: Write[]) {
  return db.batch(writes as [Write, ...Write[]])
}

const dialect = new SQLiteAsyncDialect()

/**
 * Several raw reads in one round trip and one snapshot (a D1 batch), each giving its rows as `db.all`
 * does. drizzle's own `db.batch` cannot take raw `sql` reads on D1.
 */
export async function readTogether<T extends unknown[]>(
  db: Database,
  ...reads: { [K in keyof T]: SQL }
): Promise<{ [K in keyof T]: T[K][] }> {
  const statements = reads.map((read) => {
    const { sql, params } = dialect.sqlToQuery(read)
    return db.$client.prepare(sql).bind(...params)
  })
  const results = await db.$client.batch(statements)
  return results.map((r) => r.results) as { [K in keyof T]: T[K][] }
}

/**
 * True for D1's refusal of a duplicate in a unique column (e.g. two accounts racing for one e-mail);
 * `column` (`users.email`, `companies.cvr`) narrows it to that column's constraint.
 */
export function isUniqueViolation(error: unknown, column?: string) {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`
  return /UNIQUE constraint failed/i.test(text) && (!column || text.includes(column))
}

/**
 * Deletes the caller's own row that `where` picks (the WHERE holds the caller: `company_id = me`); when
 * there is none, a 404, as if it did not exist, so someone else's row is never revealed.
 */
export async function deleteOwn(db: Database, table: SQLiteTable, where: SQL | undefined) {
  const gone = await db.delete(table).where(where).returning()
  if (gone.length === 0) throw notFound()
}
