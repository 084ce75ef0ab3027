import { type SQL, sql } from 'drizzle-orm'
import { offerCounts } from '../../db/schema'
import type { Database } from '../../lib/db'
import { selectFor } from '../../lib/insert-select'
import { copenhagenMonth } from './copenhagen-month'
import { offerLimitSql, planSql, topCategorySql } from './plan-sql'

/** The top category of job `jobId` (a job may sit in a subcategory). */
const topCategoryOf = (jobId: number) =>
  topCategorySql(sql`(SELECT oj.category_id FROM jobs oj WHERE oj.id = ${jobId})`)

/**
 * The plan's offers a month (decision 018): a company's first offer on a job it was not invited to is
 * counted in the job's top category and the Copenhagen month. `allows` goes into the WHERE of the
 * statement that writes the offer; `count` raises the counter in the same batch, only when `written`
 * (that offer went in), so two parallel offers at the limit cannot both pass.
 */
export function offerQuota(db: Database, companyId: number, jobId: number, now: number) {
  const month = copenhagenMonth(now)
  const category = topCategoryOf(jobId)
  const used = sql`coalesce((SELECT oc.count FROM offer_counts oc
    WHERE oc.company_id = ${companyId} AND oc.category_id = ${category} AND oc.month = ${month}), 0)`
  const limit = offerLimitSql(planSql(companyId, category))
  const allows = sql`(${limit} IS NULL OR ${used} < ${limit})`
  return {
    allows,
    count: (written: SQL) =>
      db
        .insert(offerCounts)
        .select(
          selectFor(offerCounts, { companyId, categoryId: category, month, count: 1 }, sql`WHERE ${written}`),
        )
        .onConflictDoUpdate({
          target: [offerCounts.companyId, offerCounts.categoryId, offerCounts.month],
          set: { count: sql`${offerCounts.count} + 1` },
        }),
    /** Whether the allowance is used up now (to tell a refused offer's reason). */
    usedUp: async () => {
      const [row] = await db.all<{ ok: number }>(sql`SELECT ${allows} AS ok`)
      return !row?.ok
    },
  }
}
