import { getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'

type Value = SQLWrapper | string | number | boolean | null

/** The values of an `INSERT … SELECT`, each named by its column (the keys of the table's drizzle columns). */
export type SelectValues<T extends SQLiteTable> = { [K in keyof T['$inferInsert']]?: Value }

/**
 * The SELECT of an `INSERT … SELECT`, by column name: `db.insert(t).select(selectFor(t, { a, b }, from))`.
 *
 * drizzle writes `INSERT INTO t (every column in the table's order) SELECT …` and matches the SELECT by
 * position, so a SELECT written by hand puts a value in the wrong column as soon as its order and the
 * table's differ (a reordered schema, an added column). Here the values are named; the SELECT is laid
 * out in the table's order from the names, and a column left out takes its default (or NULL: an
 * autoincrement id). `rest` is the rest of the SELECT: `FROM … WHERE …`, or just `WHERE …`.
 */
export function selectFor<T extends SQLiteTable>(table: T, values: SelectValues<T>, rest: SQL = sql``): SQL {
  const columns = Object.entries(getTableColumns(table) as Record<string, SQLiteColumn>).filter(
    // drizzle's own test for a column an INSERT may not name (a generated one); internal in its types.
    ([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert(),
  )
  const names = new Set(columns.map(([key]) => key))
  for (const key of Object.keys(values))
    if (!names.has(key)) throw new Error(`selectFor: ${key} is not a column to insert`)
  const list = columns.map(([key, column]) => {
    const value = (values as Record<string, Value | undefined>)[key]
    // A drizzle SQL value is written as SQL, anything else as a bound parameter.
    if (value !== undefined) return sql`${value}`
    return defaultOf(column)
  })
  return sql`select ${sql.join(list, sql`, `)} ${rest}`
}

function defaultOf(column: SQLiteColumn): SQL {
  if (column.default !== undefined && column.default !== null) return sql`${column.default}`
  if (column.defaultFn) return sql`${column.defaultFn()}`
  return sql`null`
}
