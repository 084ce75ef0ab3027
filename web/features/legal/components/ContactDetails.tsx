import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { operator } from '../../../../domain/brand'

/** How to reach the operator: e-mail, phone with opening hours, address and CVR. */
export function ContactDetails() {
  const { t } = useTranslation('legal')
  const rows: [term: string, value: ReactNode][] = [
    [
      t('contact::email'),
      <a key="email" href={`mailto:${operator.email}`} className="text-brand-700 underline">
        {operator.email}
      </a>,
    ],
    [
      t('contact::phone'),
      <>
        <a href={operator.phoneHref} className="text-brand-700 underline">
          {operator.phone}
        </a>
        <span className="block text-sm text-ink-500">{t('contact::phoneHours', operator.phoneHours)}</span>
      </>,
    ],
    [
      t('contact::address'),
      <>
        {operator.name}
        <br />
        {operator.street}
        <br />
        {operator.zip} {operator.city}
      </>,
    ],
    [t('contact::cvr'), operator.cvr],
  ]
  return (
    <dl className="m-0 rounded-xl border border-solid border-gray-200 bg-white px-5 shadow-sm">
      {rows.map(([term, value]) => (
        <div
          key={term}
          className="grid gap-1 sm:grid-cols-[10rem_1fr] py-3 border-0 border-b border-solid border-gray-200 last:border-b-0"
        >
          <dt className="font-semibold text-ink-900">{term}</dt>
          <dd className="m-0">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
