import { eq } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { type CompanyJobsPage, companyJobsPageSize, cursorOf } from '../../../domain/schemas/company-jobs'
import { companies } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { companyJobRows } from './company-job-rows'
import { type JobSearch, jobSearchSql } from './job-search'

/** The company's postcode, where "nearest first" measures from. */
export async function companyZip(db: Database, companyId: number): Promise<string | null> {
  const [row] = await db.select({ zip: companies.zip }).from(companies).where(eq(companies.id, companyId))
  return row?.zip ?? null
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
  const zip = search.sort === 'distance' ? await companyZip(db, companyId) : null
  const jobs = await companyJobRows(db, {
    companyId,
    locale,
    now,
    ...jobSearchSql(companyId, now, zip, search),
    limit: companyJobsPageSize + 1,
  })
  const page = jobs.slice(0, companyJobsPageSize)
  const last = page.at(-1)
  return {
    jobs: page,
    nextCursor: jobs.length > companyJobsPageSize && last ? cursorOf(last, search.sort) : null,
  }
}
