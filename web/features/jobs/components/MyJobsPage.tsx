import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerJobSummary } from '../../../../domain/schemas/customer-jobs'
import { PageTitle } from '../../../components/ui/PageTitle'
import { formatDate } from '../../../lib/format'
import { scrollToElement } from '../../../lib/scroll'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { myJobsQuery } from '../queries'
import { JobActions } from './JobActions'
import { StatusBadge } from './StatusBadge'

/**
 * `/bruger/opgaver`: my jobs, what waits for me first (the server's order, `sortMyJobs`); `?job=` opens that job's block and scrolls to it.
 * `notice`: what the route places under the title from another feature (a new customer's set-password e-mail);
 * with one, the opened job is not scrolled to, so the notice stays in view.
 */
export function MyJobsPage({ openJobId, notice }: { openJobId?: number; notice?: ReactNode }) {
  const { t } = useTranslation('jobs')
  const { data } = useSuspenseQuery(myJobsQuery())
  useDocumentTitle(t('mine::title'))
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 pb-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PageTitle level="display" title={t('mine::title')} lead={t('mine::lead')} />
        <Link to="/createjob" className="btn-primary min-h-11 box-border shrink-0 no-underline">
          {t('mine::newJob')}
        </Link>
      </header>
      {notice}
      {data.jobs.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center">
          <p className="m-0 text-lg text-ink-700">{t('mine::empty')}</p>
          <Link to="/createjob" className="btn-primary mt-4 inline-flex min-h-11 box-border no-underline">
            {t('mine::emptyCta')}
          </Link>
        </div>
      ) : (
        <ul aria-label={t('mine::list')} className="m-0 flex list-none flex-col gap-4 p-0">
          {data.jobs.map((job) => (
            <JobBlock key={job.id} job={job} opened={job.id === openJobId} scroll={!notice} />
          ))}
        </ul>
      )}
    </div>
  )
}

function JobBlock({ job, opened, scroll }: { job: CustomerJobSummary; opened: boolean; scroll: boolean }) {
  const { t } = useTranslation('jobs')
  const ref = useRef<HTMLLIElement>(null)
  const headingId = `job-${job.id}-title`
  useEffect(() => {
    if (!opened || !ref.current) return
    const stop = scroll ? scrollToElement(ref.current) : undefined
    ref.current.focus({ preventScroll: true })
    return stop
  }, [opened, scroll])
  return (
    <li
      ref={ref}
      id={`job-${job.id}`}
      aria-labelledby={headingId}
      tabIndex={opened ? -1 : undefined}
      className={`rounded-xl border border-solid bg-white p-4 shadow-sm outline-none sm:p-5 ${opened ? 'border-brand-500 ring-2 ring-brand-200' : 'border-gray-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="m-0 text-xl font-bold">
          <Link to="/bruger/opgave/$jobId" params={{ jobId: String(job.id) }} className="text-ink-900">
            {job.title}
          </Link>
        </h2>
        <StatusBadge job={job.status} />
      </div>
      <p className="mt-1 mb-0 text-sm text-ink-600">
        {job.category} · {job.zip} {job.city} · {t('mine::created', { date: formatDate(job.createdAt) })}
      </p>
      <p className="mt-3 mb-0 flex flex-wrap gap-x-4 gap-y-1 font-semibold text-ink-900">
        <span>{t('mine::offers', { count: job.offers })}</span>
        {job.unread > 0 ? (
          <span className="text-brand-700">{t('mine::unread', { count: job.unread })}</span>
        ) : null}
      </p>
      <details open={opened} className="mt-3">
        <summary className="cursor-pointer font-medium text-ink-700">
          {t('mine::companies')} ({job.companies.length})
        </summary>
        {job.companies.length === 0 ? (
          <p className="mt-2 mb-0 text-ink-600">{t('mine::noCompanies')}</p>
        ) : (
          <ul className="mt-2 mb-0 flex list-none flex-col gap-2 p-0">
            {job.companies.map((c) => (
              <li key={c.contactId} className="flex flex-wrap items-center justify-between gap-2">
                <span>{c.name}</span>
                <StatusBadge contact={c.state} />
              </li>
            ))}
          </ul>
        )}
      </details>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to="/bruger/opgave/$jobId"
          params={{ jobId: String(job.id) }}
          className="btn-primary min-h-11 box-border no-underline"
          aria-label={`${t('mine::open')}: ${job.title}`}
        >
          {t('mine::open')}
        </Link>
        <JobActions job={job} inList />
      </div>
    </li>
  )
}
