import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { CompanyReviewsPage } from '../../features/reviews/components/CompanyReviewsPage'
import { companyReviewsQuery } from '../../features/reviews/queries'
import { loadRolePage, roleRoute } from '../-role-route'

/** `/firma/anmeldelser`: the company's reviews, its replies and review invitations. */
export const Route = createFileRoute('/firma/anmeldelser')({
  validateSearch: (search: Record<string, unknown>): { side?: number } => {
    const side = Number(search.side)
    return Number.isInteger(side) && side > 1 ? { side } : {}
  },
  loaderDeps: ({ search }) => ({ side: search.side ?? 1 }),
  ...roleRoute(['company']),
  loader: ({ context, deps }) =>
    loadRolePage(context, ['reviews', 'firmjobs'], [companyReviewsQuery(deps.side)]),
  component: CompanyReviews,
})

function CompanyReviews() {
  const { allowed } = Route.useRouteContext()
  const { side } = Route.useLoaderDeps()
  const navigate = Route.useNavigate()
  if (!allowed) return <OtherRolesPage pageFor="company" />
  return (
    <CompanyReviewsPage
      page={side}
      onPage={(page) => void navigate({ search: page > 1 ? { side: page } : {} })}
    />
  )
}
