import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '../../features/messages/components/InboxPage'
import { inboxQuery } from '../../features/messages/queries'
import { inboxSearch } from '../../features/messages/search-params'
import { NotACompany } from '../-not-a-company'
import { loadRolePage, roleRoute } from '../-role-route'

/** `/firma/beskeder` (also `/company/messages`): the company's message threads; `?kontakt=` opens one. */
export const Route = createFileRoute('/firma/beskeder')({
  validateSearch: inboxSearch,
  ...roleRoute(['company']),
  loader: ({ context }) => loadRolePage(context, 'messages', [inboxQuery()]),
  component: CompanyMessages,
})

function CompanyMessages() {
  const { allowed } = Route.useRouteContext()
  const { kontakt } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!allowed) return <NotACompany />
  return (
    <InboxPage
      openContactId={kontakt}
      onOpen={(id) => void navigate({ search: id ? { kontakt: id } : {} })}
    />
  )
}
