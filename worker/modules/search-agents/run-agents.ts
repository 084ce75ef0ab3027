import type { Database } from '../../lib/db'
import { matchNewJobs } from './match-jobs'
import { sendDigests } from './send-digests'

/** The cron's share: jobs the agents have not looked at yet (a missed moment), then the due digests. */
export async function runSearchAgents(db: Database, origin: string): Promise<void> {
  await matchNewJobs(db, origin)
  await sendDigests(db, origin)
}

/**
 * Right after a job is posted: its matches are told at once. The job is posted whatever happens here
 * (the cron catches up within five minutes), so a failure is logged, never thrown at the poster.
 */
export async function matchPostedJob(db: Database, origin: string): Promise<void> {
  try {
    await matchNewJobs(db, origin)
  } catch (error) {
    console.error('search agents: matching after a posted job failed', error)
  }
}
