import { createFileRoute } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { BookingDetail, BookingsLayout } from '../../features/bookings'
import { SendSmsForm } from '../../features/calendar/components/SendSmsForm'
import { ContactNoteForm } from '../../features/contact-notes'
import { MessageThread } from '../../features/messages/components/MessageThread'
import { WonJobClosing } from '../../features/won-jobs'
import { loadRolePage, roleRoute } from '../-role-route'

/**
 * `/firma/bookings/{id}`: one booking of the company's (the contact it was hired on): the job, the
 * customer, the company's own note, closing it, the SMS with dates and the messages. The path marks it
 * active in the booking list and keeps its id as `bookingId`.
 */
export const Route = createFileRoute('/firma/bookings/$contactId')({
  ...roleRoute(['company']),
  loader: ({ context }) => loadRolePage(context, ['firmjobs', 'calendar', 'messages', 'wonjobs']),
  component: BookingPage,
})

function BookingPage() {
  const { allowed } = Route.useRouteContext()
  const param = Route.useParams().contactId
  // Not an id: no booking has it (the server's answer, 404, shows).
  const contactId = /^[1-9]\d{0,11}$/.test(param) ? Number(param) : 0
  if (!allowed) return <OtherRolesPage pageFor="company" />
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
          note: (booking, labelledBy) => (
            <ContactNoteForm contactId={booking.contactId} labelledBy={labelledBy} />
          ),
        }}
      />
    </BookingsLayout>
  )
}
