import { sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { type CompanyJobsPage, companyJobsPageSize, cursorOf } from '../../../domain/schemas/company-jobs'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { companyJobRows } from './company-job-rows'
import { type JobSearch, jobSearchSql, type SearchScope } from './job-search'

/**
 * The company's postcode and the categories it sees (its own and their subcategories), in one small
 * read: the search writes one branch per category.
 */
export async function searchScope(db: Database, companyId: number): Promise<SearchScope> {
  const mine = sql`SELECT category_id FROM company_categories WHERE company_id = ${companyId}`
  const rows = await db.all<{ zip: string | null; id: number | null; parentId: number | null }>(sql`
    SELECT me.zip, c.id, c.parent_id AS parentId
    FROM companies me
    LEFT JOIN categories c ON c.id IN (${mine}) OR c.parent_id IN (${mine})
    WHERE me.id = ${companyId}`)
  return {
    companyZip: rows[0]?.zip ?? null,
    categories: rows.flatMap((r) => (r.id === null ? [] : [{ id: r.id, parentId: r.parentId }])),
  }
}

/**
 * The company's jobs on one tab, filtered and sorted, a page at a time (the next page starts after
 * `nextCursor`).
 */
export async function listCompanyJobs(
  db: Database,
  companyId: number,
  locale: Locale,
  search: JobSearch,
): Promise<CompanyJobsPage> {
  const now = clock.now()
  const scope = await searchScope(db, companyId)
  const jobs = await companyJobRows(db, {
    companyId,
    locale,
    now,
    ...jobSearchSql(companyId, now, scope, search),
    limit: companyJobsPageSize + 1,
  })
  const page = jobs.slice(0, companyJobsPageSize)
  const last = page.at(-1)
  return {
    jobs: page,
    nextCursor: jobs.length > companyJobsPageSize && last ? cursorOf(last, search.sort) : null,
  }
}
