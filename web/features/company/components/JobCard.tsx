import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompanyJob } from '../../../../domain/schemas/company-jobs'
import { formatMoney } from '../../../lib/format'
import { ageOf } from '../age'
import { offerActions } from './offer-actions'

export interface JobHandlers {
  onOpen: (job: CompanyJob) => void
  onBid: (job: CompanyJob) => void
  onWithdraw: (job: CompanyJob) => void
  /** Absent when the page has no message thread to show. */
  onMessages?: ((job: CompanyJob) => void) | undefined
  /** The job whose offer is being withdrawn right now (its button waits). */
  busyJobId?: number | undefined
}

/** The company's state on the job in one line: invited, its price, withdrawn, declined, hired. */
export function ContactLine({ job }: { job: CompanyJob }) {
  const { t } = useTranslation('firmjobs')
  const contact = job.contact
  if (!contact) return null
  const text =
    contact.state === 'offered' && contact.priceOre !== null
      ? t('contact::offered', { price: formatMoney(contact.priceOre) })
      : t(`contact::${contact.state}`)
  return <p className="m-0 text-sm font-semibold text-brand-700">{text}</p>
}

/**
 * The actions the lifecycle allows, as buttons; the same in the card and in the description modal. Plain
 * buttons: a list of cards hydrates a few of them each, and React Aria's (press, hover and focus hooks
 * per button) made hydrating the company's first screen one of its longest tasks (issue 21).
 */
export function JobActions({
  job,
  handlers,
  className = 'flex flex-wrap gap-2',
}: {
  job: CompanyJob
  handlers: JobHandlers
  /** The card's row passes `contents`: its buttons then wrap as one row with the card's own. */
  className?: string
}) {
  const { t } = useTranslation('firmjobs')
  const actions = offerActions(job)
  return (
    <div className={className}>
      {actions.offer ? (
        <button
          type="button"
          data-action="bid"
          className="btn-primary h-10"
          onClick={() => handlers.onBid(job)}
        >
          {t(actions.edit ? 'job::editBid' : 'job::bid')}
        </button>
      ) : null}
      {actions.withdraw ? (
        <button
          type="button"
          className="btn-secondary h-10"
          disabled={handlers.busyJobId === job.id}
          onClick={() => handlers.onWithdraw(job)}
        >
          {t('job::withdraw')}
        </button>
      ) : null}
      {job.contact && handlers.onMessages ? (
        <button type="button" className="btn-secondary h-10" onClick={() => handlers.onMessages?.(job)}>
          {t('job::messages')}
        </button>
      ) : null}
    </div>
  )
}

/**
 * One job in the open-jobs list. `tools` (the route's 'Skjul' / 'Vis igen') sits at the end of the
 * card's own row of buttons, so it is read and seen as this card's. A hidden job's card is marked by
 * its 'Skjult' badge and a dashed border on grey, never by fading its text (WCAG contrast).
 */
export function JobCard({
  job,
  now,
  handlers,
  tools,
}: {
  job: CompanyJob
  now: number
  handlers: JobHandlers
  tools?: ReactNode
}) {
  const { t } = useTranslation('firmjobs')
  const age = ageOf(job.createdAt, now)
  return (
    <article
      id={`job-${job.id}`}
      aria-labelledby={`job-${job.id}-title`}
      className={`flex flex-col gap-3 rounded-xl border p-4 shadow-sm ${
        job.hidden ? 'border-dashed border-gray-400 bg-gray-50' : 'border-solid border-gray-200 bg-white'
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`job-${job.id}-title`} className="m-0 text-lg font-bold text-balance break-words">
            {job.title}
          </h2>
          <p className="m-0 text-sm text-ink-700">
            {job.category.name} · {t('job::place', { zip: job.zip, city: job.city, region: job.region })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {job.hidden ? (
            <span className="rounded-full bg-gray-200 px-3 py-1 text-sm font-semibold text-ink-800">
              {t('job::hidden')}
            </span>
          ) : null}
          {job.invited ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              {t('job::invited')}
            </span>
          ) : null}
        </div>
      </header>
      {job.answers.length > 0 ? (
        <ul className="m-0 flex flex-wrap gap-2 p-0 list-none text-sm">
          {job.answers.map((answer) => (
            <li key={answer.label} className="rounded-md bg-gray-100 px-2 py-1 text-ink-700">
              <span className="font-semibold">{answer.label}:</span> {answer.values.join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="m-0 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
        <span>{age.key === 'justNow' ? t('age::justNow') : t(`age::${age.key}`, { count: age.count })}</span>
        {/* From the company's postcode (municipality centres, decision 013); unknown without one. Centres
            0 km apart are one municipality: said so, '0 km' would read as a glitch. */}
        {job.distanceKm === null ? null : (
          <span>
            {job.distanceKm === 0 ? t('job::sameMunicipality') : t('job::distance', { km: job.distanceKm })}
          </span>
        )}
        {/* The count of live offers matters while the job takes offers; on a closed job (a won one,
            completed) it fell to 'Ingen tilbud endnu', which read as if the company's own offer was lost. */}
        {job.takesOffers ? <span>{t('job::offers', { count: job.offers })}</span> : null}
      </p>
      <ContactLine job={job} />
      {!job.takesOffers ? <p className="m-0 text-sm text-ink-700">{t('job::closed')}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary h-10" onClick={() => handlers.onOpen(job)}>
          {t('job::open')}
        </button>
        {/* One row that wraps, not a row inside a row: nested, the actions wrapped as a block of their
            own, one button per line on a phone ('Se opgaven' alone, then 'Ret tilbud' alone …). */}
        <JobActions job={job} handlers={handlers} className="contents" />
        {tools ? <div className="ml-auto">{tools}</div> : null}
      </div>
    </article>
  )
}
