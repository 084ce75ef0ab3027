import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { OtherRolesPage } from '../../../components/ui/OtherRolesPage'
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
  if (!allowed) return <OtherRolesPage pageFor="company" />
  return <TransactionsPage period={period} balance={<BalanceBox />} />
}
