import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { companyJobFiltersQuery } from '../../features/company/queries'
import { SearchAgentsPage } from '../../features/search-agents/components/SearchAgentsPage'
import { agentsQuery } from '../../features/search-agents/queries'
import { requireRole } from '../../lib/session'

/** `/firma/soegeagenter`: the company's search agents (søgeagenter). Anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/soegeagenter')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context }) => {
    await i18next.loadNamespaces(['agents', 'firmjobs'])
    if (!context.allowed) return
    await Promise.all([
      context.queryClient.ensureQueryData(agentsQuery()),
      context.queryClient.ensureQueryData(companyJobFiltersQuery()),
    ])
  },
  component: SearchAgents,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function SearchAgents() {
  const { allowed } = Route.useRouteContext()
  return allowed ? <SearchAgentsPage /> : <CompanyOnly />
}
