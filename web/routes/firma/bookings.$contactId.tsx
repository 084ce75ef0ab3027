import { createFileRoute } from '@tanstack/react-router'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { BookingDetail, BookingsLayout } from '../../features/bookings'
import { SendSmsForm } from '../../features/calendar/components/SendSmsForm'
import { CompanyOnly } from '../../features/company/components/CompanyJobsPage'
import { MessageThread } from '../../features/messages/components/MessageThread'
import { WonJobClosing } from '../../features/won-jobs'
import { requireRole } from '../../lib/session'
import { useDocumentTitle } from '../../lib/use-document-title'

/**
 * `/firma/bookings/{id}`: one booking of the company's (the contact it was hired on): the job, the
 * customer, closing it, the SMS with dates and the messages. The path marks it active in the booking
 * list and keeps its id as `bookingId`.
 */
export const Route = createFileRoute('/firma/bookings/$contactId')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: () => i18next.loadNamespaces(['firmjobs', 'calendar', 'messages', 'wonjobs']),
  component: BookingPage,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function BookingPage() {
  const { allowed } = Route.useRouteContext()
  const param = Route.useParams().contactId
  // Not an id: no booking has it (the server's answer, 404, shows).
  const contactId = /^[1-9]\d{0,11}$/.test(param) ? Number(param) : 0
  if (!allowed) return <NotACompany />
  return (
    <BookingsLayout>
      <BookingDetail
        key={contactId}
        contactId={contactId}
        slots={{
          closing: (booking) => <WonJobClosing contactId={booking.contactId} />,
          planning: (booking) => (
            <SendSmsForm job={{ contactId: booking.contactId, title: booking.headline }} />
          ),
          messages: (booking) => <MessageThread contactId={booking.contactId} viewer="company" />,
        }}
      />
    </BookingsLayout>
  )
}

/** Another role's view of the company workspace: it has its own title, like every page. */
function NotACompany() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav::forCompanies'))
  return <CompanyOnly />
}
