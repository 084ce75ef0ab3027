import { and, eq, sql } from 'drizzle-orm'
import { byDistance } from '../../../domain/rules/distance'
import { type PlanId, planOf } from '../../../domain/rules/plans'
import type { CandidateCompany, CandidateList } from '../../../domain/schemas/invitations'
import { categories, jobs } from '../../db/schema'
import type { Database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { inCategoriesOf } from '../company-jobs/visibility'
import { distanceKm } from '../places/places.service'
import { planSql } from '../subscriptions/plan-sql'
import { invitedCount } from './invite-company'
import { activeAccountStates, sqlList } from './states'

/** How many companies the select-firm modal lists. */
export const candidateListSize = 20

const collator = new Intl.Collator('da')
const nearestFirst = byDistance<CandidateCompany>((a, b) => collator.compare(a.name, b.name) || a.id - b.id)

/**
 * Select firm: active companies the job reaches (`inCategoriesOf`), higher plans in the job's top
 * category first (decision 018), then nearest the job's postcode (whole km between municipality
 * centres, decision 013), each with its plan and marked invited or already on the job; the companies
 * already invited are always listed, in or out of the category.
 * Distances are computed here, not in SQL: D1 has no coordinates and a category holds hundreds of
 * companies, not millions.
 */
export async function listCandidates(
  db: Database,
  customerId: number,
  jobId: number,
): Promise<CandidateList> {
  const [job] = await db
    .select({ id: jobs.id, zip: jobs.zip, categoryId: jobs.categoryId, parentId: categories.parentId })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(and(eq(jobs.id, jobId), eq(jobs.customerId, customerId)))
  if (!job) throw notFound()

  const rows = await db.all<{
    id: number
    name: string
    slug: string
    city: string
    zip: string
    invitedAt: number | null
    contactId: number | null
    plan: PlanId
  }>(sql`
    SELECT c.id, c.name, c.slug, c.city, c.zip, mc.invited_at AS invitedAt, mc.id AS contactId,
      ${planSql(sql`c.id`, job.parentId ?? job.categoryId)} AS plan
    FROM companies c
    JOIN users u ON u.id = c.owner_user_id AND u.status IN (${sqlList(activeAccountStates)})
    LEFT JOIN contacts mc ON mc.job_id = ${job.id} AND mc.company_id = c.id
    WHERE mc.invited_at IS NOT NULL OR ${inCategoriesOf(sql`c.id`, job.categoryId)}`)

  const companies: CandidateCompany[] = rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      city: row.city,
      distanceKm: distanceKm(job.zip, row.zip),
      invited: row.invitedAt !== null,
      onJob: row.contactId !== null && row.invitedAt === null,
      plan: row.plan,
    }))
    .sort((a, b) => planOf(b.plan).rank - planOf(a.plan).rank || nearestFirst(a, b))
    // The nearest ones, and every invited company wherever it is (one invited by e-mail, say).
    .filter((company, i) => i < candidateListSize || company.invited)
  return { jobId: job.id, invitedCount: await invitedCount(db, job.id), companies }
}
