import { and, eq, sql } from 'drizzle-orm'
import { hiddenJobs } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { visibleTo } from '../company-jobs/visibility'

/** The ids of the jobs the company hid, newest first. */
export async function listHiddenJobs(db: Database, companyId: number) {
  const rows = await db
    .select({ jobId: hiddenJobs.jobId })
    .from(hiddenJobs)
    .where(eq(hiddenJobs.companyId, companyId))
    .orderBy(sql`${hiddenJobs.createdAt} DESC`)
  return { jobIds: rows.map((row) => row.jobId) }
}

/**
 * Hides a job the company may see; a job it may not see is a 404, as if it did not exist. Hiding a
 * hidden job again is no change (one conditional insert: it cannot be counted twice).
 */
export async function hideJob(db: Database, companyId: number, jobId: number) {
  const now = clock.now()
  const [seen] = await db.all<{ id: number }>(sql`
    SELECT j.id FROM jobs j
      JOIN categories cat ON cat.id = j.category_id
      LEFT JOIN contacts mc ON mc.job_id = j.id AND mc.company_id = ${companyId}
    WHERE j.id = ${jobId} AND ${visibleTo(companyId, now)}`)
  if (!seen) throw notFound()
  await db.insert(hiddenJobs).values({ companyId, jobId, createdAt: now }).onConflictDoNothing()
}

/** Shows a hidden job again (the undo); a job that was not hidden stays as it was. */
export async function showJob(db: Database, companyId: number, jobId: number) {
  await db.delete(hiddenJobs).where(and(eq(hiddenJobs.companyId, companyId), eq(hiddenJobs.jobId, jobId)))
}
