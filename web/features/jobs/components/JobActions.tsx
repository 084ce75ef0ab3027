import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { contactLifecycle } from '../../../../domain/lifecycle/contact'
import { allowedActions, transitionOf } from '../../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../../domain/lifecycle/job'
import type { CustomerJobSummary } from '../../../../domain/schemas/customer-jobs'

/** A contact whose work is done (the company's `complete`, or the customer's close, `closeWithJob`): reviewable. */
const finishedState = transitionOf(contactLifecycle, 'complete').to

/**
 * The job-level actions the lifecycle gives the customer: closing (done with the hired company) and
 * cancelling (no longer needed) both go to lukopgave, which explains. Choosing a supplier is an action
 * of one offer, shown on it. In a list of jobs, a job whose chosen company finished the work leads to
 * its review ('Skriv anmeldelse af {company}', as the job page does beside the company): where a
 * customer lands after closing it.
 */
export function JobActions({
  job,
  // 44 px to tap, as the page's other main actions.
  className = 'btn-secondary min-h-11 box-border no-underline',
  inList = false,
}: {
  job: Pick<CustomerJobSummary, 'id' | 'status' | 'hiredContactId' | 'title'> &
    Partial<Pick<CustomerJobSummary, 'companies'>>
  className?: string
  /** In a list of jobs the link names its job ('Afslut opgave: Ny terrasse'), as 'Se opgaven' does there. */
  inList?: boolean
}) {
  const { t } = useTranslation('jobs')
  const actions = allowedActions(jobLifecycle, job.status, 'customer')
  const done = inList
    ? job.companies?.find((c) => c.contactId === job.hiredContactId && c.state === finishedState)
    : undefined
  if (done)
    return (
      <Link to="/bruger/anmeld" search={{ kontakt: done.contactId }} className={className}>
        {t('mine::review', { company: done.name })}
      </Link>
    )
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
