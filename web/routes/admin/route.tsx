import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { Forbidden } from '../../features/admin/components/bits'
import { requireRole } from '../../lib/session'

/** `/admin/*`: admins only. Anonymous visitors log in and come back; any other role gets a 403 page. */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['admin']),
  component: AdminLayout,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function AdminLayout() {
  const { allowed } = Route.useRouteContext()
  return allowed ? <Outlet /> : <Forbidden />
}
