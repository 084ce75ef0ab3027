import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { InboxPage } from '../../features/messages/components/InboxPage'
import { inboxQuery } from '../../features/messages/queries'
import { inboxSearch } from '../../features/messages/search-params'
import { requireRole } from '../../lib/session'

/** `/firma/beskeder` (also `/company/messages`): the company's message threads; `?kontakt=` opens one. */
export const Route = createFileRoute('/firma/beskeder')({
  validateSearch: inboxSearch,
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context }) => {
    await i18next.loadNamespaces(['messages'])
    if (context.allowed) await context.queryClient.ensureQueryData(inboxQuery())
  },
  component: CompanyMessages,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CompanyMessages() {
  const { allowed } = Route.useRouteContext()
  const { kontakt } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!allowed) return <CompanyOnly />
  return (
    <InboxPage
      openContactId={kontakt}
      onOpen={(id) => void navigate({ search: id ? { kontakt: id } : {} })}
    />
  )
}
