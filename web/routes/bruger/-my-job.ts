import { notFound } from '@tanstack/react-router'
import { myJobQuery } from '../../features/jobs/queries'
import { idParam } from '../../features/jobs/search-params'
import type { RouterContext } from '../../router'
import { loadRolePage } from '../-role-route'

/** `?contact_id=`: the company's contact a page about the customer's job came with. */
export const contactIdSearch = (search: Record<string, unknown>): { contact_id?: number } => ({
  contact_id: idParam(search.contact_id),
})

/**
 * The loader of a page about one of the customer's jobs: a path that names no job id is not found;
 * the texts, then (for a customer) the job, before the page renders.
 */
export function loadMyJob(
  context: RouterContext & { allowed: boolean },
  jobIdParam: string,
  namespaces: string | readonly string[] = 'jobs',
): Promise<void> {
  const jobId = idParam(jobIdParam)
  if (!jobId) throw notFound()
  return loadRolePage(context, namespaces, [myJobQuery(jobId)])
}
