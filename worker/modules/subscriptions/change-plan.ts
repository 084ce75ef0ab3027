import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { changeKind, type PlanId, periodSeconds } from '../../../domain/rules/plans'
import type { PlanChanged } from '../../../domain/schemas/money'
import { subscriptions } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { ApiError, conflict } from '../../lib/errors'
import { selectFor } from '../../lib/insert-select'
import {
  chargePostings,
  keepResponse,
  type LedgerTransactionRow,
  recordMoney,
  transactionByKey,
} from '../../lib/ledger'
import { myCategory, type SubscriptionRow, unchangedSql } from './my-subscriptions'
import { priceChange } from './quote'

export interface PlanCaller {
  companyId: number
  locale: Locale
}

/**
 * PUT /company/subscriptions/:categoryId (decision 018). An upgrade is charged now: the charge and the
 * new plan are one ledger batch, written only while the subscription is still the one the price was
 * computed from and the balance covers it. A downgrade waits for the period end (`next_plan`) and
 * costs nothing; choosing the current plan while a change waits cancels that change. A retry with the
 * same idempotency key gets the first answer again.
 */
export async function changePlan(
  db: Database,
  caller: PlanCaller,
  categoryId: number,
  input: { plan: PlanId; idempotencyKey: string },
): Promise<PlanChanged> {
  const { subscription: seen } = await myCategory(db, caller.companyId, caller.locale, categoryId)
  const key = `plan:${caller.companyId}:${input.idempotencyKey}`
  const earlier = await transactionByKey(db, key)
  if (earlier) return replay(db, caller, categoryId, earlier)
  const kind = changeKind(seen.plan, input.plan)
  if (kind === 'upgrade') return upgrade(db, caller, categoryId, seen, input.plan, key)
  if (kind === 'downgrade') return schedule(db, caller, categoryId, seen, input.plan)
  if (seen.nextPlan !== null) return schedule(db, caller, categoryId, seen, null)
  throw conflict('money:::errors::samePlan')
}

/** POST /company/subscriptions/:categoryId/unsubscribe: the paid plan runs to its end, then basic. */
export async function unsubscribe(
  db: Database,
  caller: PlanCaller,
  categoryId: number,
): Promise<PlanChanged> {
  const { subscription: seen } = await myCategory(db, caller.companyId, caller.locale, categoryId)
  if (seen.plan === 'basic') throw conflict('money:::errors::alreadyBasic')
  return schedule(db, caller, categoryId, seen, 'basic')
}

async function upgrade(
  db: Database,
  caller: PlanCaller,
  categoryId: number,
  seen: SubscriptionRow,
  to: PlanId,
  key: string,
): Promise<PlanChanged> {
  const { companyId } = caller
  const now = clock.now()
  const price = priceChange(categoryId, seen, to, now, 0)
  const periodEnd = now + periodSeconds
  // The new plan is paid for a whole period: what the unused part of the old one was worth came off it.
  const newPeriod = {
    plan: to,
    periodStart: now,
    periodEnd,
    paidOre: price.newPlanOre,
    nextPlan: null,
    updatedAt: now,
  }
  const recorded = await recordMoney(
    db,
    {
      companyId,
      kind: 'subscription',
      idempotencyKey: key,
      invoice: true,
      period: { start: now, end: periodEnd },
      categoryId,
      plan: to,
      netOre: price.netOre,
      vatOre: price.vatOre,
      creditOre: price.creditOre,
      postings: chargePostings(price.netOre, price.vatOre),
      when: unchangedSql(companyId, categoryId, seen),
    },
    now,
    (applied) => [
      db
        .insert(subscriptions)
        .select(selectFor(subscriptions, { companyId, categoryId, ...newPeriod }, sql`WHERE ${applied}`))
        .onConflictDoUpdate({
          target: [subscriptions.companyId, subscriptions.categoryId],
          set: newPeriod,
        }),
    ],
  )
  const { transaction } = recorded
  if (recorded.applied && transaction) {
    const answer = await answerOf(db, caller, categoryId, 'upgraded', transaction.invoiceNumber)
    await keepResponse(db, key, transaction.nonce, answer)
    return answer
  }
  // The same key won in a parallel request: its answer is this one's too.
  if (transaction) return replay(db, caller, categoryId, transaction)
  const fresh = await myCategory(db, companyId, caller.locale, categoryId)
  const { plan, periodEnd: end } = fresh.subscription
  if (plan !== seen.plan || end !== seen.periodEnd) throw new ApiError('plan_changed')
  if (fresh.balanceOre < price.totalOre) throw new ApiError('insufficient_funds')
  throw new ApiError('plan_changed')
}

/** Sets (or with null clears) the plan that follows when the period ends, if nothing moved meanwhile. */
async function schedule(
  db: Database,
  caller: PlanCaller,
  categoryId: number,
  seen: SubscriptionRow,
  next: PlanId | null,
): Promise<PlanChanged> {
  const { companyId } = caller
  const result = await db
    .update(subscriptions)
    .set({ nextPlan: next, updatedAt: clock.now() })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.categoryId, categoryId),
        eq(subscriptions.plan, seen.plan),
        seen.periodEnd === null ? sql`period_end IS NULL` : eq(subscriptions.periodEnd, seen.periodEnd),
      ),
    )
  if (result.meta.changes !== 1) throw new ApiError('plan_changed')
  return answerOf(db, caller, categoryId, 'scheduled', null)
}

async function answerOf(
  db: Database,
  caller: PlanCaller,
  categoryId: number,
  result: PlanChanged['result'],
  invoiceNumber: number | null,
): Promise<PlanChanged> {
  const { view, balanceOre } = await myCategory(db, caller.companyId, caller.locale, categoryId)
  return { result, subscription: view, balanceOre, invoiceNumber }
}

/** The first answer to a key; rebuilt from the transaction if the request died before keeping it. */
async function replay(
  db: Database,
  caller: PlanCaller,
  categoryId: number,
  earlier: LedgerTransactionRow,
): Promise<PlanChanged> {
  if (earlier.response) return JSON.parse(earlier.response) as PlanChanged
  return answerOf(db, caller, categoryId, 'upgraded', earlier.invoiceNumber)
}
