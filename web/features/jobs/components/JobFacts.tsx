import { useTranslation } from 'react-i18next'
import type { CustomerJobDetail } from '../../../../domain/schemas/customer-jobs'
import { formatDate } from '../../../lib/format'

/** What the job is: category, where, when, the car, the answered questions and the description. */
export function JobFacts({ job }: { job: CustomerJobDetail }) {
  const { t } = useTranslation('jobs')
  const when =
    job.timing === 'date' && job.timingDate !== null
      ? t('timing::date', { date: formatDate(job.timingDate) })
      : t(`timing::${job.timing}`)
  const rows: [string, string][] = [
    [t('job::category'), job.category],
    [t('job::where'), `${job.zip} ${job.city}`],
    [t('job::when'), when],
    [t('job::created'), formatDate(job.createdAt)],
    ...(job.closedAt !== null ? [[t('job::closed'), formatDate(job.closedAt)] as [string, string]] : []),
    ...(job.car
      ? [
          [t('job::car'), [job.car.make, job.car.model, job.car.year].filter(Boolean).join(' ')] as [
            string,
            string,
          ],
        ]
      : []),
    ...job.answers.map((a) => [a.question, a.answer] as [string, string]),
  ]
  return (
    <section
      aria-labelledby="job-details"
      className="rounded-xl border border-solid border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="job-details" className="m-0 mb-3 text-lg font-bold">
        {t('job::details')}
      </h2>
      <dl className="m-0 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-700">{term}</dt>
            <dd className="m-0 text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-1 text-base font-semibold text-ink-700">{t('job::description')}</h3>
      <p className="m-0 whitespace-pre-line text-ink-900">{job.description}</p>
    </section>
  )
}
