import { and, eq, gt, sql } from 'drizzle-orm'
import { hiddenJobs, hiddenJobsShown } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { visibleTo } from '../company-jobs/visibility'

/** How long 'Vis skjulte' stays on once switched on: the spec's showallwork cookie lived 365 days. */
const showHiddenSeconds = 365 * 24 * 60 * 60

/** The ids of the jobs the company hid, newest first, and whether 'Vis skjulte' is on. */
export async function listHiddenJobs(db: Database, companyId: number) {
  const [rows, shown] = await db.batch([
    db
      .select({ jobId: hiddenJobs.jobId })
      .from(hiddenJobs)
      .where(eq(hiddenJobs.companyId, companyId))
      .orderBy(sql`${hiddenJobs.createdAt} DESC`),
    db
      .select({ companyId: hiddenJobsShown.companyId })
      .from(hiddenJobsShown)
      .where(
        and(
          eq(hiddenJobsShown.companyId, companyId),
          gt(hiddenJobsShown.since, clock.now() - showHiddenSeconds),
        ),
      ),
  ])
  return { jobIds: rows.map((row) => row.jobId), showHidden: shown.length > 0 }
}

/** 'Vis skjulte' on (from now, for 365 days) or off. */
export async function setShowHidden(db: Database, companyId: number, showHidden: boolean) {
  if (!showHidden) {
    await db.delete(hiddenJobsShown).where(eq(hiddenJobsShown.companyId, companyId))
    return
  }
  const values = { companyId, since: clock.now() }
  await db
    .insert(hiddenJobsShown)
    .values(values)
    .onConflictDoUpdate({ target: hiddenJobsShown.companyId, set: { since: values.since } })
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
