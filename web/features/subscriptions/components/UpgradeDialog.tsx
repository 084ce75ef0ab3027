import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type PlanId, periodSeconds, vatPercent } from '../../../../domain/rules/plans'
import type { CategorySubscription } from '../../../../domain/schemas/money'
import { Form } from '../../../components/form/Form'
import { DialogCard } from '../../../components/ui/DialogCard'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { LoadingStatus } from '../../../components/ui/LoadingStatus'
import { Money } from '../../../components/ui/Money'
import { quoteQuery } from '../queries'
import { ConfirmPlanChange } from './TermsField'
import { type ChangePlanHandlers, useChangePlanForm } from './use-change-plan'

const days = periodSeconds / 86_400

function Row({ label, ore, strong = false }: { label: string; ore: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="m-0 text-right">
        <Money ore={ore} />
      </dd>
    </div>
  )
}

/**
 * A paid upgrade: the breakdown from the server's quote (the new plan's price, the credit for the rest of
 * the current period, the price to pay with VAT), the terms, and confirm. Paid from the balance at once.
 */
export function UpgradeDialog({
  category,
  plan,
  onClose,
  ...handlers
}: { category: CategorySubscription; plan: PlanId; onClose: () => void } & ChangePlanHandlers) {
  const { t } = useTranslation(['subscriptions', 'money'])
  const quote = useQuery(quoteQuery(category.categoryId, plan))
  const form = useChangePlanForm(category.categoryId, plan, {
    ...handlers,
    onStale: () => void quote.refetch(),
  })
  const planName = t(`plans::${plan}::name`)
  const q = quote.data
  return (
    <DialogCard
      title={t('upgrade::title', { category: category.categoryName, plan: planName })}
      closeLabel={t('close')}
      onClose={onClose}
      isDismissable={!form.pending}
    >
      {quote.isPending ? (
        <LoadingStatus>{t('upgrade::loading')}</LoadingStatus>
      ) : !q ? (
        <LoadFailed
          error={quote.error}
          fallback={t('upgrade::loadError')}
          onRetry={() => void quote.refetch()}
        />
      ) : (
        <Form
          form={form}
          className="flex flex-col gap-4"
          aria-label={t('upgrade::title', { category: category.categoryName, plan: planName })}
        >
          <dl className="m-0 flex flex-col gap-2 rounded-lg bg-gray-50 p-4">
            <Row label={t('upgrade::newPlan', { plan: planName, days })} ore={q.newPlanOre} />
            <Row label={t('upgrade::credit')} ore={q.creditOre === 0 ? 0 : -q.creditOre} />
            <div className="border-0 border-t border-solid border-gray-200" />
            <Row label={t('upgrade::net')} ore={q.netOre} />
            <Row label={t('upgrade::vat', { percent: vatPercent })} ore={q.vatOre} />
            <Row label={t('upgrade::total')} ore={q.totalOre} strong />
          </dl>
          <p className="m-0 flex justify-between gap-4 text-sm text-ink-700">
            <span>{t('upgrade::balance')}</span>
            <Money ore={q.balanceOre} />
          </p>
          {q.balanceOre < q.totalOre ? (
            <p className="m-0 rounded-lg border border-solid border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('upgrade::notEnough')}
            </p>
          ) : null}
          <ConfirmPlanChange kind="upgrade" onCancel={onClose} />
        </Form>
      )}
    </DialogCard>
  )
}
