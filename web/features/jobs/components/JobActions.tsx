import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { allowedActions } from '../../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../../domain/lifecycle/job'
import type { CustomerJobSummary } from '../../../../domain/schemas/customer-jobs'

/**
 * The job-level actions the lifecycle gives the customer: closing (done with the hired company) and
 * cancelling (no longer needed) both go to lukopgave, which explains and asks. Choosing a supplier is
 * an action of one offer, shown on it.
 */
export function JobActions({
  job,
  // 44 px to tap, as the page's other main actions.
  className = 'btn-secondary min-h-11 box-border no-underline',
  inList = false,
}: {
  job: Pick<CustomerJobSummary, 'id' | 'status' | 'hiredContactId' | 'title'>
  className?: string
  /** In a list of jobs the link names its job ('Afslut opgave: Ny terrasse'), as 'Se opgaven' does there. */
  inList?: boolean
}) {
  const { t } = useTranslation('jobs')
  const actions = allowedActions(jobLifecycle, job.status, 'customer')
  if (!actions.includes('close') && !actions.includes('cancel')) return null
  return (
    <Link
      to="/bruger/lukopgave/$id"
      params={{ id: String(job.id) }}
      search={job.hiredContactId ? { contact_id: job.hiredContactId } : {}}
      className={className}
      aria-label={inList ? `${t('close::action')}: ${job.title}` : undefined}
    >
      {t('close::action')}
    </Link>
  )
}
