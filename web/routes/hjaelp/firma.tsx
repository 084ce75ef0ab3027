import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { SupportPage } from '../../features/support/components/SupportPage'
import { supportCasesQuery } from '../../features/support/queries'
import { loadRolePage, roleRoute } from '../-role-route'

const caseId = (value: unknown) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * `/hjaelp/firma`: help for companies and their support cases. `?title=` (any value) prefills the new
 * case's subject with 'Suggest changes to the pricelist' and scrolls to the form; `?sag=` opens a case
 * (the link in the reply e-mail). Companies only; anonymous visitors log in and come back.
 */
export const Route = createFileRoute('/hjaelp/firma')({
  validateSearch: (search: Record<string, unknown>): { title?: string; sag?: number } => ({
    title: search.title === undefined ? undefined : String(search.title).slice(0, 100),
    sag: caseId(search.sag),
  }),
  ...roleRoute(['company']),
  loader: ({ context }) => loadRolePage(context, ['support', 'messages', 'firmjobs'], [supportCasesQuery()]),
  component: Help,
})

function Help() {
  const { allowed } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!allowed) return <OtherRolesPage pageFor="company" />
  return (
    <SupportPage
      prefillPricelist={search.title !== undefined}
      openCaseId={search.sag ?? null}
      onOpenCase={(sag) =>
        void navigate({ search: (prev) => ({ ...prev, sag: sag ?? undefined }), replace: true })
      }
    />
  )
}
