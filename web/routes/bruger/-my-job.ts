import { notFound } from '@tanstack/react-router'
import { myJobQuery } from '../../features/jobs/queries'
import { idParam } from '../../features/jobs/search-params'
import { ApiFailure } from '../../lib/api'
import type { RouterContext } from '../../router'
import { loadRolePage } from '../-role-route'

/** `?contact_id=`: the company's contact a page about the customer's job came with. */
export const contactIdSearch = (search: Record<string, unknown>): { contact_id?: number } => ({
  contact_id: idParam(search.contact_id),
})

/**
 * The loader of a page about one of the customer's jobs: the texts, then (for a customer) the job,
 * before the page renders. A path that names no job id, or a job the customer does not have (the
 * server's 404: deleted, another customer's), is not found: the route's `JobNotFound`, not a failed
 * load offering 'Prøv igen'.
 */
export async function loadMyJob(
  context: RouterContext & { allowed: boolean },
  jobIdParam: string,
  namespaces: string | readonly string[] = 'jobs',
): Promise<void> {
  const jobId = idParam(jobIdParam)
  if (!jobId) {
    await context.i18n.loadNamespaces(namespaces)
    throw notFound()
  }
  await loadRolePage(context, namespaces, [myJobQuery(jobId)]).catch((error: unknown) => {
    if (error instanceof ApiFailure && error.status === 404) throw notFound()
    throw error
  })
}
