import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { TopUpReturnPage } from '../../features/top-ups/components/TopUpReturnPage'
import { requireRole } from '../../lib/session'

/**
 * `/firma/saldo/betaling/$topUpId`: the payment provider sends the browser back here (paid, declined
 * or abandoned); the page waits for the provider's webhook.
 */
export const Route = createFileRoute('/firma/saldo_/betaling/$topUpId')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: () => i18next.loadNamespaces(['topup', 'money', 'firmjobs']),
  component: TopUpReturn,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function TopUpReturn() {
  const { allowed } = Route.useRouteContext()
  const { topUpId } = Route.useParams()
  return allowed ? <TopUpReturnPage key={topUpId} topUpId={topUpId} /> : <CompanyOnly />
}
