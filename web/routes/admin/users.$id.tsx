import { createFileRoute } from '@tanstack/react-router'
import { UserDetailPage } from '../../features/admin/components/UserDetailPage'

export const Route = createFileRoute('/admin/users/$id')({ component: AdminUserPage })

function AdminUserPage() {
  const { id } = Route.useParams()
  const { me } = Route.useRouteContext()
  return <UserDetailPage key={id} id={Number(id)} meId={me.id} />
}
