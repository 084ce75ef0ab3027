import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Booking } from '../../../../domain/schemas/bookings'
import { BackLink } from '../../../components/ui/BackLink'
import { DeadEnd, deadEndAction } from '../../../components/ui/DeadEnd'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { PhoneLink } from '../../../components/ui/PhoneLink'
import { Section } from '../../../components/ui/Section'
import { ApiFailure } from '../../../lib/api'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useMarkBookingSeen } from '../mutations'
import { bookingQuery } from '../queries'
import { CalendarMark, MilestoneBadge } from './BookingBits'

export interface BookingDetailSlots {
  /** "Afslut opgave" and the closing status (the won-jobs feature). */
  closing?: (booking: Booking) => ReactNode
  /** The SMS with dates, while the company is hired (the calendar feature). */
  planning?: (booking: Booking) => ReactNode
  /** The thread with the customer (the messages feature). */
  messages?: (booking: Booking) => ReactNode
  /** The company's own note on the booking, named by the part's heading `id` (the contact-notes feature). */
  note?: (booking: Booking, labelledBy: string) => ReactNode
}

/**
 * `/firma/bookings/{id}`: one booking, the job the company was hired on and its customer. Opening it
 * removes its unseen dot. The other features' parts come in through the slots.
 */
export function BookingDetail({ contactId, slots }: { contactId: number; slots: BookingDetailSlots }) {
  const { t } = useTranslation('firmjobs')
  const query = useQuery(bookingQuery(contactId))
  useMarkBookingSeen(contactId, query.data?.seen)
  // Another company's booking, a wrong number: a dead end back to the won jobs, never 'Prøv igen'.
  const notFound = query.error instanceof ApiFailure && query.error.status === 404
  useDocumentTitle(query.data?.headline ?? t(notFound ? 'bookings::notFoundTitle' : 'bookings::title'))

  if (query.isPending) return <div className="h-60" aria-busy="true" />
  if (query.isError)
    return notFound ? (
      <DeadEnd title={t('bookings::notFoundTitle')} body={t('bookings::notFound')} announce>
        <Link to="/firma/opgaver/dine-vundne-opgaver" className={deadEndAction}>
          {t('bookings::back')}
        </Link>
      </DeadEnd>
    ) : (
      <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
    )
  const booking = query.data
  return (
    <article className="flex flex-col gap-4">
      <BackLink to="/firma/opgaver/dine-vundne-opgaver">{t('bookings::back')}</BackLink>
      <header className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <h1 className="title-tool min-w-0 flex-1 break-words">{booking.headline}</h1>
          <CalendarMark hasCalendar={booking.hasCalendar} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-700">
          <MilestoneBadge milestone={booking.milestone} />
          <span>{booking.city}</span>
          <span>{t('bookings::hiredAt', { when: formatDate(booking.hiredAt) })}</span>
        </div>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Section stack id="booking-customer" title={t('bookings::customer')}>
          <Facts>
            <Fact term={t('bookings::name')} className="break-words">
              {booking.customer.name}
            </Fact>
            {booking.customer.address ? (
              <Fact term={t('bookings::address')} className="break-words">
                {booking.customer.address}
              </Fact>
            ) : null}
            {booking.customer.email ? (
              <Fact term={t('bookings::email')} className="break-all">
                <a href={`mailto:${booking.customer.email}`} className="text-brand-700">
                  {booking.customer.email}
                </a>
              </Fact>
            ) : null}
            {booking.customer.phone ? (
              <Fact term={t('bookings::phone')}>
                <PhoneLink phone={booking.customer.phone} className="text-brand-700" />
              </Fact>
            ) : null}
          </Facts>
        </Section>
        <Section stack id="booking-offer" title={t('bookings::offer')}>
          <Facts>
            {booking.priceOre !== null ? (
              <Fact term={t('bookings::price')} className="font-semibold">
                {formatMoney(booking.priceOre)}
              </Fact>
            ) : null}
            {booking.appointmentAt !== null ? (
              <Fact term={t('bookings::appointment')}>{formatDateTime(booking.appointmentAt)}</Fact>
            ) : null}
          </Facts>
          {booking.offerText ? (
            <p className="m-0 whitespace-pre-line text-ink-800">{booking.offerText}</p>
          ) : null}
          <Link
            to="/firma/opgaver"
            search={{ jobid: booking.jobId }}
            hash="tab=vundne"
            className="self-start text-brand-700"
          >
            {t('bookings::seeJob')}
          </Link>
        </Section>
      </div>

      {slots.note ? (
        <Section stack id="booking-note" title={t('notes::title')}>
          {slots.note(booking, 'booking-note')}
        </Section>
      ) : null}

      {slots.closing ? (
        <Section stack id="booking-close" title={t('bookings::close')}>
          {slots.closing(booking)}
        </Section>
      ) : null}

      {slots.planning && booking.state === 'hired' ? (
        <Section stack id="booking-plan" title={t('bookings::plan')}>
          <p className="m-0 text-sm text-ink-700">{t('bookings::planLead')}</p>
          {slots.planning(booking)}
        </Section>
      ) : null}

      {slots.messages ? (
        <Section stack id="booking-messages" title={t('bookings::messages')}>
          {slots.messages(booking)}
        </Section>
      ) : null}
    </article>
  )
}

/** A booking card's facts, each term beside its value. */
function Facts({ children }: { children: ReactNode }) {
  return <dl className="m-0 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">{children}</dl>
}

/** One fact: its term, and its value (`className` for how the value wraps or stands out). */
function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-600">{term}</dt>
      <dd className={className ? `m-0 ${className}` : 'm-0'}>{children}</dd>
    </>
  )
}
