import { createFileRoute } from '@tanstack/react-router'
import { CompanyDetailPage } from '../../features/admin/components/CompanyDetailPage'

export const Route = createFileRoute('/admin/companies/$id')({ component: AdminCompanyPage })

function AdminCompanyPage() {
  const { id } = Route.useParams()
  const { me } = Route.useRouteContext()
  return <CompanyDetailPage key={id} id={Number(id)} meId={me.id} />
}
