import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core'
import { type Actor, type Lifecycle, timersFor, transitionOf } from '../../domain/lifecycle/define'
import { dueAt } from '../../domain/lifecycle/timers'
import { lifecycleLog } from '../db/schema'
import { clock } from './clock'
import type { Database } from './db'
import { ApiError, notFound } from './errors'
import { selectFor } from './insert-select'

type Write = BatchItem<'sqlite'>

type Column<T extends SQLiteTable> = keyof T['$inferSelect'] & keyof T & string

/**
 * A table whose rows follow a lifecycle: an integer `id`, the column that holds the state and, for a
 * lifecycle with timers, the column that holds when the running timer fires (unix seconds).
 */
export type Subject<T extends SQLiteTable & { id: SQLiteColumn }> = {
  table: T
  state: Column<T>
  dueAt?: Column<T>
}

export interface ApplyOptions<T extends SQLiteTable & { id: SQLiteColumn }, N extends string> {
  subject: Subject<T>
  transition: N
  /** Who fires it; `userId` null only for the cron (a subquery for an account made in the same batch). */
  by: { role: Actor; userId: number | SQL<number> | null }
  /** One row by id … */
  id?: number
  /**
   * … and/or a condition every changed row meets: the caller owns it (`customer_id = me`), or which
   * rows a bulk transition touches (every other live contact of the job).
   */
  where?: SQL
  /** Columns written together with the state (e.g. a timer's `due_at`, an erasure's blanked fields). */
  set?: SQLiteUpdateSetSource<T>
  /** A more precise wording of the 409 than the generic one. */
  conflictMessageKey?: string
}

export interface Transition<S extends string = string> {
  /** The state a changed row is now in. */
  to: S
  /** The log INSERT and the state UPDATE, in that order; put them in one db.batch with the effects. */
  items: [Write, Write]
  /**
   * True inside the same batch once the transition happened: guard every side effect with it (an
   * outbox row, a counter) so a refused transition leaves nothing behind.
   */
  applied: SQL
  /** Picks this transition's log rows (one per changed row): `insert … select … from lifecycle_log`. */
  appliedRows: SQL
  /** The ids the UPDATE changed, from the batch results (the first two are this transition's). */
  changedIds(results: readonly unknown[]): number[]
  /** Runs after a batch that changed nothing: 404 if the caller cannot see the row, else 409. */
  refusal(db: Database): Promise<ApiError>
}

/**
 * A transition of one row (or of every row `where` picks) as batch items. The log row is written first
 * by an INSERT … SELECT over exactly the rows the UPDATE then changes: D1 runs a batch as one
 * transaction, so both see the same rows, and the log records each row's real from-state. Nothing
 * matches (another request won the race, the state moved on, not the caller's row) → both are no-ops.
 *
 * An actor the table never lets fire the transition is refused at once (403); the from-states are
 * checked by the UPDATE itself, so a parallel request cannot slip between a read and a write.
 */
export function apply<T extends SQLiteTable & { id: SQLiteColumn }, S extends string, N extends string>(
  db: Database,
  lifecycle: Lifecycle<S, N>,
  options: ApplyOptions<T, N>,
): Transition<S> {
  const transition = transitionOf(lifecycle, options.transition)
  if (!transition.by.includes(options.by.role)) throw new ApiError('forbidden')
  if (options.id === undefined && !options.where) throw new Error('apply() needs an id or a where')
  const { table } = options.subject
  const stateColumn = table[options.subject.state] as SQLiteColumn
  const scope = and(options.id === undefined ? undefined : eq(table.id, options.id), options.where) as SQL
  const token = crypto.randomUUID()
  const now = clock.now()
  const timing = dueAtChange(lifecycle, options.subject, transition.name, transition.to, now)
  const matches = and(scope, inArray(stateColumn, [...transition.from]), timing.guard) as SQL

  const log = db.insert(lifecycleLog).select(
    selectFor(
      lifecycleLog,
      {
        lifecycle: lifecycle.id,
        version: lifecycle.version,
        subjectId: table.id,
        transition: transition.name,
        fromState: stateColumn,
        toState: transition.to,
        actorRole: options.by.role,
        actorUserId: options.by.userId,
        token,
        createdAt: now,
      },
      sql`FROM ${table} WHERE ${matches}`,
    ),
  )
  const update = db
    .update(table)
    .set({
      ...timing.set,
      ...options.set,
      [options.subject.state]: transition.to,
    } as SQLiteUpdateSetSource<T>)
    .where(matches)
    .returning({ id: table.id })

  return {
    to: transition.to,
    items: [log, update] as [Write, Write],
    applied: sql`exists (select 1 from ${lifecycleLog} where ${lifecycleLog.token} = ${token})`,
    appliedRows: eq(lifecycleLog.token, token),
    changedIds: (results) => (results[1] as { id: number }[]).map((row) => row.id),
    async refusal(db) {
      const [row] = await db
        .select({ id: table.id })
        .from(table as SQLiteTable)
        .where(scope)
        .limit(1)
      if (!row) return notFound()
      return new ApiError('transition_refused', { messageKey: options.conflictMessageKey })
    },
  }
}

/**
 * Runs a transition and its side effects in one atomic batch. Answers 404 / 409 when no row changed
 * (the side effects, guarded by `transition.applied`, then did nothing either); else the side effects'
 * results and the changed ids.
 */
export async function commit(db: Database, transition: Transition, effects: Write[] = []) {
  const results = await db.batch([...transition.items, ...effects])
  const ids = transition.changedIds(results)
  if (ids.length === 0) throw await transition.refusal(db)
  return { ids, effects: results.slice(2) }
}

/**
 * Timers as data: entering a state starts its timer (`due_at` set from the table's delay) and leaving
 * it stops it. Once the moment has passed, only the timer's own transition may fire, even before the
 * cron has swept the row (an expired offer cannot be accepted); the timer's transition never fires early.
 */
function dueAtChange<T extends SQLiteTable & { id: SQLiteColumn }>(
  lifecycle: Lifecycle,
  subject: Subject<T>,
  transition: string,
  to: string,
  now: number,
): { set: Record<string, number | null>; guard?: SQL } {
  if (!subject.dueAt) {
    if (lifecycle.timers.length > 0)
      throw new Error(`lifecycle ${lifecycle.id} has timers: name the due column`)
    return { set: {} }
  }
  const due = subject.table[subject.dueAt] as SQLiteColumn
  const [timer] = timersFor(lifecycle, to)
  const firesTimer = lifecycle.timers.some((t) => t.transition === transition)
  return {
    set: { [subject.dueAt]: timer ? dueAt(timer.after, now) : null },
    guard: firesTimer ? lte(due, now) : or(isNull(due), gt(due, now)),
  }
}

/**
 * The cron's sweep of one timer: its transition, fired by `system`, on at most `limit` rows whose
 * moment has passed. Commit it with `db.batch` (nothing due is not an error) and sweep again while
 * `changedIds` comes back full.
 */
export function sweep<T extends SQLiteTable & { id: SQLiteColumn }, S extends string, N extends string>(
  db: Database,
  lifecycle: Lifecycle<S, N>,
  timerName: string,
  subject: Subject<T> & { dueAt: Column<T> },
  limit = 100,
): Transition<S> {
  const timer = lifecycle.timers.find((t) => t.name === timerName)
  if (!timer) throw new Error(`lifecycle ${lifecycle.id} has no timer ${timerName}`)
  const { table } = subject
  const due = db
    .select({ id: table.id })
    .from(table as SQLiteTable)
    .where(
      and(
        inArray(table[subject.state] as SQLiteColumn, [...transitionOf(lifecycle, timer.transition).from]),
        lte(table[subject.dueAt] as SQLiteColumn, clock.now()),
      ),
    )
    .limit(limit)
  return apply(db, lifecycle, {
    subject,
    transition: timer.transition,
    by: { role: 'system', userId: null },
    where: inArray(table.id, due),
  })
}

/** The transition name a new row's first log entry carries (from '' to its starting state). */
export const startTransition = 'start'

/**
 * The first log entry of each new row `where` picks: who made it, when, and the state it starts in. Put
 * it in the same batch right after the INSERT, with a `where` that picks only the row that INSERT made
 * (e.g. `changes() = 1` beside the row's natural key), and guard later effects with `applied`.
 */
export function startLog<T extends SQLiteTable & { id: SQLiteColumn }>(
  db: Database,
  lifecycle: Lifecycle,
  options: { subject: Subject<T>; by: { role: Actor; userId: number | SQL<number> | null }; where: SQL },
): { item: Write; applied: SQL } {
  const { table } = options.subject
  const token = crypto.randomUUID()
  const row = selectFor(
    lifecycleLog,
    {
      lifecycle: lifecycle.id,
      version: lifecycle.version,
      subjectId: table.id,
      transition: startTransition,
      fromState: '',
      toState: table[options.subject.state] as SQLiteColumn,
      actorRole: options.by.role,
      actorUserId: options.by.userId,
      token,
      createdAt: clock.now(),
    },
    sql`FROM ${table} WHERE ${options.where}`,
  )
  return {
    item: db.insert(lifecycleLog).select(row),
    applied: sql`exists (select 1 from ${lifecycleLog} where ${lifecycleLog.token} = ${token})`,
  }
}

/**
 * The columns of a new row: one of the lifecycle's starting states and, if that state starts a timer,
 * when it fires (a company's first offer on a job starts its 20 working days at once).
 */
export function initialValues<T extends SQLiteTable & { id: SQLiteColumn }, S extends string>(
  lifecycle: Lifecycle<S, string>,
  subject: Subject<T>,
  state: S,
): Record<string, string | number | null> {
  if (!lifecycle.initial.includes(state))
    throw new Error(`lifecycle ${lifecycle.id} cannot start in ${state}`)
  const [timer] = timersFor(lifecycle, state)
  return {
    [subject.state]: state,
    ...(subject.dueAt ? { [subject.dueAt]: timer ? dueAt(timer.after, clock.now()) : null } : {}),
  }
}
