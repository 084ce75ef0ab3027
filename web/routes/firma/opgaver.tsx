import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CompanyOnly, CompanyStartPage } from '../../features/company/components/CompanyStartPage'
import { companyStartQuery } from '../../features/company/queries'
import { requireRole } from '../../lib/session'
import { useDocumentTitle } from '../../lib/use-document-title'

/** `/firma/opgaver`: where a company lands; anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/opgaver')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context }) => {
    await i18next.loadNamespaces('company')
    if (context.allowed) await context.queryClient.ensureQueryData(companyStartQuery())
  },
  component: CompanyStart,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CompanyStart() {
  const { allowed } = Route.useRouteContext()
  return allowed ? <CompanyStartPage /> : <NotACompany />
}

/** Another role's view of the company workspace: it has its own title, like every page. */
function NotACompany() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav::forCompanies'))
  return <CompanyOnly />
}
