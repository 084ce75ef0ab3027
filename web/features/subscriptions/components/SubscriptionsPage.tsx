import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategorySubscription, PlanChanged } from '../../../../domain/schemas/money'
import { EmptyNote } from '../../../components/ui/EmptyNote'
import { PageTitle } from '../../../components/ui/PageTitle'
import { notify } from '../../../components/ui/toast/toast-queue'
import { formatDate, formatMoney } from '../../../lib/format'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { subscriptionsQuery } from '../queries'
import { CategoryPlans, type PlanChoice } from './CategoryPlans'
import { DowngradeDialog } from './DowngradeDialog'
import { UnsubscribeDialog } from './UnsubscribeDialog'
import { UpgradeDialog } from './UpgradeDialog'

/**
 * `/firma/abonnement`: per category of mine the three plans with prices excluding VAT, the current one
 * reading 'Nuværende'; upgrades are paid from the balance shown at the top. `topUp` is the 'Indsæt penge'
 * button of the top-ups feature, placed by the route (features do not import each other).
 */
export function SubscriptionsPage({ topUp }: { topUp: ReactNode }) {
  const { t } = useTranslation(['subscriptions', 'money'])
  useDocumentTitle(t('title'))
  const { data: list } = useSuspenseQuery(subscriptionsQuery())
  const [open, setOpen] = useState<(PlanChoice & { category: CategorySubscription }) | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const close = () => setOpen(null)
  const handlers = {
    onDone: (result: PlanChanged) => {
      if (!open) return
      const vars = {
        category: open.category.categoryName,
        plan: t(`plans::${open.plan}::name`),
        date: result.subscription.periodEnd ? formatDate(result.subscription.periodEnd) : '',
      }
      setOpen(null)
      notify({
        type: 'success',
        note: t(result.result === 'upgraded' ? 'upgrade::done' : 'downgrade::done', vars),
      })
    },
    onInsufficient: (message: string) => {
      setOpen(null)
      setFailure(message)
    },
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <PageTitle title={t('title')} lead={t('intro', { days: list.periodDays })} />
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-solid border-gray-200 bg-white px-4 py-3">
          <p className="m-0 flex flex-col">
            <span className="text-sm text-ink-500">{t('balance')}</span>
            <span className="text-xl font-bold tabular-nums" data-testid="balance">
              {formatMoney(list.balanceOre)}
            </span>
          </p>
          {topUp}
          <Link to="/bruger/account-transactions" className="font-medium">
            {t('transactions')}
          </Link>
        </div>
      </div>

      {failure ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-solid border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="m-0 font-medium">{failure}</p>
          <div className="flex items-center gap-3">
            {topUp}
            <button type="button" className="btn-secondary h-11 text-base" onClick={() => setFailure(null)}>
              {t('close')}
            </button>
          </div>
        </div>
      ) : null}

      {list.categories.length === 0 ? (
        <EmptyNote
          action={
            <Link to="/firma/oplysninger" className="font-medium">
              {t('profileLink')}
            </Link>
          }
        >
          {t('empty')}
        </EmptyNote>
      ) : (
        list.categories.map((category) => (
          <CategoryPlans
            key={category.categoryId}
            category={category}
            list={list}
            onChoose={(choice) => {
              setFailure(null)
              setOpen({ ...choice, category })
            }}
          />
        ))
      )}

      {open?.kind === 'upgrade' ? (
        <UpgradeDialog category={open.category} plan={open.plan} onClose={close} {...handlers} />
      ) : null}
      {open?.kind === 'downgrade' ? (
        <DowngradeDialog category={open.category} plan={open.plan} onClose={close} {...handlers} />
      ) : null}
      {open?.kind === 'unsubscribe' ? (
        <UnsubscribeDialog
          category={open.category}
          onClose={close}
          onDone={() => {
            setOpen(null)
            notify({
              type: 'success',
              note: t('unsubscribe::done', { category: open.category.categoryName }),
            })
          }}
        />
      ) : null}
    </div>
  )
}
