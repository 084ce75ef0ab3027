import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Forbidden } from '../../features/admin/components/bits'
import { roleRoute } from '../-role-route'

/** `/admin/*`: admins only. Anonymous visitors log in and come back; any other role gets a 403 page. */
export const Route = createFileRoute('/admin')({
  ...roleRoute(['admin']),
  component: AdminLayout,
})

function AdminLayout() {
  const { allowed } = Route.useRouteContext()
  return allowed ? <Outlet /> : <Forbidden />
}
