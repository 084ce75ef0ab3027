import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { BalancePage } from '../../features/top-ups/components/BalancePage'
import { balanceQuery } from '../../features/top-ups/queries'
import { requireRole } from '../../lib/session'

/** `/firma/saldo`: the company's balance and 'Indsæt penge'. Anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/saldo')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context }) => {
    await i18next.loadNamespaces(['topup', 'money', 'firmjobs'])
    if (!context.allowed) return
    await context.queryClient.ensureQueryData(balanceQuery())
  },
  component: Balance,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function Balance() {
  const { allowed } = Route.useRouteContext()
  return allowed ? <BalancePage /> : <CompanyOnly />
}
