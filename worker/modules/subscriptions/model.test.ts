import { env } from 'cloudflare:test'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  changeKind,
  type PlanId,
  periodSeconds,
  planIds,
  planOf,
  upgradePrice,
  vatOf,
} from '../../../domain/rules/plans'
import { categories } from '../../db/schema'
import { clock } from '../../lib/clock'
import { type Database, database } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { type MoneyEvent, recordMoney, walletSql } from '../../lib/ledger'
import { adjustmentPostings } from '../admin/adjust-balance'
import { renewSubscriptions } from '../timers/renew-subscriptions'
import { changePlan, unsubscribe } from './change-plan'
import { failingOnce } from './failing-db'

/**
 * The money rules as a model-based property (issue 11, decision 018): random short histories of one
 * company with two categories — top-ups (and the webhook delivering one twice), upgrades, downgrades,
 * unsubscribes, time passing with the renewal cron, admin credits and refunds — each step possibly hit
 * by a D1 failure before or after its batch and then retried with the same key, run against the real
 * D1 and a plain model side by side. After every step: each transaction's postings sum to zero, the
 * balance (the sum of wallet postings) equals the model's and is never negative, every event applied
 * exactly once, and each category's plan is the model's and is the one its latest charge paid for.
 */

type Fail = 'none' | 'before' | 'after'
type Step =
  | { t: 'topup'; amountOre: number; replay: boolean; fail: Fail }
  | { t: 'change'; cat: number; plan: PlanId; retry: boolean; fail: Fail }
  | { t: 'unsubscribe'; cat: number; fail: Fail }
  | { t: 'time'; seconds: number; fail: Fail }
  | { t: 'admin'; kind: 'credit' | 'refund'; amountOre: number; fail: Fail }

const fail = fc.constantFrom<Fail>('none', 'none', 'none', 'before', 'after')
const cat = fc.integer({ min: 0, max: 1 })
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    t: fc.constant('topup' as const),
    amountOre: fc.integer({ min: 5_000, max: 120_000 }),
    replay: fc.boolean(),
    fail,
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('change' as const),
      cat,
      plan: fc.constantFrom(...planIds),
      retry: fc.boolean(),
      fail,
    }),
  },
  fc.record({ t: fc.constant('unsubscribe' as const), cat, fail }),
  fc.record({
    t: fc.constant('time' as const),
    seconds: fc.oneof(
      fc.integer({ min: 0, max: 3 * 86_400 }),
      fc.integer({ min: periodSeconds - 86_400, max: periodSeconds + 86_400 }),
      fc.integer({ min: 2 * periodSeconds, max: 3 * periodSeconds }),
    ),
    fail,
  }),
  fc.record({
    t: fc.constant('admin' as const),
    kind: fc.constantFrom('credit' as const, 'refund' as const),
    amountOre: fc.integer({ min: 1, max: 50_000 }),
    fail,
  }),
)

interface ModelSub {
  plan: PlanId
  periodStart: number | null
  periodEnd: number | null
  paidOre: number
  nextPlan: PlanId | null
}

interface World {
  db: Database
  companyId: number
  categoryIds: number[]
  now: number
  balance: number
  transactions: number
  subs: ModelSub[]
}

const basic = (): ModelSub => ({
  plan: 'basic',
  periodStart: null,
  periodEnd: null,
  paidOre: 0,
  nextPlan: null,
})
const db = () => database(env.DB)
const key = () => crypto.randomUUID().replaceAll('-', '')

/** Runs `act` through a D1 that fails once as the step says, then again on the real one (the retry). */
async function withRetry<T>(w: World, f: Fail, act: (db: Database) => Promise<T>): Promise<T> {
  if (f !== 'none') {
    try {
      await act(failingOnce(w.db, f))
    } catch (error) {
      // Only the injected failure may escape; a refusal (ApiError) is answered again by the retry.
      if (!(error instanceof ApiError) && !/injected/.test(String(error))) throw error
    }
  }
  return act(w.db)
}

/** The outcome of a use-case as a value: its answer or its error code. */
async function outcome<T>(run: () => Promise<T>): Promise<{ ok: T } | { code: string }> {
  try {
    return { ok: await run() }
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code }
    throw error
  }
}

function moneyEvent(
  w: World,
  kind: 'topup' | 'credit' | 'refund',
  amountOre: number,
  idempotencyKey: string,
): MoneyEvent {
  if (kind === 'topup')
    return {
      companyId: w.companyId,
      kind,
      idempotencyKey,
      postings: [
        { account: 'wallet', amountOre },
        { account: 'provider', amountOre: -amountOre },
      ],
    }
  // Admin credits and refunds as the admin's use-case books them (decision 018's conventions).
  return {
    companyId: w.companyId,
    kind,
    idempotencyKey,
    reason: kind === 'credit' ? 'Goodwill' : 'Refusion',
    postings: adjustmentPostings(kind, amountOre),
  }
}

/** What the renewal cron does to the model: due paid plans in period-end order, then category order. */
function renewModel(w: World) {
  const due = w.subs
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.plan !== 'basic' && s.periodEnd !== null && s.periodEnd <= w.now)
    .sort((a, b) => (a.s.periodEnd ?? 0) - (b.s.periodEnd ?? 0) || w.categoryIds[a.i]! - w.categoryIds[b.i]!)
  for (const { s, i } of due) {
    const target = s.nextPlan ?? s.plan
    const price = planOf(target).priceOre
    const total = price + vatOf(price)
    if (target === 'basic' || w.balance < total) {
      w.subs[i] = basic()
      continue
    }
    const end = s.periodEnd ?? 0
    const start = end + periodSeconds > w.now ? end : w.now
    w.balance -= total
    w.transactions++
    w.subs[i] = {
      plan: target,
      periodStart: start,
      periodEnd: start + periodSeconds,
      paidOre: price,
      nextPlan: null,
    }
  }
}

async function runStep(w: World, s: Step) {
  clock.now = () => w.now
  const caller = { companyId: w.companyId, locale: 'da-DK' as const }
  switch (s.t) {
    case 'topup': {
      const k = `topup:${key()}`
      const event = moneyEvent(w, 'topup', s.amountOre, k)
      await withRetry(w, s.fail, (d) => recordMoney(d, event, w.now))
      // The provider's webhook delivered twice: the second credits nothing.
      if (s.replay) expect((await recordMoney(w.db, event, w.now)).applied).toBe(false)
      w.balance += s.amountOre
      w.transactions++
      return
    }
    case 'admin': {
      const event = moneyEvent(w, s.kind, s.amountOre, `admin:${w.companyId}:${key()}`)
      await withRetry(w, s.fail, (d) => recordMoney(d, event, w.now))
      w.balance += s.amountOre
      w.transactions++
      return
    }
    case 'change': {
      const categoryId = w.categoryIds[s.cat]!
      const input = { plan: s.plan, idempotencyKey: key() }
      const m = w.subs[s.cat]!
      const kind = changeKind(m.plan, s.plan)
      const first = await withRetry(w, s.fail, (d) => outcome(() => changePlan(d, caller, categoryId, input)))
      const again = s.retry ? await outcome(() => changePlan(w.db, caller, categoryId, input)) : first
      if (kind === 'upgrade') {
        const price = upgradePrice(
          s.plan,
          { paidOre: m.paidOre, periodStart: m.periodStart ?? w.now, periodEnd: m.periodEnd },
          w.now,
        )
        if (w.balance < price.totalOre) {
          expect(first).toEqual({ code: 'insufficient_funds' })
          return
        }
        expect('ok' in first && first.ok.result).toBe('upgraded')
        // A retry with the same key replays the answer and charges nothing.
        if (s.retry && s.fail === 'none') expect(again).toEqual(first)
        w.balance -= price.totalOre
        w.transactions++
        w.subs[s.cat] = {
          plan: s.plan,
          periodStart: w.now,
          periodEnd: w.now + periodSeconds,
          paidOre: price.newPlanOre,
          nextPlan: null,
        }
        return
      }
      if (kind === 'downgrade') {
        expect('ok' in first && first.ok.result).toBe('scheduled')
        m.nextPlan = s.plan
        return
      }
      if (m.nextPlan === null) expect(first).toEqual({ code: 'conflict' })
      m.nextPlan = null
      return
    }
    case 'unsubscribe': {
      const categoryId = w.categoryIds[s.cat]!
      const m = w.subs[s.cat]!
      const result = await withRetry(w, s.fail, (d) => outcome(() => unsubscribe(d, caller, categoryId)))
      if (m.plan === 'basic') expect(result).toEqual({ code: 'conflict' })
      else m.nextPlan = 'basic'
      return
    }
    case 'time': {
      w.now += s.seconds
      await withRetry(w, s.fail, (d) => renewSubscriptions(d, w.now, 'http://localhost'))
      renewModel(w)
      return
    }
  }
}

/** The rules, checked against D1 after every step (one query: D1 round trips are the run's cost). */
async function check(w: World) {
  const id = w.companyId
  const [row] = await w.db.all<{
    unbalanced: number
    balance: number
    transactions: number
    subs: string
  }>(sql`
    SELECT
      (SELECT count(*) FROM (SELECT t.id FROM ledger_transactions t
         LEFT JOIN ledger_postings p ON p.transaction_id = t.id WHERE t.company_id = ${id}
         GROUP BY t.id HAVING count(p.id) < 2 OR sum(p.amount_ore) <> 0)) AS unbalanced,
      ${walletSql(id)} AS balance,
      (SELECT count(*) FROM ledger_transactions WHERE company_id = ${id}) AS transactions,
      (SELECT json_group_array(json_object('categoryId', s.category_id, 'plan', s.plan,
         'periodStart', s.period_start, 'periodEnd', s.period_end, 'paidOre', s.paid_ore, 'nextPlan', s.next_plan,
         'paid', (SELECT json_object('plan', t.plan, 'ore', t.net_ore + t.credit_ore) FROM ledger_transactions t
           WHERE t.company_id = s.company_id AND t.category_id = s.category_id ORDER BY t.id DESC LIMIT 1)))
       FROM subscriptions s WHERE s.company_id = ${id}) AS subs`)
  expect(Number(row?.unbalanced)).toBe(0)
  expect(Number(row?.balance)).toBe(w.balance)
  expect(w.balance).toBeGreaterThanOrEqual(0)
  expect(Number(row?.transactions)).toBe(w.transactions)
  const subs = JSON.parse(row?.subs ?? '[]') as (ModelSub & { categoryId: number; paid: string | null })[]
  w.categoryIds.forEach((categoryId, i) => {
    const found = subs.find((r) => r.categoryId === categoryId)
    const { paid, categoryId: _, ...stored } = found ?? { ...basic(), categoryId, paid: null }
    expect(stored).toEqual(w.subs[i])
    // A paid plan is the one its latest charge paid for, at the price the period was charged.
    if (stored.plan !== 'basic')
      expect(JSON.parse(paid ?? 'null')).toEqual({ plan: stored.plan, ore: stored.paidOre })
  })
}

let categoryIds: number[] = []
const pool: number[] = []
// Each run lives well before the previous one (more than a run's longest history of time steps), so
// a run's renewals never meet an earlier run's subscriptions: those all end in the run's future.
let epoch = 200_000_000_000
const runSpacing = 12 * 4 * periodSeconds
const realNow = clock.now

/** Companies with both model categories, made `count` at a time in three statements (D1 round trips cost). */
async function fillPool(count: number) {
  const tag = key().slice(0, 10)
  const mine = `email LIKE 'model-%-${tag}@example.dk'`
  const [, , , made] = await env.DB.batch([
    env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
      INSERT INTO users (name, role, email, created_at) SELECT 'Model ' || i, 'company', 'model-' || i || '-${tag}@example.dk', 0 FROM n`).bind(
      count,
    ),
    env.DB.prepare(`INSERT INTO companies (owner_user_id, kind, name, slug, zip, city, region, description, created_at)
      SELECT id, 'company', name || ' ApS', 'model-' || id, '8000', 'Aarhus C', 'Region Midtjylland', '', 0 FROM users WHERE ${mine}`),
    env.DB.prepare(`INSERT INTO company_categories (company_id, category_id)
      SELECT c.id, cat.id FROM companies c JOIN users u ON u.id = c.owner_user_id JOIN categories cat ON cat.id IN (?1, ?2)
      WHERE u.${mine}`).bind(categoryIds[0], categoryIds[1]),
    env.DB.prepare(`SELECT c.id FROM companies c JOIN users u ON u.id = c.owner_user_id WHERE u.${mine}`),
  ])
  pool.push(...((made?.results ?? []) as { id: number }[]).map((r) => r.id))
}

async function freshWorld(): Promise<World> {
  if (pool.length === 0) await fillPool(200)
  epoch -= runSpacing
  return {
    db: db(),
    companyId: pool.pop() as number,
    categoryIds,
    now: epoch,
    balance: 0,
    transactions: 0,
    subs: [basic(), basic()],
  }
}

// vitest.config.ts: MODEL_RUNS histories (CI's default finds a broken replay or retry; 1,000 for a deep run).
const runs = inject('modelRuns')

describe('money model', () => {
  beforeAll(async () => {
    const rows = await db()
      .insert(categories)
      .values(
        [0, 1].map((i) => ({
          slug: `model-${i}-${key().slice(0, 6)}`,
          nameDa: `Model ${i}`,
          nameEn: `Model ${i}`,
        })),
      )
      .returning({ id: categories.id })
    categoryIds = rows.map((r) => r.id)
    await fillPool(runs)
  })
  afterAll(() => {
    clock.now = realNow
  })

  it('keeps the ledger, the balance and the plans right under random histories with failures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const w = await freshWorld()
        for (const s of steps) {
          await runStep(w, s)
          await check(w)
        }
      }),
      { numRuns: runs },
    )
  }, 600_000)
})
