import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyNote } from '../../../components/ui/EmptyNote'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { PagePart } from '../../../components/ui/PagePart'
import { PageTitle } from '../../../components/ui/PageTitle'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { calendarQuery } from '../queries'
import { SendSmsForm } from './SendSmsForm'

// FullCalendar is the largest piece of this page: it comes in its own chunk, after the page has shown.
const EventCalendar = lazy(() => import('./EventCalendar'))

export interface CalendarPageProps {
  onOpenJob: (jobId: number) => void
  jobHref: (jobId: number) => string
}

/** `/firma/kalender` (calendar_event_company): my events, and the SMS with dates for each job I won. */
export function CalendarPage({ onOpenJob, jobHref }: CalendarPageProps) {
  const { t } = useTranslation('calendar')
  useDocumentTitle(t('title'))
  const query = useQuery(calendarQuery())
  const loading = <LoadingStatus>{t('loading')}</LoadingStatus>

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 pb-8">
      <PageTitle title={t('title')} lead={t('lead')} />
      {query.isPending ? (
        loading
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section className="calendar-box overflow-x-auto rounded-xl border border-solid border-gray-200 bg-white p-2 sm:p-4">
            <Suspense fallback={loading}>
              <EventCalendar events={query.data.events} onOpenJob={onOpenJob} jobHref={jobHref} />
            </Suspense>
          </section>
          <PagePart id="hired-jobs" title={t('hired::title')} lead={t('hired::lead')}>
            {query.data.hired.length === 0 ? (
              <EmptyNote>{t('hired::empty')}</EmptyNote>
            ) : (
              <ul className="m-0 flex list-none flex-col gap-4 p-0">
                {query.data.hired.map((job) => (
                  <li
                    key={job.contactId}
                    className="flex flex-col gap-3 rounded-xl border border-solid border-gray-200 bg-white p-4"
                  >
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 className="m-0 text-lg font-semibold text-ink-900">
                        {job.title} <span className="font-normal text-ink-600">· {job.city}</span>
                      </h3>
                      <a
                        href={jobHref(job.jobId)}
                        className="text-brand-700"
                        // One per job: the name says which ('Se opgaven: Nyt tag'), for a list of links.
                        aria-label={`${t('hired::openJob')}: ${job.title}`}
                        onClick={(event) => {
                          event.preventDefault()
                          onOpenJob(job.jobId)
                        }}
                      >
                        {t('hired::openJob')}
                      </a>
                    </div>
                    <SendSmsForm job={job} />
                  </li>
                ))}
              </ul>
            )}
          </PagePart>
        </>
      )}
    </div>
  )
}
