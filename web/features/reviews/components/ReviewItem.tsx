import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Review } from '../../../../domain/schemas/reviews'
import { formatDate } from '../../../lib/format'
import { Stars } from './Stars'

/** One review: stars with the rating's word, title, text, who and when, 'Verificeret', the company's reply. */
export function ReviewItem({
  review,
  company,
  headingLevel = 3,
  reply,
  actions,
}: {
  review: Review
  company: string
  headingLevel?: 2 | 3
  /** The company's own page puts its reply form here instead of the reply. */
  reply?: ReactNode
  /** Buttons under the review (the author's 'Træk tilbage'). */
  actions?: ReactNode
}) {
  const { t } = useTranslation('reviews')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={`review-${review.id}`}
      className="flex flex-col gap-2 rounded-xl border border-solid border-gray-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm font-semibold text-ink-700">{t(`rating::${review.rating}`)}</span>
        {review.verified ? (
          <CheckedBadge hint={t('profile::verifiedHint')}>{t('profile::verified')}</CheckedBadge>
        ) : null}
      </div>
      <Heading id={`review-${review.id}`} className="m-0 text-lg font-bold text-ink-900">
        {review.title}
      </Heading>
      <p className="m-0 whitespace-pre-line text-ink-900">{review.text}</p>
      <p className="m-0 text-sm text-ink-700">
        {t('profile::by', { author: review.author, date: formatDate(review.createdAt) })} ·{' '}
        {t('profile::inCategory', { category: review.categoryName })}
        {review.viaInvitation ? ` · ${t('profile::viaInvitation')}` : ''}
      </p>
      {reply ??
        (review.comment ? (
          <div className="mt-1 rounded-lg border-l-4 border-solid border-brand-500 border-y-0 border-r-0 bg-gray-50 px-3 py-2">
            <p className="m-0 text-sm font-bold text-ink-900">{t('profile::reply', { company })}</p>
            <p className="m-0 whitespace-pre-line text-ink-900">{review.comment}</p>
          </div>
        ) : null)}
      {actions}
    </article>
  )
}

/** Something the marketplace checked (a review from a real job, a company's CVR), with how as its hint. */
export function CheckedBadge({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <span
      title={hint}
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700"
    >
      <span aria-hidden="true">✓</span> {children}
    </span>
  )
}
