import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { CalendarPage } from '../../features/calendar/components/CalendarPage'
import { calendarQuery } from '../../features/calendar/queries'
import { loadRolePage, roleRoute } from '../-role-route'

/** `/firma/kalender`: the company's calendar (calendar_event_company); an event opens its job. */
export const Route = createFileRoute('/firma/kalender')({
  ...roleRoute(['company']),
  loader: ({ context }) => loadRolePage(context, ['calendar', 'firmjobs'], [calendarQuery()]),
  component: CompanyCalendar,
})

function CompanyCalendar() {
  const { allowed } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  if (!allowed) return <OtherRolesPage pageFor="company" />
  return (
    <CalendarPage
      onOpenJob={(jobid) => void navigate({ to: '/firma/opgaver', search: { jobid } })}
      jobHref={(jobid) => `/firma/opgaver?jobid=${jobid}`}
    />
  )
}
