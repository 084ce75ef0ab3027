import { useTranslation } from 'react-i18next'
import type { CustomerContact } from '../../../../domain/schemas/customer-jobs'
import { formatDate, formatDateTime, formatMoney, formatPhone } from '../../../lib/format'

interface Row {
  term: string
  value: string | null
  /** A phone number: a link that calls it. */
  tel?: boolean
}

/** An offer's price, text, dates and (from its first offer on) the company's phone and mobile. */
export function OfferDetails({ contact }: { contact: CustomerContact }) {
  const { t } = useTranslation('jobs')
  const date = (seconds: number | null) => (seconds !== null ? formatDate(seconds) : null)
  const rows: Row[] = [
    // The company proposes a day and a time (its bid form): the customer sees both, as the company does.
    {
      term: t('offer::appointment'),
      value: contact.appointmentAt !== null ? formatDateTime(contact.appointmentAt) : null,
    },
    { term: t('offer::expires'), value: date(contact.expiresAt) },
    { term: t('offer::offeredAt'), value: date(contact.offeredAt) },
    { term: t('offer::phone'), value: contact.company.phone, tel: true },
    { term: t('offer::mobile'), value: contact.company.mobile, tel: true },
  ]
  return (
    <div className="flex flex-col gap-3">
      {contact.priceOre !== null ? (
        <p className="m-0">
          <span className="block text-sm font-semibold text-ink-600">{t('offer::price')}</span>
          <span className="text-2xl font-extrabold text-ink-900">{formatMoney(contact.priceOre)}</span>
        </p>
      ) : null}
      {contact.offerText ? <p className="m-0 whitespace-pre-line text-ink-900">{contact.offerText}</p> : null}
      <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(({ term, value, tel }) =>
          value === null ? null : (
            <div key={term} className="contents">
              <dt className="font-semibold text-ink-600">{term}</dt>
              <dd className="m-0 text-ink-900">
                {tel ? <a href={`tel:${value.replace(/\s/g, '')}`}>{formatPhone(value)}</a> : value}
              </dd>
            </div>
          ),
        )}
      </dl>
    </div>
  )
}
