import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { WriteReviewPage } from '../../features/reviews/components/WriteReviewPage'
import { myReviewsQuery, reviewableQuery } from '../../features/reviews/queries'
import { loadRolePage, roleRoute } from '../-role-route'

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
  ...roleRoute(['customer']),
  loader: ({ context, deps }) =>
    loadRolePage(context, ['reviews', 'jobs'], [reviewableQuery(deps.inv), myReviewsQuery()]),
  component: WriteReview,
})

function WriteReview() {
  const { allowed } = Route.useRouteContext()
  const { kontakt, inv } = Route.useSearch()
  if (!allowed) return <OtherRolesPage pageFor="customer" />
  return (
    <WriteReviewPage {...(kontakt ? { contactId: kontakt } : {})} {...(inv ? { invitation: inv } : {})} />
  )
}
