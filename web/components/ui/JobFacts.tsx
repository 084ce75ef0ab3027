import { useTranslation } from 'react-i18next'
import type { jobTimings } from '../../../domain/schemas/jobs'
import { formatDate } from '../../lib/format'
import { FactList } from './FactList'

/** An answered question as the customer's job page has it, or as a company's job list has it. */
type JobAnswer = { question: string; answer: string } | { label: string; values: readonly string[] }

/** What both sides' job schemas share (`CustomerJobDetail`, `CompanyJob`); the optional parts show when given. */
export interface JobFactsJob {
  id: number
  description: string
  category: string | { name: string }
  zip: string
  city: string
  region?: string
  timing: (typeof jobTimings)[number]
  timingDate: number | null
  createdAt: number
  closedAt?: number | null
  /** Offers on the job (a company sees how many it competes with). */
  offers?: number
  car: { make: string; model: string | null; year: number | null } | null
  answers: readonly JobAnswer[]
}

export interface JobFactsProps {
  job: JobFactsJob
  /** Whose answers they are: the customer's own ('Dine svar') or the customer's seen by a company. */
  viewer: 'customer' | 'company'
}

const answerRow = (a: JobAnswer): [string, string] =>
  'question' in a ? [a.question, a.answer] : [a.label, a.values.join(', ')]

/** What the job is: its description, category, place, time, the car and the answered questions. */
export function JobFacts({ job, viewer }: JobFactsProps) {
  const { t } = useTranslation()
  const when =
    job.timing === 'date' && job.timingDate !== null
      ? t('jobFacts::timing::date', { date: formatDate(job.timingDate) })
      : t(`jobFacts::timing::${job.timing}`)
  const rows: [string, string][] = [
    [t('jobFacts::category'), typeof job.category === 'string' ? job.category : job.category.name],
    [t('jobFacts::place'), [`${job.zip} ${job.city}`, job.region].filter(Boolean).join(', ')],
    [t('jobFacts::when'), when],
    [t('jobFacts::created'), formatDate(job.createdAt)],
  ]
  if (job.closedAt != null) rows.push([t('jobFacts::closed'), formatDate(job.closedAt)])
  if (job.offers !== undefined)
    rows.push([t('jobFacts::offers'), t('jobFacts::offerCount', { count: job.offers })])
  if (job.car)
    rows.push([t('jobFacts::car'), [job.car.make, job.car.model, job.car.year].filter(Boolean).join(' ')])
  const heading = (part: string) => `job-${job.id}-${part}`
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby={heading('description')}>
        <h3 id={heading('description')} className="m-0 mb-1 text-base font-semibold">
          {t('jobFacts::description')}
        </h3>
        <p className="m-0 whitespace-pre-line text-ink-700">{job.description}</p>
      </section>
      <FactList rows={rows} />
      {job.answers.length > 0 ? (
        <section aria-labelledby={heading('answers')}>
          <h3 id={heading('answers')} className="m-0 mb-1 text-base font-semibold">
            {t(`jobFacts::answers::${viewer}`)}
          </h3>
          <FactList rows={job.answers.map(answerRow)} />
        </section>
      ) : null}
    </div>
  )
}
