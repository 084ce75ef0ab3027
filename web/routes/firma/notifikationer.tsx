import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { NotificationsPage } from '../../features/notifications/components/NotificationsPage'
import { notificationSettingsQuery, notificationsQuery } from '../../features/notifications/queries'
import { loadRolePage, roleRoute } from '../-role-route'

/** `/firma/notifikationer`: the company's notifications and their settings. Anonymous visitors log in and come back. */
export const Route = createFileRoute('/firma/notifikationer')({
  ...roleRoute(['company']),
  loader: ({ context }) =>
    loadRolePage(
      context,
      ['notifications', 'messages', 'firmjobs'],
      [notificationsQuery(), notificationSettingsQuery()],
    ),
  component: Notifications,
})

function Notifications() {
  const { allowed } = Route.useRouteContext()
  return allowed ? <NotificationsPage /> : <OtherRolesPage pageFor="company" />
}
