import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { TopUpReturnPage } from '../../features/top-ups/components/TopUpReturnPage'
import { loadRolePage, roleRoute } from '../-role-route'

/**
 * `/firma/saldo/betaling/$topUpId`: the payment provider sends the browser back here (paid, declined
 * or abandoned); the page waits for the provider's webhook. A credited top-up links its receipt with
 * the transactions' words for it (their namespace).
 */
export const Route = createFileRoute('/firma/saldo_/betaling/$topUpId')({
  ...roleRoute(['company']),
  loader: ({ context }) => loadRolePage(context, ['topup', 'money', 'firmjobs', 'transactions']),
  component: TopUpReturn,
})

function TopUpReturn() {
  const { allowed } = Route.useRouteContext()
  const { topUpId } = Route.useParams()
  return allowed ? <TopUpReturnPage key={topUpId} topUpId={topUpId} /> : <OtherRolesPage pageFor="company" />
}
