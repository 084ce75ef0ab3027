import { useTranslation } from 'react-i18next'
import type { CompanyJob } from '../../../../domain/schemas/company-jobs'
import { formatDate, formatDateTime, formatMoney, formatPhone } from '../../../lib/format'

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
