import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import { contactLifecycle } from '../../domain/lifecycle/contact'
import { actors, type Lifecycle, verdict } from '../../domain/lifecycle/define'
import { jobLifecycle } from '../../domain/lifecycle/job'
import { contacts, jobs, lifecycleLog } from '../db/schema'
import { makeCompanyUser, makeUser } from '../modules/account/account.fixtures'
import { makeContact, makeJob } from '../test/market.fixtures'
import { clock } from './clock'
import { database } from './db'
import { ApiError } from './errors'
import { apply, commit, type Subject } from './lifecycle'
import { contactSubject, jobSubject } from './subjects'

/**
 * The whole job and contact tables on the real D1 tables: every state × transition × actor either works
 * (the row moves to the table's to-state and the move is logged) or is refused, 403 when the actor may
 * never fire it and 409 when the state does not allow it, leaving the row as it was.
 */
const db = () => database(env.DB)

const isTimerTransition = (lifecycle: Lifecycle, name: string) =>
  lifecycle.timers.some((t) => t.transition === name)

async function outcome(run: () => Promise<unknown>) {
  try {
    await run()
    return 'allowed'
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return error.status === 403 ? 'role' : error.status === 409 ? 'state' : `status ${error.status}`
  }
}

async function walk<T extends SQLiteTable & { id: SQLiteColumn }, S extends string, N extends string>(
  lifecycle: Lifecycle<S, N>,
  makeRow: (state: S, lapsed: boolean) => Promise<number>,
  stateOf: (id: number) => Promise<string | undefined>,
  subject: Subject<T>,
) {
  let cases = 0
  for (const state of lifecycle.states) {
    for (const transition of lifecycle.transitions) {
      for (const role of actors) {
        // A timer's transition fires only once its moment has passed; every other one only before.
        const id = await makeRow(state, isTimerTransition(lifecycle, transition.name))
        const expected = verdict(lifecycle, transition.name, state, role)
        const got = await outcome(async () =>
          commit(
            db(),
            apply(db(), lifecycle, { subject, transition: transition.name, by: { role, userId: null }, id }),
          ),
        )
        expect(`${state} ${transition.name} by ${role}: ${got}`).toBe(
          `${state} ${transition.name} by ${role}: ${expected}`,
        )
        const log = await db()
          .select()
          .from(lifecycleLog)
          .where(and(eq(lifecycleLog.lifecycle, lifecycle.id), eq(lifecycleLog.subjectId, id)))
        if (expected === 'allowed') {
          expect(await stateOf(id)).toBe(transition.to)
          expect(log).toMatchObject([
            { transition: transition.name, fromState: state, toState: transition.to, actorRole: role },
          ])
        } else {
          expect(await stateOf(id)).toBe(state)
          expect(log).toEqual([])
        }
        cases++
      }
    }
  }
  return cases
}

describe('every state × transition × actor on the real tables', () => {
  it('the job table', async () => {
    const customer = await makeUser()
    const { category } = await makeCompanyUser('Tabel Tømrer ApS')
    const cases = await walk(
      jobLifecycle,
      async (status, lapsed) => {
        const job = await makeJob({ customerId: customer.user.id, categoryId: category.id, status })
        const dueAt = clock.now() + (lapsed ? -1 : 86_400)
        await db().update(jobs).set({ dueAt }).where(eq(jobs.id, job.id))
        return job.id
      },
      async (id) => (await db().select({ s: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.s,
      jobSubject,
    )
    expect(cases).toBe(jobLifecycle.states.length * jobLifecycle.transitions.length * actors.length)
  })

  it('the contact table', async () => {
    const customer = await makeUser()
    const { company, category } = await makeCompanyUser('Tabel Maler ApS')
    const cases = await walk(
      contactLifecycle,
      async (state, lapsed) => {
        const job = await makeJob({ customerId: customer.user.id, categoryId: category.id })
        const contact = await makeContact({
          job,
          companyId: company.id,
          state,
          dueAt: clock.now() + (lapsed ? -1 : 86_400),
        })
        return contact.id
      },
      async (id) =>
        (await db().select({ s: contacts.state }).from(contacts).where(eq(contacts.id, id)))[0]?.s,
      contactSubject,
    )
    expect(cases).toBe(contactLifecycle.states.length * contactLifecycle.transitions.length * actors.length)
    // 9 states × 12 transitions × 4 actors since the closing transitions (issue 18): ~20 s on a busy machine.
  }, 90_000)
})
