import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { plans } from '../../../domain/rules/plans'

/**
 * A company's plan in a top category as SQL (no subscription row is basic), for conditions that must
 * hold inside the statement that acts on them.
 */
export const planSql = (companyId: SQLWrapper | number, categoryId: SQLWrapper | number) =>
  sql`coalesce((SELECT s.plan FROM subscriptions s
    WHERE s.company_id = ${companyId} AND s.category_id = ${categoryId}), 'basic')`

/** The plan's offers a month as SQL, from the plan data; NULL is unlimited. */
export const offerLimitSql = (plan: SQL) =>
  sql.join(
    [sql`(CASE ${plan}`, ...plans.map((p) => sql`WHEN ${p.id} THEN ${p.offersPerMonth}`), sql`END)`],
    sql` `,
  )

/** The plan's rank as SQL (higher plans first in a customer's list of offers). */
export const planRankSql = (plan: SQL) =>
  sql.join(
    [sql`(CASE ${plan}`, ...plans.map((p) => sql`WHEN ${p.id} THEN ${p.rank}`), sql`ELSE 0 END)`],
    sql` `,
  )

/** The top category of a category (the one a plan is bought in) as SQL. */
export const topCategorySql = (categoryId: SQLWrapper | number) =>
  sql`(SELECT coalesce(tc.parent_id, tc.id) FROM categories tc WHERE tc.id = ${categoryId})`

/**
 * The top categories a company works in, as an SQL list for `IN (…)`: it may have chosen a subcategory
 * (Terrasse) rather than its top category (Tømrer), and a plan is bought, counted and renewed in the top
 * category either way.
 */
export const companyTopCategoriesSql = (companyId: SQLWrapper | number) =>
  sql`(SELECT coalesce(mc.parent_id, mc.id) FROM company_categories mcc
    JOIN categories mc ON mc.id = mcc.category_id WHERE mcc.company_id = ${companyId})`
