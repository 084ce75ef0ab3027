import { useTranslation } from 'react-i18next'
import type { CompanyJob } from '../../../../domain/schemas/company-jobs'
import { formatDate, formatDateTime, formatMoney, formatPhone } from '../../../lib/format'

/** The job's own facts for the description modal: what, where, when, the answers and the car. */
export function JobFacts({ job }: { job: CompanyJob }) {
  const { t } = useTranslation('firmjobs')
  const when =
    job.timing === 'date' && job.timingDate !== null
      ? t('timing::date', { date: formatDate(job.timingDate) })
      : t(`timing::${job.timing}`)
  const rows: [string, string][] = [
    [t('detail::category'), job.category.name],
    [t('detail::place'), t('job::place', { zip: job.zip, city: job.city, region: job.region })],
    [t('detail::when'), when],
    [t('detail::created'), formatDateTime(job.createdAt)],
    [t('detail::offers'), t('job::offers', { count: job.offers })],
  ]
  if (job.car)
    rows.push([t('detail::car'), [job.car.make, job.car.model, job.car.year].filter(Boolean).join(' ')])
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby={`job-${job.id}-description`}>
        <h3 id={`job-${job.id}-description`} className="m-0 mb-1 text-base font-semibold">
          {t('detail::description')}
        </h3>
        <p className="m-0 whitespace-pre-line text-ink-700">{job.description}</p>
      </section>
      <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-700">{term}</dt>
            <dd className="m-0 text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      {job.answers.length > 0 ? (
        <section aria-labelledby={`job-${job.id}-answers`}>
          <h3 id={`job-${job.id}-answers`} className="m-0 mb-1 text-base font-semibold">
            {t('detail::answers')}
          </h3>
          <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            {job.answers.map((answer) => (
              <div key={answer.label} className="contents">
                <dt className="font-semibold text-ink-700">{answer.label}</dt>
                <dd className="m-0 text-ink-900">{answer.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  )
}

/** The company's own offer, if it made one. */
export function MyOffer({ job }: { job: CompanyJob }) {
  const { t } = useTranslation('firmjobs')
  const contact = job.contact
  if (!contact || contact.priceOre === null) return null
  return (
    <section aria-labelledby={`job-${job.id}-offer`} className="rounded-lg bg-gray-50 p-3">
      <h3 id={`job-${job.id}-offer`} className="m-0 mb-1 text-base font-semibold">
        {t('detail::yourOffer')}: {formatMoney(contact.priceOre)}
      </h3>
      {contact.offerText ? (
        <p className="m-0 whitespace-pre-line text-sm text-ink-700">{contact.offerText}</p>
      ) : null}
      {contact.appointmentAt !== null ? (
        <p className="m-0 mt-1 text-sm text-ink-700">
          {t('detail::appointment')}: {formatDateTime(contact.appointmentAt)}
        </p>
      ) : null}
      {contact.state === 'offered' && contact.dueAt !== null ? (
        <p className="m-0 mt-1 text-sm text-ink-700">
          {t('detail::offerDue')}: {formatDate(contact.dueAt)}
        </p>
      ) : null}
    </section>
  )
}

/** What the company may know of the customer (docs/decisions/012-contact-privacy.md). */
export function CustomerData({ job }: { job: CompanyJob }) {
  const { t } = useTranslation('firmjobs')
  const { name, email, phone } = job.customer
  return (
    <section aria-labelledby={`job-${job.id}-customer`}>
      <h3 id={`job-${job.id}-customer`} className="m-0 mb-1 text-base font-semibold">
        {t('detail::customer')}
      </h3>
      {name !== null ? (
        <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold text-ink-700">{t('detail::name')}</dt>
          <dd className="m-0">{name}</dd>
          {email ? (
            <>
              <dt className="font-semibold text-ink-700">{t('detail::email')}</dt>
              <dd className="m-0">
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          ) : null}
          {phone ? (
            <>
              <dt className="font-semibold text-ink-700">{t('detail::phone')}</dt>
              <dd className="m-0">
                <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : phone !== null ? (
        <p className="m-0 text-sm">
          {t('detail::callback')} <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
        </p>
      ) : (
        <p className="m-0 text-sm text-ink-700">{t('detail::customerHidden')}</p>
      )}
    </section>
  )
}
