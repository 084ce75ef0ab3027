import planData from '../data/plans.json'

/**
 * The subscription plans of one category (basic, pro, pro-plus): prices and benefits are data
 * (`domain/data/plans.json`, decision 018), read here so the worker and the web agree. Prices are net
 * øre a period, shown to companies excluding VAT (moms).
 */
export const planIds = ['basic', 'pro', 'pro-plus'] as const
export type PlanId = (typeof planIds)[number]

export interface Plan {
  id: PlanId
  /** Higher ranks come first in a customer's list of offers and in the company lists. */
  rank: number
  /** Net price of one period in øre, excluding VAT. */
  priceOre: number
  /** Offers the company may send in the category per calendar month (Copenhagen); null is unlimited. */
  offersPerMonth: number | null
  /** Whether the plan shows its badge beside the company's name. */
  badge: boolean
}

export const plans: readonly Plan[] = planData.plans as Plan[]
export const periodSeconds = planData.periodDays * 24 * 60 * 60
export const vatPercent = planData.vatPercent

export function planOf(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id)
  if (!plan) throw new Error(`unknown plan ${id}`)
  return plan
}

/** VAT on a net amount in øre, rounded to the nearest øre (half up). */
export function vatOf(netOre: number): number {
  return Math.round((netOre * vatPercent) / 100)
}

export type PlanChange = 'current' | 'upgrade' | 'downgrade'

export function changeKind(from: PlanId, to: PlanId): PlanChange {
  const diff = planOf(to).rank - planOf(from).rank
  return diff === 0 ? 'current' : diff > 0 ? 'upgrade' : 'downgrade'
}

/** What an upgrade costs now: the new plan's full period, less the unused part of the current one. */
export interface UpgradePrice {
  /** The new plan's net price for a whole period. */
  newPlanOre: number
  /** Net amount subtracted for the unused part of the current period (never more than the new price). */
  creditOre: number
  /** Net price to pay, VAT on it and the total charged to the balance. */
  netOre: number
  vatOre: number
  totalOre: number
}

/**
 * The price of moving up from `paidOre` (the net price paid for the current period, which ran from
 * `periodStart` to `periodEnd`) to `to` at `now`. The unused part is pro rata by the second and
 * rounded down, so the company is never credited more than it paid.
 */
export function upgradePrice(
  to: PlanId,
  current: { paidOre: number; periodStart: number; periodEnd: number | null },
  now: number,
): UpgradePrice {
  const newPlanOre = planOf(to).priceOre
  const { paidOre, periodStart, periodEnd } = current
  const length = periodEnd === null ? 0 : periodEnd - periodStart
  const left = periodEnd === null ? 0 : Math.max(0, Math.min(periodEnd - now, length))
  const unused = length <= 0 ? 0 : Math.floor((paidOre * left) / length)
  const creditOre = Math.min(unused, newPlanOre)
  const netOre = newPlanOre - creditOre
  const vatOre = vatOf(netOre)
  return { newPlanOre, creditOre, netOre, vatOre, totalOre: netOre + vatOre }
}
