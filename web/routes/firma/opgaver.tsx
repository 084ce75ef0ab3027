import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { profileOrLogin } from '../../features/account/guard'
import { CompanyOnly, CompanyStartPage } from '../../features/company/components/CompanyStartPage'
import { companyStartQuery } from '../../features/company/queries'

/** `/firma/opgaver`: where a company lands; anonymous visitors go to the log-in modal. */
export const Route = createFileRoute('/firma/opgaver')({
  beforeLoad: async ({ context }) => ({ profile: await profileOrLogin(context.queryClient) }),
  loader: async ({ context }) => {
    await i18next.loadNamespaces('company')
    if (context.profile.role === 'company') await context.queryClient.ensureQueryData(companyStartQuery())
  },
  component: CompanyStart,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CompanyStart() {
  const { profile } = Route.useRouteContext()
  return profile.role === 'company' ? <CompanyStartPage /> : <CompanyOnly />
}
