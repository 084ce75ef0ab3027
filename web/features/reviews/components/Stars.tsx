import { useTranslation } from 'react-i18next'
import { starFill } from '../star-fill'

/**
 * Five stars filled to `rating` rounded to the nearest half: 4,5 shows four and a half, not five (a whole-star
 * round up would promise more than the reviews say). Classes only, no inline style: the Worker renders this
 * page under a CSP that allows no style attributes it has not hashed.
 */
export function Stars({ rating, className = 'text-lg' }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews')
  return (
    <span
      role="img"
      aria-label={t('stars', { rating: String(rating).replace('.', ',') })}
      className={`inline-flex leading-none tracking-tight ${className}`}
    >
      {starFill(rating).map(({ star, fill }) => (
        <span
          key={star}
          aria-hidden="true"
          className={`relative ${fill === 'full' ? 'text-amber-600' : 'text-gray-300'}`}
        >
          ★
          {fill === 'half' ? (
            <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden text-amber-600">★</span>
          ) : null}
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
