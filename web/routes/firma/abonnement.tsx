import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { idParam } from '../../features/jobs/search-params'
import { SubscriptionsPage } from '../../features/subscriptions/components/SubscriptionsPage'
import { subscriptionsQuery } from '../../features/subscriptions/queries'
import { TopUpDialog } from '../../features/top-ups'
import { loadRolePage, roleRoute } from '../-role-route'

/** `/firma/abonnement`: the company's plans per category. Anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/abonnement')({
  // `jobid`: the job the company came from (its plan had no offers left); a top-up leads back there.
  validateSearch: (search): { jobid?: number } => {
    const jobid = idParam(search.jobid)
    return jobid ? { jobid } : {}
  },
  ...roleRoute(['company']),
  loader: ({ context }) => loadRolePage(context, ['subscriptions', 'money', 'topup'], [subscriptionsQuery()]),
  component: Subscriptions,
})

function Subscriptions() {
  const { allowed } = Route.useRouteContext()
  const { jobid } = Route.useSearch()
  if (!allowed) return <OtherRolesPage pageFor="company" />
  return (
    <SubscriptionsPage
      topUp={<TopUpDialog returnJobId={jobid} className="btn-primary h-11 px-4 text-base" />}
    />
  )
}
