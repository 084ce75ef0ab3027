import { and, sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import type { CompanyJob } from '../../../domain/schemas/company-jobs'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { companyJobRows } from './company-job-rows'
import { visibleTo } from './visibility'

/** One job as the company sees it (the job-description modal); 404 when it may not see it. */
export async function companyJob(
  db: Database,
  companyId: number,
  locale: Locale,
  jobId: number,
): Promise<CompanyJob> {
  const now = clock.now()
  const [job] = await companyJobRows(db, {
    companyId,
    locale,
    now,
    where: and(sql`j.id = ${jobId}`, visibleTo(companyId, now)) ?? sql`0`,
    limit: 1,
  })
  if (!job) throw notFound()
  return job
}
