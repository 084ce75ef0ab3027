import { sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { type PlanId, periodSeconds, plans, vatPercent } from '../../../domain/rules/plans'
import type { CategorySubscription, Subscriptions } from '../../../domain/schemas/money'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { balanceOf, walletSql } from '../../lib/ledger'
import { copenhagenMonth } from './copenhagen-month'
import { companyTopCategoriesSql } from './plan-sql'

/** A subscription row as it is stored; a category without a row is basic. */
export interface SubscriptionRow {
  plan: PlanId
  periodStart: number | null
  periodEnd: number | null
  paidOre: number
  nextPlan: PlanId | null
}

/**
 * My top categories with their plans: the top category of each category I work in (a subcategory's
 * parent). A subcategory id, or a category of another company, is not one of mine.
 */
async function categoryRows(db: Database, companyId: number, locale: Locale, categoryId?: number) {
  const name = locale === 'en' ? sql`c.name_en` : sql`c.name_da`
  return db.all<
    SubscriptionRow & {
      categoryId: number
      categoryName: string
      offersThisMonth: number
      balanceOre: number
    }
  >(sql`
    SELECT c.id AS categoryId, ${name} AS categoryName, ${walletSql(companyId)} AS balanceOre,
      coalesce(s.plan, 'basic') AS plan, s.period_start AS periodStart, s.period_end AS periodEnd,
      coalesce(s.paid_ore, 0) AS paidOre, s.next_plan AS nextPlan,
      coalesce(oc.count, 0) AS offersThisMonth
    FROM categories c
      LEFT JOIN subscriptions s ON s.company_id = ${companyId} AND s.category_id = c.id
      LEFT JOIN offer_counts oc ON oc.company_id = ${companyId} AND oc.category_id = c.id
        AND oc.month = ${copenhagenMonth(clock.now())}
    WHERE c.id IN ${companyTopCategoriesSql(companyId)}
      ${categoryId === undefined ? sql`` : sql`AND c.id = ${categoryId}`}
    ORDER BY c.position, c.id`)
}

const view = (row: Awaited<ReturnType<typeof categoryRows>>[number]): CategorySubscription => ({
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  plan: row.plan,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  nextPlan: row.nextPlan,
  offersThisMonth: Number(row.offersThisMonth),
})

/** The plans, my balance and the plan of each of my categories (GET /company/subscriptions). */
export async function mySubscriptions(
  db: Database,
  companyId: number,
  locale: Locale,
): Promise<Subscriptions> {
  const [rows, balanceOre] = await Promise.all([
    categoryRows(db, companyId, locale),
    balanceOf(db, companyId),
  ])
  return {
    plans: [...plans],
    vatPercent,
    periodDays: periodSeconds / 86_400,
    balanceOre,
    categories: rows.map(view),
  }
}

/** One of my categories with its subscription, and my balance; another's category (or none) is a 404. */
export async function myCategory(db: Database, companyId: number, locale: Locale, categoryId: number) {
  const [row] = await categoryRows(db, companyId, locale, categoryId)
  if (!row) throw notFound()
  const subscription: SubscriptionRow = {
    plan: row.plan,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    paidOre: Number(row.paidOre),
    nextPlan: row.nextPlan,
  }
  return { view: view(row), subscription, balanceOre: Number(row.balanceOre) }
}

/**
 * The subscription is still the one a price or a change was computed from: same plan and same period
 * end (no row and a dropped basic row are alike: basic without a period). For a batch's conditions.
 */
export const unchangedSql = (companyId: number, categoryId: number, seen: SubscriptionRow) => sql`
  coalesce((SELECT plan FROM subscriptions WHERE company_id = ${companyId} AND category_id = ${categoryId}), 'basic')
    = ${seen.plan}
  AND (SELECT period_end FROM subscriptions WHERE company_id = ${companyId} AND category_id = ${categoryId})
    IS ${seen.periodEnd}`
