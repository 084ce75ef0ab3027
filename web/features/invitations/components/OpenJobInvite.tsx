import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { invitationsApi } from '../../../../domain/contract/invitations'
import { invitationsPerJobFewerThan } from '../../../../domain/rules/limits'
import type { InvitableJob } from '../../../../domain/schemas/invitations'
import { EmptyNote } from '../../../components/ui/EmptyNote'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { ApiFailure, call } from '../../../lib/api'
import { formatDate } from '../../../lib/format'
import { invitableJobsQuery, invitationsKeys } from '../queries'
import { InvitePress } from './InviteButton'
import { InviteDialogButton } from './InviteDialogButton'

/** The company whose profile is open. */
export interface ProfileCompany {
  id: number
  name: string
  slug: string
}

type Outcome = { kind: 'sent' | 'failed'; message: string; jobId: number } | null

/** 'Send en af dine opgaver' and its dialog: my open jobs, each with 'Inviter' or why not. */
export function OpenJobInvite({ company }: { company: ProfileCompany }) {
  const { t } = useTranslation('jobs')
  return (
    <InviteDialogButton
      label={t('openJob::open')}
      title={t('openJob::title', { company: company.name })}
      className="btn-secondary h-11"
    >
      <MyOpenJobs company={company} />
    </InviteDialogButton>
  )
}

function MyOpenJobs({ company }: { company: ProfileCompany }) {
  const { t } = useTranslation('jobs')
  const queryClient = useQueryClient()
  const query = useQuery(invitableJobsQuery(company.id))
  const [outcome, setOutcome] = useState<Outcome>(null)
  const newJob = `/createjob?sendcompany=${encodeURIComponent(company.slug)}`

  const invite = async (job: InvitableJob) => {
    setOutcome(null)
    try {
      await call(invitationsApi.invite, {
        params: { jobId: String(job.id) },
        body: { companyId: company.id },
      })
      setOutcome({ kind: 'sent', message: t('invite::sent', { company: company.name }), jobId: job.id })
    } catch (failure) {
      const message =
        failure instanceof ApiFailure && failure.message ? failure.message : t('common:::errors::internal')
      setOutcome({ kind: 'failed', message, jobId: job.id })
    }
    // Either way the list says what is true now (invited, or the limit another tab reached).
    await queryClient.invalidateQueries({ queryKey: invitationsKeys.invitableJobs(company.id) })
  }

  if (query.isPending) return <LoadingStatus>{t('openJob::loading')}</LoadingStatus>
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
  const { jobs } = query.data
  if (jobs.length === 0) {
    return (
      <EmptyNote
        action={
          <a href={newJob} className="btn-primary min-h-11 box-border text-center no-underline">
            {t('openJob::createJob', { company: company.name })}
          </a>
        }
      >
        {t('openJob::none')}
      </EmptyNote>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-ink-700">{t('openJob::intro', { company: company.name })}</p>
      {/* The status region is there before its message, so a screen reader hears it arrive. */}
      <p role="status" className="m-0 font-semibold text-green-800 empty:hidden">
        {outcome?.kind === 'sent' ? outcome.message : null}
      </p>
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="m-0 font-semibold text-red-800">
          {outcome.message}
        </p>
      ) : null}
      <ul
        aria-label={t('openJob::list')}
        className="m-0 flex list-none flex-col divide-y divide-gray-200 p-0"
      >
        {jobs.map((job) => (
          <JobRow
            key={job.id}
            job={job}
            company={company.name}
            justInvited={outcome?.kind === 'sent' && outcome.jobId === job.id}
            onInvite={() => invite(job)}
          />
        ))}
      </ul>
      <p className="m-0 border-t border-gray-200 pt-4 text-ink-700">
        {t('openJob::newJobLead')} <a href={newJob}>{t('openJob::createJob', { company: company.name })}</a>
      </p>
    </div>
  )
}

function JobRow({
  job,
  company,
  justInvited,
  onInvite,
}: {
  job: InvitableJob
  company: string
  justInvited: boolean
  onInvite: () => Promise<void>
}) {
  const { t } = useTranslation('jobs')
  const seeJob = useRef<HTMLAnchorElement>(null)
  // The pressed button is gone once the job reads invited: focus goes to the job's link, not the page.
  useEffect(() => {
    if (justInvited && job.state === 'invited') seeJob.current?.focus()
  }, [justInvited, job.state])
  const why: Record<Exclude<InvitableJob['state'], 'invitable' | 'invited'>, string> = {
    onJob: t('invite::onJob'),
    limit: `${t('errors::invitationLimit')} ${t('openJob::limitHint', { max: invitationsPerJobFewerThan - 1 })}`,
    otherTrade: t('openJob::otherTrade', { company, category: job.category }),
  }
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="m-0 font-semibold text-ink-900 break-words">{job.title}</p>
        <p className="m-0 text-sm text-ink-700">
          {job.category} · {t('openJob::created', { date: formatDate(job.createdAt) })}
        </p>
      </div>
      {job.state === 'invitable' ? (
        <InvitePress label={t('openJob::inviteTo', { company, job: job.title })} onInvite={onInvite} />
      ) : job.state === 'invited' ? (
        <p className="m-0 flex shrink-0 items-center gap-3 text-sm">
          <span className="font-semibold text-green-800">{t('invite::invited')}</span>
          <a ref={seeJob} href={`/bruger/opgave/${job.id}`}>
            {t('openJob::seeJob')}
            <span className="sr-only"> {job.title}</span>
          </a>
        </p>
      ) : (
        <p className="m-0 text-sm text-ink-700 sm:max-w-60">{why[job.state]}</p>
      )}
    </li>
  )
}
