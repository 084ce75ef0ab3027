import { useTranslation } from 'react-i18next'
import { type PlanId, periodSeconds, planOf } from '../../../../domain/rules/plans'
import type { CategorySubscription } from '../../../../domain/schemas/money'
import { Form } from '../../../components/form/Form'
import { DialogCard } from '../../../components/ui/DialogCard'
import { formatDate, formatMoney } from '../../../lib/format'
import { ConfirmPlanChange } from './TermsField'
import { type ChangePlanHandlers, useChangePlanForm } from './use-change-plan'

/**
 * pro-plus → pro: nothing is charged or refunded now; the current plan runs to its period's end and the
 * lower one takes over from there (decision 018). The dialog says when; a confirmation before a step
 * down, so an alert dialog (with the terms to accept).
 */
export function DowngradeDialog({
  category,
  plan,
  onClose,
  ...handlers
}: { category: CategorySubscription; plan: PlanId; onClose: () => void } & ChangePlanHandlers) {
  const { t } = useTranslation('subscriptions')
  const form = useChangePlanForm(category.categoryId, plan, handlers)
  const planName = t(`plans::${plan}::name`)
  const title = t('downgrade::title', { category: category.categoryName, plan: planName })
  return (
    <DialogCard
      title={title}
      closeLabel={t('close')}
      onClose={onClose}
      isDismissable={!form.pending}
      role="alertdialog"
    >
      <Form form={form} className="flex flex-col gap-4" aria-label={title}>
        <p className="m-0">
          {t('downgrade::text', {
            current: t(`plans::${category.plan}::name`),
            plan: planName,
            date: category.periodEnd ? formatDate(category.periodEnd) : '',
            price: formatMoney(planOf(plan).priceOre),
            days: periodSeconds / 86_400,
          })}
        </p>
        <ConfirmPlanChange kind="downgrade" onCancel={onClose} />
      </Form>
    </DialogCard>
  )
}
