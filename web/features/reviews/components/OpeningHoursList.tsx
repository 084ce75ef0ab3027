import { useTranslation } from 'react-i18next'
import type { CompanyProfile } from '../../../../domain/schemas/reviews'
import { groupOpeningHours } from '../opening-hours'

/** 'man–fre 08.00–16.00', 'lør Lukket': runs of days with the same hours on one line. */
export function OpeningHoursList({ days }: { days: CompanyProfile['openingHours'] }) {
  const { t } = useTranslation('reviews')
  const day = (n: number) => t(`profile::days::${n}`)
  return (
    <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {groupOpeningHours(days).map((run) => (
        <div key={run.from} className="contents">
          <dt className="font-semibold">
            {run.from === run.to ? day(run.from) : `${day(run.from)}–${day(run.to)}`}
          </dt>
          <dd className="m-0">
            {run.type === 'open'
              ? run.value
              : run.type === 'closed'
                ? t('profile::closed')
                : t('profile::appointment')}
          </dd>
        </div>
      ))}
    </dl>
  )
}
