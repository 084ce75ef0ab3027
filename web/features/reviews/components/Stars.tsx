import { useTranslation } from 'react-i18next'

/** Five stars, `rating` of them filled (rounded to the nearest half is not needed: whole stars). */
export function Stars({ rating, className = 'text-lg' }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews')
  const whole = Math.round(rating)
  return (
    <span
      role="img"
      aria-label={t('stars', { rating: String(rating).replace('.', ',') })}
      className={`inline-flex leading-none tracking-tight ${className}`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= whole ? 'text-amber-600' : 'text-gray-300'}>
          ★
        </span>
      ))}
    </span>
  )
}

/** '4,6' in da-DK, '4.6' in English. */
export function formatAverage(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'da-DK', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}
