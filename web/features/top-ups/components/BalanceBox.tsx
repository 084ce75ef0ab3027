import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { formatMoney } from '../../../lib/format'
import { balanceQuery } from '../queries'
import { TopUpDialog } from './TopUpDialog'

/**
 * The company's balance with 'Indsæt penge' beside it: for /firma/saldo and any money page (the
 * transactions list places it too). `showTransactions` adds the link to every movement.
 */
export function BalanceBox({
  returnJobId,
  showTransactions = false,
}: {
  returnJobId?: number
  showTransactions?: boolean
}) {
  const { t } = useTranslation('topup')
  const balance = useQuery(balanceQuery())
  return (
    <section
      aria-labelledby="balance-heading"
      className="flex flex-col gap-3 rounded-xl border border-solid border-ink-200 bg-white p-4 sm:(flex-row items-center justify-between p-6)"
    >
      <div className="flex flex-col gap-1">
        <h2 id="balance-heading" className="m-0 text-base font-semibold text-ink-700">
          {t('balance::label')}
        </h2>
        {balance.isError ? (
          <LoadFailed
            error={balance.error}
            fallback={t('balance::loadError')}
            onRetry={() => void balance.refetch()}
          />
        ) : (
          <p className="m-0 text-3xl font-bold tabular-nums" aria-live="polite" aria-busy={balance.isPending}>
            {balance.data ? formatMoney(balance.data.balanceOre) : '…'}
          </p>
        )}
        <p className="m-0 text-sm text-ink-600">{t('balance::note')}</p>
        {showTransactions ? (
          <Link to="/bruger/account-transactions" className="text-sm font-semibold text-brand-700">
            {t('balance::transactions')}
          </Link>
        ) : null}
      </div>
      <TopUpDialog
        returnJobId={returnJobId}
        className="btn-primary h-11 shrink-0 self-start px-5 sm:self-auto"
      />
    </section>
  )
}
