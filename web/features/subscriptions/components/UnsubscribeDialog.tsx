import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategorySubscription } from '../../../../domain/schemas/money'
import { ErrorArea, PendingLabel } from '../../../components/form/Form'
import { serverFailure } from '../../../components/form/use-form'
import { DialogCard } from '../../../components/ui/DialogCard'
import { formatDate } from '../../../lib/format'
import { subscriptionKeys, unsubscribe } from '../queries'

/** unsubscribe_subscription: the paid plan runs to its period's end, then the category is on basic. */
export function UnsubscribeDialog({
  category,
  onClose,
  onDone,
}: {
  category: CategorySubscription
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('subscriptions')
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = async () => {
    setPending(true)
    setError(null)
    try {
      await unsubscribe(category.categoryId)
      // The spec reloads the page: the list is asked again.
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
      onDone()
    } catch (failure) {
      setError(serverFailure(failure).message)
      setPending(false)
    }
  }
  return (
    <DialogCard
      title={t('unsubscribe::title', {
        plan: t(`plans::${category.plan}::name`),
        category: category.categoryName,
      })}
      closeLabel={t('close')}
      onClose={onClose}
      isDismissable={!pending}
    >
      <p className="m-0">
        {t('unsubscribe::text', { date: category.periodEnd ? formatDate(category.periodEnd) : '' })}
      </p>
      <ErrorArea message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} disabled={pending} className="btn-secondary h-11 text-base">
          {t('cancel')}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={pending}
          className="btn-primary h-11 text-base"
        >
          <PendingLabel pending={pending} pendingLabel={t('unsubscribe::pending')}>
            {t('unsubscribe::confirm')}
          </PendingLabel>
        </button>
      </div>
    </DialogCard>
  )
}
