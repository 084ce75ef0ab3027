import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MyReview } from '../../../../domain/schemas/reviews'
import { PagePart } from '../../../components/ui/PagePart'
import { notify } from '../../../components/ui/toast/toast-queue'
import { myReviewsQuery, reviewsCalls, reviewsKeys } from '../queries'
import { ConfirmWithdraw } from './ConfirmWithdraw'
import { ReviewItem } from './ReviewItem'

/** The reviews I wrote, each with 'Træk tilbage' (review-cancel: a confirmation first). */
export function MyReviews() {
  const { t } = useTranslation('reviews')
  const { data } = useSuspenseQuery(myReviewsQuery())
  const queryClient = useQueryClient()
  const [withdrawing, setWithdrawing] = useState<MyReview | null>(null)
  if (data.items.length === 0) return null
  return (
    <PagePart id="my-reviews" title={t('mine::title')}>
      {data.items.map((review) => (
        <div key={review.id} className="flex flex-col gap-1">
          <p className="m-0 text-sm font-semibold text-ink-700">
            {t('mine::about', { company: review.company.name })}
          </p>
          <ReviewItem
            review={review}
            company={review.company.name}
            actions={
              // The label names the company in words a person sees (and can say to voice control),
              // not 'Træk tilbage' on screen with another name for screen readers (WCAG 2.5.3).
              <button
                type="button"
                className="btn-secondary min-h-10 box-border self-start text-sm"
                onClick={() => setWithdrawing(review)}
              >
                {t('mine::withdrawFor', { company: review.company.name })}
              </button>
            }
          />
        </div>
      ))}
      {withdrawing ? (
        <ConfirmWithdraw
          title={t('cancel::title')}
          confirmLabel={t('cancel::confirm')}
          onClose={() => setWithdrawing(null)}
          onConfirm={async () => {
            await reviewsCalls.withdraw(withdrawing.id)
            setWithdrawing(null)
            notify({ type: 'success', note: t('cancel::done') })
            await queryClient.invalidateQueries({ queryKey: reviewsKeys.all })
          }}
        >
          <p className="m-0">
            {t('cancel::body', { title: withdrawing.title, company: withdrawing.company.name })}
          </p>
        </ConfirmWithdraw>
      ) : null}
    </PagePart>
  )
}
