import { createFileRoute } from '@tanstack/react-router'
import { CustomerOnly } from '../../features/jobs/components/CustomerOnly'
import { InboxPage } from '../../features/messages/components/InboxPage'
import { inboxQuery } from '../../features/messages/queries'
import { inboxSearch } from '../../features/messages/search-params'
import { loadRolePage, roleRoute } from '../-role-route'

/** `/bruger/beskeder`: the customer's message threads with the companies on their jobs; `?kontakt=` opens one. */
export const Route = createFileRoute('/bruger/beskeder')({
  validateSearch: inboxSearch,
  ...roleRoute(['customer']),
  loader: ({ context }) => loadRolePage(context, 'messages', [inboxQuery()]),
  component: CustomerMessages,
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
