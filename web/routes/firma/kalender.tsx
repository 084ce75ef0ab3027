import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { CalendarPage } from '../../features/calendar/components/CalendarPage'
import { calendarQuery } from '../../features/calendar/queries'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { requireRole } from '../../lib/session'
import { useDocumentTitle } from '../../lib/use-document-title'

/** `/firma/kalender`: the company's calendar (calendar_event_company); an event opens its job. */
export const Route = createFileRoute('/firma/kalender')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context }) => {
    await i18next.loadNamespaces(['calendar', 'firmjobs'])
    if (context.allowed) await context.queryClient.ensureQueryData(calendarQuery())
  },
  component: CompanyCalendar,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function CompanyCalendar() {
  const { allowed } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  if (!allowed) return <NotACompany />
  return (
    <CalendarPage
      onOpenJob={(jobid) => void navigate({ to: '/firma/opgaver', search: { jobid } })}
      jobHref={(jobid) => `/firma/opgaver?jobid=${jobid}`}
    />
  )
}

/** Another role's view of the company workspace: it has its own title, like every page. */
function NotACompany() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav::forCompanies'))
  return <CompanyOnly />
}
