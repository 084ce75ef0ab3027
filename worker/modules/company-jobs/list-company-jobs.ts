import { and, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import {
  type CompanyJobsPage,
  companyJobsPageSize,
  cursorOf,
  parseCursor,
} from '../../../domain/schemas/company-jobs'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { companyJobRows } from './company-job-rows'
import { onOpenJobsList } from './visibility'

export interface CompanyJobsFilter {
  category?: number | undefined
  region?: string | undefined
  cursor?: string | undefined
}

/**
 * The company's open jobs, newest first, a page at a time: keyset pagination on (created_at, id), so a
 * job posted while the company scrolls never shifts or repeats a row.
 */
export async function listCompanyJobs(
  db: Database,
  companyId: number,
  locale: Locale,
  filter: CompanyJobsFilter,
): Promise<CompanyJobsPage> {
  const now = clock.now()
  const after = filter.cursor ? parseCursor(filter.cursor) : null
  const where = and(
    onOpenJobsList(companyId, now),
    filter.category === undefined
      ? undefined
      : sql`(j.category_id = ${filter.category} OR cat.parent_id = ${filter.category})`,
    filter.region === undefined ? undefined : sql`j.region = ${filter.region}`,
    after === null
      ? undefined
      : sql`(j.created_at < ${after.createdAt} OR (j.created_at = ${after.createdAt} AND j.id < ${after.id}))`,
  )
  const jobs = await companyJobRows(db, {
    companyId,
    locale,
    now,
    where: where ?? sql`1`,
    limit: companyJobsPageSize + 1,
  })
  const page = jobs.slice(0, companyJobsPageSize)
  const last = page.at(-1)
  return { jobs: page, nextCursor: jobs.length > companyJobsPageSize && last ? cursorOf(last) : null }
}
