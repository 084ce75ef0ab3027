import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { NotificationsPage } from '../../features/notifications/components/NotificationsPage'
import { notificationSettingsQuery, notificationsQuery } from '../../features/notifications/queries'
import { requireRole } from '../../lib/session'

/** `/firma/notifikationer`: the company's notifications and their settings. Anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/notifikationer')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context }) => {
    await i18next.loadNamespaces(['notifications', 'messages', 'firmjobs'])
    if (!context.allowed) return
    await Promise.all([
      context.queryClient.ensureQueryData(notificationsQuery()),
      context.queryClient.ensureQueryData(notificationSettingsQuery()),
    ])
  },
  component: Notifications,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function Notifications() {
  const { allowed } = Route.useRouteContext()
  return allowed ? <NotificationsPage /> : <CompanyOnly />
}
