import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { RoleAlert } from '../../../components/ui/RoleAlert'
import { BalanceBox } from '../../../features/top-ups'
import { TransactionsPage } from '../../../features/transactions/components/TransactionsPage'
import { periodSearch } from '../../../features/transactions/period-search'
import { ledgerQuery } from '../../../features/transactions/queries'
import { requireRole } from '../../../lib/session'

/** `/bruger/account-transactions` (spec): the company's transactions; other roles see why not. */
export const Route = createFileRoute('/bruger/_konto/account-transactions')({
  validateSearch: periodSearch,
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await i18next.loadNamespaces(['transactions', 'money', 'topup'])
    if (context.allowed) await context.queryClient.ensureQueryData(ledgerQuery(deps))
  },
  component: AccountTransactions,
})

function AccountTransactions() {
  const { allowed } = Route.useRouteContext()
  const period = Route.useSearch()
  const { t } = useTranslation('transactions')
  if (!allowed) return <RoleAlert inColumn>{t('companyOnly')}</RoleAlert>
  return <TransactionsPage period={period} balance={<BalanceBox />} />
}
