import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategorySubscription } from '../../../../domain/schemas/money'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { notifyFailure } from '../../../components/ui/toast/toast-queue'
import { formatDate } from '../../../lib/format'
import { subscriptionKeys, unsubscribe } from '../queries'

/**
 * unsubscribe_subscription: the paid plan runs to its period's end, then the category is on basic. Asked
 * first as an alert dialog (the app's confirmation): a failure is said as a notice, the question stays.
 */
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
  const confirm = async () => {
    setPending(true)
    try {
      await unsubscribe(category.categoryId)
      // The spec reloads the page: the list is asked again.
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
      onDone()
    } catch (failure) {
      notifyFailure(failure)
      setPending(false)
    }
  }
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('unsubscribe::title', {
        plan: t(`plans::${category.plan}::name`),
        category: category.categoryName,
      })}
      body={t('unsubscribe::text', { date: category.periodEnd ? formatDate(category.periodEnd) : '' })}
      cancel={t('cancel')}
      confirm={t('unsubscribe::confirm')}
      working={t('unsubscribe::pending')}
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
