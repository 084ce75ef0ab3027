import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CompanyJobsPage, CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { companyJobsQuery } from '../../features/company/queries'
import { companyJobsSearch } from '../../features/company/search-params'
import { MessageThread } from '../../features/messages/components/MessageThread'
import { requireRole } from '../../lib/session'
import { useDocumentTitle } from '../../lib/use-document-title'

/** `/firma/opgaver`: the company's open jobs; `?jobid=` opens and scrolls to one. Anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/opgaver')({
  validateSearch: companyJobsSearch,
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loaderDeps: ({ search }) => ({ category: search.kategori, region: search.region }),
  loader: async ({ context, deps }) => {
    await i18next.loadNamespaces(['firmjobs', 'messages'])
    if (context.allowed) await context.queryClient.ensureInfiniteQueryData(companyJobsQuery(deps))
  },
  component: CompanyJobs,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CompanyJobs() {
  const { allowed } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!allowed) return <NotACompany />
  return (
    <CompanyJobsPage
      filter={{ category: search.kategori, region: search.region }}
      onFilterChange={(filter) =>
        void navigate({ search: { kategori: filter.category, region: filter.region }, replace: true })
      }
      openJobId={search.jobid}
      onOpenJob={(jobid) => void navigate({ search: (prev) => ({ ...prev, jobid }), resetScroll: false })}
      messages={(contactId) => <MessageThread contactId={contactId} viewer="company" />}
    />
  )
}

/** Another role's view of the company workspace: it has its own title, like every page. */
function NotACompany() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav::forCompanies'))
  return <CompanyOnly />
}
