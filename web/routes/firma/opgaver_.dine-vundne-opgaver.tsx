import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { BookingsLayout, WonJobsPage } from '../../features/bookings'
import { bookingsPageQuery } from '../../features/bookings/queries'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { requireRole } from '../../lib/session'
import { useDocumentTitle } from '../../lib/use-document-title'

interface WonJobsSearch {
  /** The page (`?side=2`); page 1 has none. */
  side?: number
}

const pageOf = (search: WonJobsSearch) => search.side ?? 1

/**
 * `/firma/opgaver/dine-vundne-opgaver` (spec): the won jobs, a page at a time from the server
 * (vundne_tab2). When the server says the page no longer exists, the URL goes to page 1. The first
 * booking is not opened here by itself.
 */
export const Route = createFileRoute('/firma/opgaver_/dine-vundne-opgaver')({
  validateSearch: (search: Record<string, unknown>): WonJobsSearch => {
    const side = Number(search.side)
    return Number.isSafeInteger(side) && side > 1 && side < 1_000_000 ? { side } : {}
  },
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loaderDeps: ({ search }) => ({ page: pageOf(search) }),
  loader: async ({ context, deps }) => {
    await i18next.loadNamespaces(['firmjobs', 'calendar'])
    if (context.allowed) await context.queryClient.ensureQueryData(bookingsPageQuery(deps.page))
  },
  component: WonJobs,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function WonJobs() {
  const { allowed } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const toFirstPage = useCallback(() => void navigate({ search: {} }), [navigate])
  if (!allowed) return <NotACompany />
  return (
    <BookingsLayout>
      <WonJobsPage page={pageOf(search)} onFirstPage={toFirstPage} />
    </BookingsLayout>
  )
}

/** Another role's view of the company workspace: it has its own title, like every page. */
function NotACompany() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav::forCompanies'))
  return <CompanyOnly />
}
