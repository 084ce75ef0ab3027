import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DialogCard } from '../../../components/ui/DialogCard'
import { JobFacts } from '../../../components/ui/JobFacts'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { ApiFailure } from '../../../lib/api'
import { companyJobQuery } from '../queries'
import { ContactLine, JobActions, type JobHandlers } from './JobCard'
import { CustomerData, MyOffer } from './JobFacts'

/**
 * The job description (spec `modal_discription_job`), read from the server by id so that `?jobid=` opens
 * a job that is not on the loaded page; a job the company may not see says so instead.
 */
export function JobDescriptionModal({
  jobId,
  onClose,
  handlers,
}: {
  jobId: number
  onClose: () => void
  handlers: JobHandlers
}) {
  const { t } = useTranslation('firmjobs')
  const query = useQuery(companyJobQuery(jobId))
  const job = query.data
  return (
    <DialogCard
      title={job?.title ?? t('title')}
      closeLabel={t('detail::close')}
      onClose={onClose}
      width="max-w-2xl"
    >
      {job ? (
        <>
          <ContactLine job={job} />
          <JobFacts job={job} viewer="company" />
          <MyOffer job={job} />
          <CustomerData job={job} />
          {!job.takesOffers ? <p className="m-0 text-sm text-ink-700">{t('job::closed')}</p> : null}
          <JobActions job={job} handlers={handlers} />
        </>
      ) : query.error instanceof ApiFailure && query.error.status === 404 ? (
        <p role="alert" className="m-0 text-ink-700">
          {t('notFound')}
        </p>
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingStatus>{t('loading')}</LoadingStatus>
      )}
    </DialogCard>
  )
}
