import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { inboxRoute } from '../-inbox-route'
import { RoleInbox } from '../-role-inbox'

/** `/firma/beskeder` (also `/company/messages`): the company's message threads; `?kontakt=` opens one. */
export const Route = createFileRoute('/firma/beskeder')({
  ...inboxRoute('company'),
  component: CompanyMessages,
})

function CompanyMessages() {
  return <RoleInbox path="/firma/beskeder" otherRole={<OtherRolesPage pageFor="company" />} />
}
