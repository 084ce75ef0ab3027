import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerContact } from '../../../../domain/schemas/customer-jobs'
import { FactList } from '../../../components/ui/FactList'
import { phoneFact } from '../../../components/ui/PhoneLink'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'

/** An offer's price, text, dates and (from its first offer on) the company's phone and mobile. */
export function OfferDetails({ contact }: { contact: CustomerContact }) {
  const { t } = useTranslation('jobs')
  const date = (seconds: number | null) => (seconds !== null ? formatDate(seconds) : null)
  const rows: [string, ReactNode][] = [
    // The company proposes a day and a time (its bid form): the customer sees both, as the company does.
    [t('offer::appointment'), contact.appointmentAt !== null ? formatDateTime(contact.appointmentAt) : null],
    [t('offer::expires'), date(contact.expiresAt)],
    [t('offer::offeredAt'), date(contact.offeredAt)],
    [t('offer::phone'), phoneFact(contact.company.phone)],
    [t('offer::mobile'), phoneFact(contact.company.mobile)],
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
      <FactList rows={rows} className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" />
    </div>
  )
}
