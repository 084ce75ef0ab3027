import { env } from 'cloudflare:test'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountLifecycle } from '../../domain/lifecycle/account'
import { contactLifecycle } from '../../domain/lifecycle/contact'
import { dueAt } from '../../domain/lifecycle/timers'
import { auditLog, lifecycleLog, sessions, users } from '../db/schema'
import { makeLoggedOutUser } from '../modules/account/account.fixtures'
import { userById } from '../test/reads'
import { clock } from './clock'
import { database } from './db'
import { ApiError } from './errors'
import { selectFor } from './insert-select'
import { type ApplyOptions, apply, commit, initialValues, sweep } from './lifecycle'
import { accountSubject } from './subjects'

const db = () => database(env.DB)
const admin = { role: 'admin', userId: 1 } as const

const statusOf = async (id: number) => (await userById(id))?.status
const logOf = (id: number) =>
  db()
    .select()
    .from(lifecycleLog)
    .where(and(eq(lifecycleLog.lifecycle, 'account'), eq(lifecycleLog.subjectId, id)))
    .orderBy(lifecycleLog.id)

/** One account transition (the subject is always the account). */
const onAccount = (
  options: Omit<ApplyOptions<typeof users, (typeof accountLifecycle.transitions)[number]['name']>, 'subject'>,
) => apply(db(), accountLifecycle, { subject: accountSubject, ...options })
const block = (id: number) => onAccount({ transition: 'block', by: admin, id })

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => vi.restoreAllMocks())

describe('apply + commit', () => {
  it('block then unblock: the state changes and each transition is logged with who, when, from, to', async () => {
    const user = await makeLoggedOutUser()
    vi.spyOn(clock, 'now').mockReturnValue(1_777_000_000)
    const blocked = await commit(db(), block(user.id))
    expect(blocked.ids).toEqual([user.id])
    expect(await statusOf(user.id)).toBe('blocked')

    vi.spyOn(clock, 'now').mockReturnValue(1_777_000_060)
    await commit(db(), onAccount({ transition: 'unblock', by: admin, id: user.id }))
    expect(await statusOf(user.id)).toBe('active')
    expect(await logOf(user.id)).toMatchObject([
      {
        version: accountLifecycle.version,
        transition: 'block',
        fromState: 'active',
        toState: 'blocked',
        actorRole: 'admin',
        actorUserId: 1,
        createdAt: 1_777_000_000,
      },
      { transition: 'unblock', fromState: 'blocked', toState: 'active', createdAt: 1_777_000_060 },
    ])
  })

  it('parallel blocks of one user: exactly one succeeds and one log row is written; the rest get 409', async () => {
    const user = await makeLoggedOutUser()
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => commit(db(), block(user.id))))
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect((o.reason as ApiError).code).toBe('transition_refused')
      expect((o.reason as ApiError).status).toBe(409)
    }
    expect(await logOf(user.id)).toHaveLength(1)
    expect(await statusOf(user.id)).toBe('blocked')
  })

  it('a state the transition does not start from → 409 with the given wording, nothing written', async () => {
    const user = await makeLoggedOutUser()
    const conflictMessageKey = 'admin:::errors::notBlocked'
    const error = await refusal(
      commit(db(), onAccount({ transition: 'unblock', by: admin, id: user.id, conflictMessageKey })),
    )
    expect(error.code).toBe('transition_refused')
    expect(error.options.messageKey).toBe('admin:::errors::notBlocked')
    expect(await statusOf(user.id)).toBe('active')
    expect(await logOf(user.id)).toEqual([])
  })

  it('a deleted account is final: not even the admin unblocks or blocks it', async () => {
    const user = await makeLoggedOutUser({ status: 'deleted' })
    for (const transition of ['block', 'unblock'] as const) {
      const error = await refusal(commit(db(), onAccount({ transition, by: admin, id: user.id })))
      expect(error.status).toBe(409)
    }
    expect(await statusOf(user.id)).toBe('deleted')
  })

  it('a role the table never lets fire the transition → 403 before anything runs', () => {
    expect(() => onAccount({ transition: 'block', by: { role: 'customer', userId: 5 }, id: 5 })).toThrow(
      expect.objectContaining({ code: 'forbidden' }),
    )
  })

  it("another person's row (the owner condition fails) → 404, and the row keeps its state", async () => {
    const owner = await makeLoggedOutUser()
    const stranger = await makeLoggedOutUser()
    const error = await refusal(
      commit(
        db(),
        onAccount({
          transition: 'delete',
          by: { role: 'customer', userId: stranger.id },
          id: owner.id,
          where: eq(users.id, stranger.id),
        }),
      ),
    )
    expect(error.code).toBe('not_found')
    expect(await statusOf(owner.id)).toBe('active')
  })

  it('columns given in `set` are written with the state', async () => {
    const user = await makeLoggedOutUser()
    vi.spyOn(clock, 'now').mockReturnValue(1_777_000_000)
    await commit(
      db(),
      onAccount({
        transition: 'delete',
        by: { role: 'customer', userId: user.id },
        id: user.id,
        where: eq(users.id, user.id),
        set: { email: null, deletedAt: 1_777_000_000 },
      }),
    )
    const [row] = await db().select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ status: 'deleted', email: null, deletedAt: 1_777_000_000 })
  })
})

describe('side effects in the same batch', () => {
  it('run when the transition happened and do nothing when it was refused', async () => {
    const user = await makeLoggedOutUser()
    await db().insert(sessions).values({ id: crypto.randomUUID(), userId: user.id, expiresAt: 2_000_000_000 })
    const endSessions = (t: ReturnType<typeof block>) =>
      db()
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), t.applied))

    await db().update(users).set({ status: 'blocked' }).where(eq(users.id, user.id))
    const refused = block(user.id)
    await refusal(commit(db(), refused, [endSessions(refused)]))
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1)

    await db().update(users).set({ status: 'active' }).where(eq(users.id, user.id))
    const accepted = block(user.id)
    await commit(db(), accepted, [endSessions(accepted)])
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
  })

  it('a failing side effect rolls the state change and its log row back (one atomic batch)', async () => {
    const user = await makeLoggedOutUser()
    const other = await makeLoggedOutUser()
    const t = block(user.id)
    const duplicateEmail = db().update(users).set({ email: other.email }).where(eq(users.id, user.id))
    await expect(commit(db(), t, [duplicateEmail])).rejects.toThrow()
    expect(await statusOf(user.id)).toBe('active')
    expect(await logOf(user.id)).toEqual([])
  })

  it('one insert per changed row, read from the log by token (a bulk transition with `where`)', async () => {
    const a = await makeLoggedOutUser()
    const b = await makeLoggedOutUser()
    const c = await makeLoggedOutUser({ status: 'blocked' })
    const t = onAccount({
      transition: 'block',
      by: admin,
      where: inArray(users.id, [a.id, b.id, c.id]),
    })
    const audit = db()
      .insert(auditLog)
      .select(
        selectFor(
          auditLog,
          {
            actorUserId: admin.userId,
            action: 'user.blocked',
            targetType: 'user',
            targetId: sql`cast(${lifecycleLog.subjectId} as text)`,
            createdAt: lifecycleLog.createdAt,
          },
          sql`FROM ${lifecycleLog} WHERE ${t.appliedRows}`,
        ),
      )
    const { ids } = await commit(db(), t, [audit])
    expect(ids.sort()).toEqual([a.id, b.id].sort())
    expect((await logOf(c.id)).length).toBe(0)
    const audited = await db()
      .select({ targetId: auditLog.targetId })
      .from(auditLog)
      .where(inArray(auditLog.targetId, [a.id, b.id, c.id].map(String)))
    expect(audited.map((r) => Number(r.targetId)).sort()).toEqual([a.id, b.id].sort())
  })
})

/** A stand-in for the contacts table of the jobs work: only what a timed lifecycle needs. */
const offers = sqliteTable('lifecycle_test_offers', {
  id: integer().primaryKey({ autoIncrement: true }),
  state: text().notNull(),
  dueAt: integer(),
})
const offer = { table: offers, state: 'state', dueAt: 'dueAt' } as const
const company = { role: 'company', userId: 7 } as const
const customer = { role: 'customer', userId: 8 } as const
// Wednesday 25 March 2026, 14:00 in Copenhagen; 20 working days later (over Easter) is 27 April.
const given = Date.UTC(2026, 2, 25, 13) / 1000
const lapses = Date.UTC(2026, 3, 27, 22) / 1000

describe('timers', () => {
  beforeEach(async () => {
    await env.DB.exec(
      'CREATE TABLE IF NOT EXISTS lifecycle_test_offers (id integer primary key autoincrement, state text not null, due_at integer)',
    )
  })

  async function invited() {
    const [row] = await db().insert(offers).values({ state: 'invited' }).returning()
    if (!row) throw new Error('offer insert failed')
    return row.id
  }
  const fire = (
    id: number,
    transition: 'sendOffer' | 'editOffer' | 'hire' | 'decline',
    by: typeof company | typeof customer,
  ) => commit(db(), apply(db(), contactLifecycle, { subject: offer, transition, by, id }))
  const rowOf = async (id: number) => (await db().select().from(offers).where(eq(offers.id, id)))[0]

  it('an offer starts its 20-working-day timer; leaving the state stops it', async () => {
    const id = await invited()
    vi.spyOn(clock, 'now').mockReturnValue(given)
    await fire(id, 'sendOffer', company)
    expect(await rowOf(id)).toMatchObject({ state: 'offered', dueAt: lapses })
    expect(dueAt({ workingDays: 20 }, given)).toBe(lapses)

    vi.spyOn(clock, 'now').mockReturnValue(given + 86_400)
    await fire(id, 'editOffer', company)
    expect((await rowOf(id))?.dueAt).toBeGreaterThan(lapses) // editing gives the new offer its own 20 days

    await fire(id, 'decline', customer)
    expect(await rowOf(id)).toMatchObject({ state: 'declined', dueAt: null })
  })

  it('an offer can be accepted until its moment and not after, even before the cron has swept it', async () => {
    const early = await invited()
    const late = await invited()
    vi.spyOn(clock, 'now').mockReturnValue(given)
    await fire(early, 'sendOffer', company)
    await fire(late, 'sendOffer', company)

    vi.spyOn(clock, 'now').mockReturnValue(lapses - 1)
    await fire(early, 'hire', customer)
    expect((await rowOf(early))?.state).toBe('hired')

    vi.spyOn(clock, 'now').mockReturnValue(lapses)
    const error = await refusal(fire(late, 'hire', customer))
    expect(error.code).toBe('transition_refused')
    expect((await rowOf(late))?.state).toBe('offered')
  })

  it('the sweep expires exactly the lapsed offers, logged as system, and never early', async () => {
    const lapsed = await invited()
    const fresh = await invited()
    vi.spyOn(clock, 'now').mockReturnValue(given)
    await fire(lapsed, 'sendOffer', company)
    vi.spyOn(clock, 'now').mockReturnValue(given + 7 * 86_400)
    await fire(fresh, 'sendOffer', company)

    vi.spyOn(clock, 'now').mockReturnValue(lapses - 1)
    const tooEarly = sweep(db(), contactLifecycle, 'offerLapses', offer)
    expect(tooEarly.changedIds(await db().batch(tooEarly.items))).toEqual([])

    vi.spyOn(clock, 'now').mockReturnValue(lapses)
    const due = sweep(db(), contactLifecycle, 'offerLapses', offer)
    expect(due.changedIds(await db().batch(due.items))).toContain(lapsed)
    expect(await rowOf(lapsed)).toMatchObject({ state: 'expired', dueAt: null })
    expect((await rowOf(fresh))?.state).toBe('offered')
    const [entry] = await db()
      .select()
      .from(lifecycleLog)
      .where(
        and(
          eq(lifecycleLog.lifecycle, 'contact'),
          eq(lifecycleLog.subjectId, lapsed),
          eq(lifecycleLog.transition, 'expireOffer'),
        ),
      )
    expect(entry).toMatchObject({
      fromState: 'offered',
      toState: 'expired',
      actorRole: 'system',
      actorUserId: null,
    })

    // An expired offer is not accepted; the company may give a new one, with a new timer.
    expect((await refusal(fire(lapsed, 'hire', customer))).status).toBe(409)
    await fire(lapsed, 'sendOffer', company)
    expect((await rowOf(lapsed))?.dueAt).toBeGreaterThan(lapses)
  })

  it('a row may start only in a starting state; an offer that starts the contact starts its timer', () => {
    vi.spyOn(clock, 'now').mockReturnValue(given)
    expect(initialValues(contactLifecycle, offer, 'offered')).toEqual({ state: 'offered', dueAt: lapses })
    expect(initialValues(contactLifecycle, offer, 'invited')).toEqual({ state: 'invited', dueAt: null })
    expect(() => initialValues(contactLifecycle, offer, 'hired')).toThrow(/cannot start in hired/)
  })

  it('a lifecycle with timers refuses a subject without a due column', () => {
    expect(() =>
      apply(db(), contactLifecycle, {
        subject: { table: offers, state: 'state' },
        transition: 'hire',
        by: customer,
        id: 1,
      }),
    ).toThrow(/due column/)
  })
})
