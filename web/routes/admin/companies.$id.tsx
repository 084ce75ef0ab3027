import { createFileRoute } from '@tanstack/react-router'
import { CompanyDetailPage } from '../../features/admin/components/CompanyDetailPage'
import { CompanyLedger } from '../../features/admin/components/CompanyLedger'

export const Route = createFileRoute('/admin/companies/$id')({ component: AdminCompanyPage })

function AdminCompanyPage() {
  const { id } = Route.useParams()
  const { me } = Route.useRouteContext()
  return (
    <div key={id} className="flex flex-col gap-4">
      <CompanyDetailPage id={Number(id)} meId={me.id} />
      <CompanyLedger companyId={Number(id)} />
    </div>
  )
}
