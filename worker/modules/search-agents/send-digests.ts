import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { companies, jobs, outbox, searchAgentHits, searchAgents } from '../../db/schema'
import { clock } from '../../lib/clock'
import type { Database } from '../../lib/db'
import { enqueueWhen } from '../../lib/outbox'
import { activeCompany } from '../invitations/company-recipient'

const day = 24 * 60 * 60
/** A digest is due a day after the last one; the cron runs every 5 minutes, so allow one run early. */
const digestEvery = day - 5 * 60
const agentsPerRun = 200
const jobsPerDigest = 20

/**
 * The daily digest of each `daily` agent with jobs it found and nobody mailed: one e-mail listing
 * them, linking to the notifications page where every job links to itself. The mail, the hits marked
 * mailed and the agent's digest time are one batch. Returns the number of digests written.
 */
export async function sendDigests(db: Database, origin: string): Promise<number> {
  const now = clock.now()
  const due = await db
    .select({ id: searchAgents.id, companyId: searchAgents.companyId })
    .from(searchAgents)
    .where(
      and(
        eq(searchAgents.delivery, 'daily'),
        or(isNull(searchAgents.lastDigestAt), lte(searchAgents.lastDigestAt, now - digestEvery)),
        sql`EXISTS (SELECT 1 FROM search_agent_hits h WHERE h.agent_id = ${searchAgents.id} AND h.mailed_at IS NULL)`,
      ),
    )
    .limit(agentsPerRun)
  let sent = 0
  for (const agent of due) {
    const found = await db
      .select({ id: jobs.id, title: jobs.title, city: jobs.city })
      .from(searchAgentHits)
      .innerJoin(jobs, eq(jobs.id, searchAgentHits.jobId))
      .where(and(eq(searchAgentHits.agentId, agent.id), isNull(searchAgentHits.mailedAt)))
      .orderBy(searchAgentHits.jobId)
      .limit(jobsPerDigest)
    const company = await activeCompany(db, eq(companies.id, agent.companyId))
    // Written only while the company is still in the market (`sendsWhile`, in the mail's own
    // statement): a block landing after the read above sends nothing, and counts as no digest. The
    // hits and the digest time are written either way, as for a company already out at the read.
    const mail = company?.to
      ? enqueueWhen(
          db,
          {
            channel: 'email',
            to: company.to,
            template: 'agentDigest',
            locale: company.locale,
            payload: {
              company: company.name,
              count: found.length,
              jobs: found.map((job) => `${job.title} (${job.city})`).join('\n'),
              link: `${origin}/firma/notifikationer`,
            },
          },
          company.sendsWhile,
        ).returning({ id: outbox.id })
      : null
    const [, , written] = await db.batch([
      db
        .update(searchAgentHits)
        .set({ mailedAt: now })
        .where(
          and(
            eq(searchAgentHits.agentId, agent.id),
            isNull(searchAgentHits.mailedAt),
            lte(searchAgentHits.jobId, found.at(-1)?.id ?? 0),
          ),
        ),
      db.update(searchAgents).set({ lastDigestAt: now }).where(eq(searchAgents.id, agent.id)),
      ...(mail ? [mail] : []),
    ])
    if (written && written.length > 0) sent += 1
  }
  return sent
}
