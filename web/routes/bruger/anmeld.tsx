import { createFileRoute } from '@tanstack/react-router'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CustomerOnly } from '../../features/jobs/components/CustomerOnly'
import { WriteReviewPage } from '../../features/reviews/components/WriteReviewPage'
import { myReviewsQuery, reviewableQuery } from '../../features/reviews/queries'
import { requireRole } from '../../lib/session'

interface ReviewSearch {
  /** The contact to review (from the job page). */
  kontakt?: number
  /** A review-invitation link's token. */
  inv?: string
}

/** `/bruger/anmeld`: write a review; an anonymous visitor logs in first and comes back here. */
export const Route = createFileRoute('/bruger/anmeld')({
  validateSearch: (search: Record<string, unknown>): ReviewSearch => {
    const kontakt = Number(search.kontakt)
    const inv =
      typeof search.inv === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(search.inv) ? search.inv : undefined
    return {
      ...(Number.isInteger(kontakt) && kontakt > 0 ? { kontakt } : {}),
      ...(inv ? { inv } : {}),
    }
  },
  loaderDeps: ({ search }) => ({ inv: search.inv }),
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['customer']),
  loader: async ({ context, deps }) => {
    await context.i18n.loadNamespaces(['reviews', 'jobs'])
    if (context.allowed)
      await Promise.all([
        context.queryClient.ensureQueryData(reviewableQuery(deps.inv)),
        context.queryClient.ensureQueryData(myReviewsQuery()),
      ])
  },
  component: WriteReview,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function WriteReview() {
  const { allowed } = Route.useRouteContext()
  const { kontakt, inv } = Route.useSearch()
  if (!allowed) return <CustomerOnly />
  return (
    <WriteReviewPage {...(kontakt ? { contactId: kontakt } : {})} {...(inv ? { invitation: inv } : {})} />
  )
}
