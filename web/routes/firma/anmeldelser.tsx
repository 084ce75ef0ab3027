import { createFileRoute } from '@tanstack/react-router'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { CompanyReviewsPage } from '../../features/reviews/components/CompanyReviewsPage'
import { companyReviewsQuery } from '../../features/reviews/queries'
import { requireRole } from '../../lib/session'

/** `/firma/anmeldelser`: the company's reviews, its replies and review invitations. */
export const Route = createFileRoute('/firma/anmeldelser')({
  validateSearch: (search: Record<string, unknown>): { side?: number } => {
    const side = Number(search.side)
    return Number.isInteger(side) && side > 1 ? { side } : {}
  },
  loaderDeps: ({ search }) => ({ side: search.side ?? 1 }),
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context, deps }) => {
    await context.i18n.loadNamespaces(['reviews', 'firmjobs'])
    if (context.allowed) await context.queryClient.ensureQueryData(companyReviewsQuery(deps.side))
  },
  component: CompanyReviews,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CompanyReviews() {
  const { allowed } = Route.useRouteContext()
  const { side } = Route.useLoaderDeps()
  const navigate = Route.useNavigate()
  if (!allowed) return <CompanyOnly />
  return (
    <CompanyReviewsPage
      page={side}
      onPage={(page) => void navigate({ search: page > 1 ? { side: page } : {} })}
    />
  )
}
