import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm'
import { answerKey } from '../../../domain/schemas/jobs'
import { jobAttributes, jobs, searchAgentHits, searchAgents } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { selectFor } from '../../lib/insert-select'
import { inMyCategories, reachesCategory, takesOffers } from '../company-jobs/visibility'
import { notificationWrites } from '../notifications/notify'
import { type JobFacts, matches } from './agent-criteria'
import { parseAgent } from './stored-agent'

/** Agents and jobs looked at per run; the cron's next run goes on from each agent's `last_job_id`. */
const agentsPerRun = 500
const jobsPerRun = 500

/**
 * Finds the jobs each search agent has not looked at yet (`id > last_job_id`) and tells the company
 * about every match. Runs from the cron and right after a job is posted, so an instant agent mails at
 * once and a missed moment is caught up within five minutes. Running twice is harmless: the hit row
 * (agent, job) is written in the batch that notifies, and a company hears of a job once however many
 * of its agents find it. Returns the number of (company, job) matches told.
 */
export async function matchNewJobs(db: Database, origin: string): Promise<number> {
  const [newest] = await db.select({ id: sql<number>`coalesce(max(${jobs.id}), 0)` }).from(jobs)
  const newestJob = Number(newest?.id ?? 0)
  const rows = await db
    .select()
    .from(searchAgents)
    .where(lt(searchAgents.lastJobId, newestJob))
    .orderBy(asc(searchAgents.lastJobId))
    .limit(agentsPerRun)
  if (rows.length === 0) return 0
  const agents = rows.map((row) => ({ ...parseAgent(row), lastJobId: row.lastJobId, delivery: row.delivery }))
  const since = Math.min(...agents.map((a) => a.lastJobId))
  const now = clock.now()
  // The agents' categories as one bound value (D1 binds at most 100); a job is a candidate when it
  // reaches one of them (`reachesCategory`, the rule the job list uses).
  const agentCategories = JSON.stringify([...new Set(agents.map((a) => a.categoryId))])
  const reached = sql`(SELECT r.id FROM categories r WHERE ${reachesCategory(sql`r`, jobs.categoryId)})`
  const candidates = (
    await db
      .select({
        id: jobs.id,
        zip: jobs.zip,
        region: jobs.region,
        title: jobs.title,
        city: jobs.city,
        reaches: sql<string>`(SELECT json_group_array(id) FROM ${reached})`,
      })
      .from(jobs)
      .where(
        and(
          gt(jobs.id, since),
          sql`EXISTS (SELECT 1 FROM json_each(${agentCategories}) a WHERE a.value IN ${reached})`,
        ),
      )
      .orderBy(asc(jobs.id))
      .limit(jobsPerRun)
  ).map((job) => ({ ...job, reaches: JSON.parse(job.reaches) as number[] }))
  const answers = await answersOf(
    db,
    candidates.map((j) => j.id),
  )
  // How far every agent has looked: all jobs up to the last candidate, or all jobs when they were few.
  const lookedUpTo = candidates.length === jobsPerRun ? (candidates.at(-1)?.id ?? since) : newestJob

  let told = 0
  for (const job of candidates) {
    const facts: JobFacts = { ...job, answers: answers.get(job.id) ?? {} }
    const found = agents.filter((agent) => job.id > agent.lastJobId && matches(agent, facts))
    for (const companyId of new Set(found.map((agent) => agent.companyId))) {
      const companyAgents = found.filter((agent) => agent.companyId === companyId)
      const instant = companyAgents.some((agent) => agent.delivery === 'instant')
      const [made] = await db.batch(
        tellCompany(db, { companyId, job, agents: companyAgents, instant, origin, now }),
      )
      told += made.length
    }
  }
  const ids = agents.map((a) => a.id)
  for (let i = 0; i < ids.length; i += 90)
    await db
      .update(searchAgents)
      .set({ lastJobId: lookedUpTo })
      .where(and(inArray(searchAgents.id, ids.slice(i, i + 90)), lt(searchAgents.lastJobId, lookedUpTo)))
  return told
}

interface Match {
  companyId: number
  job: { id: number; title: string; city: string }
  agents: { id: number }[]
  /** One of the company's matching agents mails at once, which counts for all of them; else the digest mails. */
  instant: boolean
  origin: string
  now: number
}

/**
 * One batch per (company, job): the notification (and its SMS, and the instant mail) only when none of
 * the company's agents had found this job before and the company may still see it (open, one of its
 * categories, so the link works); then the hit rows. An instant hit counts as mailed.
 */
function tellCompany(db: Database, m: Match) {
  const visible = sql`EXISTS (SELECT 1 FROM jobs j
      WHERE j.id = ${m.job.id} AND ${takesOffers(m.now)} AND ${inMyCategories(m.companyId)})`
  const firstTime = sql`NOT EXISTS (SELECT 1 FROM search_agent_hits h JOIN search_agents a ON a.id = h.agent_id
      WHERE a.company_id = ${m.companyId} AND h.job_id = ${m.job.id}) AND ${visible}`
  const link = `${m.origin}/firma/opgaver?jobid=${m.job.id}`
  const [notification, outbox] = notificationWrites(
    db,
    { companyId: m.companyId, type: 'agent_match', jobId: m.job.id, note: m.job.title },
    {
      origin: m.origin,
      when: firstTime,
      ...(m.instant
        ? {
            email: {
              template: 'agentMatch',
              payload: { company: sql`co.name`, job: m.job.title, city: m.job.city, link },
            },
          }
        : {}),
    },
  )
  // A job the company may not see is no hit: the digest would mail a link that answers 404.
  const mailedAt = m.instant ? m.now : null
  const hits = db
    .insert(searchAgentHits)
    .select(
      selectFor(
        searchAgentHits,
        { agentId: sql`column1`, jobId: m.job.id, createdAt: m.now, mailedAt },
        sql`FROM (VALUES ${sql.join(
          m.agents.map((a) => sql`(${a.id})`),
          sql`, `,
        )})
        WHERE ${visible}`,
      ),
    )
    .onConflictDoNothing()
  return [notification, outbox, hits] as const
}

async function answersOf(db: Database, jobIds: number[]) {
  const byJob = new Map<number, Record<string, string[]>>()
  for (let i = 0; i < jobIds.length; i += 90) {
    const rows = await db
      .select()
      .from(jobAttributes)
      .where(inArray(jobAttributes.jobId, jobIds.slice(i, i + 90)))
    for (const row of rows) {
      const answers = byJob.get(row.jobId) ?? {}
      const key = answerKey(row.attributeId)
      answers[key] = [...(answers[key] ?? []), row.value]
      byJob.set(row.jobId, answers)
    }
  }
  return byJob
}
