import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CustomerOnly } from '../../features/jobs/components/CustomerOnly'
import { InboxPage } from '../../features/messages/components/InboxPage'
import { inboxQuery } from '../../features/messages/queries'
import { inboxSearch } from '../../features/messages/search-params'
import { requireRole } from '../../lib/session'

/** `/bruger/beskeder`: the customer's message threads with the companies on their jobs; `?kontakt=` opens one. */
export const Route = createFileRoute('/bruger/beskeder')({
  validateSearch: inboxSearch,
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['customer']),
  loader: async ({ context }) => {
    await i18next.loadNamespaces(['messages'])
    if (context.allowed) await context.queryClient.ensureQueryData(inboxQuery())
  },
  component: CustomerMessages,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CustomerMessages() {
  const { allowed } = Route.useRouteContext()
  const { kontakt } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!allowed) return <CustomerOnly />
  return (
    <InboxPage
      openContactId={kontakt}
      onOpen={(id) => void navigate({ search: id ? { kontakt: id } : {} })}
    />
  )
}
