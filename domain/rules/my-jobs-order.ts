import type { CustomerJobSummary } from '../schemas/customer-jobs'

/**
 * The order of the customer's own jobs on 'Mine opgaver' (`/bruger/opgaver`, her start page after
 * log-in): what waits for her first, then what is still going on, then what has ended. Within a group,
 * newest first (then the higher id, so two jobs of the same second keep one order).
 *
 * 1. `attention` — a job where she has something to read or decide: unread messages from a company,
 *    a live offer on an open job (choose it or say 'Tak, men nej tak.'), or a hired company's
 *    cancellation waiting for the administrator (her job may open again and need a new supplier).
 * 2. `active` — open or hired, nothing waiting for her (companies are invited, the work is under way).
 * 3. `ended` — closed, cancelled or expired.
 */
export type MyJobGroup = 'attention' | 'active' | 'ended'

type Sortable = Pick<CustomerJobSummary, 'id' | 'status' | 'unread' | 'createdAt' | 'companies'>

/** The job statuses still going on; the list's bound keeps these before ended ones (list-my-jobs.ts). */
export const activeJobStatuses = ['open', 'hired'] as const satisfies readonly CustomerJobSummary['status'][]

const groupRank: Record<MyJobGroup, number> = { attention: 0, active: 1, ended: 2 }

export function myJobGroup(job: Sortable): MyJobGroup {
  const waiting =
    job.unread > 0 ||
    job.companies.some(
      (c) => (job.status === 'open' && c.state === 'offered') || c.state === 'cancel_pending',
    )
  if (waiting) return 'attention'
  return (activeJobStatuses as readonly string[]).includes(job.status) ? 'active' : 'ended'
}

/** A new array of `jobs` in the order 'Mine opgaver' shows them. */
export function sortMyJobs<J extends Sortable>(jobs: readonly J[]): J[] {
  return jobs
    .map((job) => ({ job, rank: groupRank[myJobGroup(job)] }))
    .sort((a, b) => a.rank - b.rank || b.job.createdAt - a.job.createdAt || b.job.id - a.job.id)
    .map(({ job }) => job)
}
