import type { PlanId } from '../../../domain/rules/plans'
import type { Subscriptions } from '../../../domain/schemas/money'

/** One line of a new company's welcome: a plan it has, in which categories, and what it allows. */
export interface WelcomePlan {
  plan: PlanId
  /** Which sentence says it: a free plan, a paid one with a monthly number of offers, or unlimited. */
  kind: 'free' | 'paid' | 'unlimited'
  /** Offers a month in each category (null: unlimited). */
  offersPerMonth: number | null
  /** The categories on this plan; null when it is every category of the company. */
  categories: string[] | null
}

/**
 * What the welcome says about the company's plans, from its subscriptions as the server answers them
 * (GET /company/subscriptions): one line per plan it has, the highest first. A category the answer does
 * not list has no subscription, and a category without one is on Basis (the worker's rule): a company
 * with none listed is on Basis in all its categories.
 */
export function welcomePlans(subscriptions: Pick<Subscriptions, 'plans' | 'categories'>): WelcomePlan[] {
  const byPlan = new Map<PlanId, string[]>()
  for (const category of subscriptions.categories)
    byPlan.set(category.plan, [...(byPlan.get(category.plan) ?? []), category.categoryName])
  if (byPlan.size === 0) byPlan.set('basic', [])
  const everyCategory = byPlan.size === 1
  return subscriptions.plans
    .filter((plan) => byPlan.has(plan.id))
    .sort((a, b) => b.rank - a.rank)
    .map(
      (plan): WelcomePlan => ({
        plan: plan.id,
        kind: plan.offersPerMonth === null ? 'unlimited' : plan.priceOre === 0 ? 'free' : 'paid',
        offersPerMonth: plan.offersPerMonth,
        categories: everyCategory ? null : (byPlan.get(plan.id) ?? []),
      }),
    )
}
