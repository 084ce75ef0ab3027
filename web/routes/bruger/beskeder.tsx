import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { inboxRoute } from '../-inbox-route'
import { RoleInbox } from '../-role-inbox'

/** `/bruger/beskeder`: the customer's message threads with the companies on their jobs; `?kontakt=` opens one. */
export const Route = createFileRoute('/bruger/beskeder')({
  ...inboxRoute('customer'),
  component: CustomerMessages,
})

function CustomerMessages() {
  return <RoleInbox path="/bruger/beskeder" otherRole={<OtherRolesPage pageFor="customer" />} />
}
