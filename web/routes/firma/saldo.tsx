import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { BalancePage } from '../../features/top-ups/components/BalancePage'
import { balanceQuery } from '../../features/top-ups/queries'
import { loadRolePage, roleRoute } from '../-role-route'

/** `/firma/saldo`: the company's balance and 'Indsæt penge'. Anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/saldo')({
  ...roleRoute(['company']),
  loader: ({ context }) => loadRolePage(context, ['topup', 'money', 'firmjobs'], [balanceQuery()]),
  component: Balance,
})

function Balance() {
  const { allowed } = Route.useRouteContext()
  return allowed ? <BalancePage /> : <OtherRolesPage pageFor="company" />
}
