import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { profileOrLogin } from '../../features/account/guard'
import { Forbidden } from '../../features/admin/components/bits'

/** `/admin/*`: admins only. Anonymous → the log-in modal; any other role → a 403 page. */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context }) => ({ profile: await profileOrLogin(context.queryClient) }),
  component: AdminLayout,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function AdminLayout() {
  const { profile } = Route.useRouteContext()
  return profile.role === 'admin' ? <Outlet /> : <Forbidden />
}
