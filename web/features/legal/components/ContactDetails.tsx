import { useTranslation } from 'react-i18next'
import { operator } from '../../../../domain/brand'

/** How to reach the operator: e-mail, phone with opening hours, address and CVR. */
export function ContactDetails() {
  const { t } = useTranslation('legal')
  const row = 'grid gap-1 sm:grid-cols-[10rem_1fr] py-3 border-0 border-b border-solid border-gray-200'
  return (
    <dl className="m-0 rounded-xl border border-solid border-gray-200 bg-white px-5 shadow-sm">
      <div className={row}>
        <dt className="font-semibold text-ink-900">{t('contact::email')}</dt>
        <dd className="m-0">
          <a href={`mailto:${operator.email}`} className="text-brand-700 underline">
            {operator.email}
          </a>
        </dd>
      </div>
      <div className={row}>
        <dt className="font-semibold text-ink-900">{t('contact::phone')}</dt>
        <dd className="m-0">
          <a href={operator.phoneHref} className="text-brand-700 underline">
            {operator.phone}
          </a>
          <span className="block text-sm text-ink-500">{t('contact::phoneHours', operator.phoneHours)}</span>
        </dd>
      </div>
      <div className={row}>
        <dt className="font-semibold text-ink-900">{t('contact::address')}</dt>
        <dd className="m-0">
          {operator.name}
          <br />
          {operator.street}
          <br />
          {operator.zip} {operator.city}
        </dd>
      </div>
      <div className="grid gap-1 sm:grid-cols-[10rem_1fr] py-3">
        <dt className="font-semibold text-ink-900">{t('contact::cvr')}</dt>
        <dd className="m-0">{operator.cvr}</dd>
      </div>
    </dl>
  )
}
