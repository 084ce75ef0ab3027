import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { BookingsLayout, WonJobsPage } from '../../features/bookings'
import { bookingsPageQuery } from '../../features/bookings/queries'
import { loadRolePage, roleRoute } from '../-role-route'

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
  ...roleRoute(['company']),
  loaderDeps: ({ search }) => ({ page: pageOf(search) }),
  loader: ({ context, deps }) =>
    loadRolePage(context, ['firmjobs', 'calendar'], [bookingsPageQuery(deps.page)]),
  component: WonJobs,
})

function WonJobs() {
  const { allowed } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const toFirstPage = useCallback(() => void navigate({ search: {} }), [navigate])
  if (!allowed) return <OtherRolesPage pageFor="company" />
  return (
    <BookingsLayout>
      <WonJobsPage page={pageOf(search)} onFirstPage={toFirstPage} />
    </BookingsLayout>
  )
}
