import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { RoleAlert } from '../../components/ui/RoleAlert'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { idParam } from '../../features/jobs/search-params'
import { SubscriptionsPage } from '../../features/subscriptions/components/SubscriptionsPage'
import { subscriptionsQuery } from '../../features/subscriptions/queries'
import { TopUpDialog } from '../../features/top-ups'
import { requireRole } from '../../lib/session'

/** `/firma/abonnement`: the company's plans per category. Anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/abonnement')({
  // `jobid`: the job the company came from (its plan had no offers left); a top-up leads back there.
  validateSearch: (search): { jobid?: number } => {
    const jobid = idParam(search.jobid)
    return jobid ? { jobid } : {}
  },
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context }) => {
    await i18next.loadNamespaces(['subscriptions', 'money', 'topup'])
    if (context.allowed) await context.queryClient.ensureQueryData(subscriptionsQuery())
  },
  component: Subscriptions,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function Subscriptions() {
  const { allowed } = Route.useRouteContext()
  const { jobid } = Route.useSearch()
  const { t } = useTranslation('subscriptions')
  if (!allowed) return <RoleAlert>{t('companyOnly')}</RoleAlert>
  return (
    <SubscriptionsPage
      topUp={<TopUpDialog returnJobId={jobid} className="btn-primary h-11 px-4 text-base" />}
    />
  )
}
