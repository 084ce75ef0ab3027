import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { companyJobFiltersQuery } from '../../features/company/queries'
import { SearchAgentsPage } from '../../features/search-agents/components/SearchAgentsPage'
import { agentsQuery } from '../../features/search-agents/queries'
import { loadRolePage, roleRoute } from '../-role-route'

/** `/firma/soegeagenter`: the company's search agents (søgeagenter). Anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/soegeagenter')({
  ...roleRoute(['company']),
  loader: ({ context }) =>
    loadRolePage(context, ['agents', 'firmjobs'], [agentsQuery(), companyJobFiltersQuery()]),
  component: SearchAgents,
})

function SearchAgents() {
  const { allowed } = Route.useRouteContext()
  return allowed ? <SearchAgentsPage /> : <OtherRolesPage pageFor="company" />
}
