import { useTranslation } from 'react-i18next'
import type { BookingItem, BookingMilestone } from '../../../../domain/schemas/bookings'

const milestoneClass: Record<BookingMilestone, string> = {
  booked: 'bg-amber-400',
  planned: 'bg-brand-500',
  cancel_pending: 'bg-red-500',
  completed: 'bg-green-600',
  cancelled: 'bg-gray-400',
}

/** The milestone indicator (the spec's selected_no_milestone class): a coloured dot and its word. */
export function MilestoneBadge({
  milestone,
  compact = false,
}: {
  milestone: BookingMilestone
  compact?: boolean
}) {
  const { t } = useTranslation('firmjobs')
  return (
    <span
      data-milestone={milestone}
      className={`milestone-${milestone} inline-flex items-center gap-1.5 text-xs font-medium text-ink-700`}
    >
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 flex-none rounded-full ${milestoneClass[milestone]}`}
      />
      <span className={compact ? 'sr-only' : undefined}>{t(`bookings::milestone::${milestone}`)}</span>
    </span>
  )
}

/**
 * exist_calendar: a blue calendar when the dates were sent and are in the calendar, a white one
 * (outlined) when not. Its meaning is in its accessible name.
 */
export function CalendarMark({ hasCalendar }: { hasCalendar: boolean }) {
  const { t } = useTranslation('firmjobs')
  const label = t(hasCalendar ? 'bookings::calendarYes' : 'bookings::calendarNo')
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-calendar={hasCalendar ? 'yes' : 'no'}
      className="inline-flex flex-none"
    >
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
        <rect
          x="2.5"
          y="4"
          width="15"
          height="13.5"
          rx="2"
          className={hasCalendar ? 'fill-blue-600 stroke-blue-700' : 'fill-white stroke-ink-500'}
          strokeWidth="1.5"
        />
        <path
          d="M2.5 8h15M6.5 2.5v3M13.5 2.5v3"
          className={hasCalendar ? 'stroke-white' : 'stroke-ink-500'}
          strokeWidth="1.5"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    </span>
  )
}

/** company_seen_selection false: a dot until the company opens the booking ("Ny" for screen readers). */
export function UnseenDot({ item }: { item: Pick<BookingItem, 'seen'> }) {
  const { t } = useTranslation('firmjobs')
  if (item.seen) return null
  return (
    <span data-unseen="true" className="inline-flex flex-none items-center">
      <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-600" />
      <span className="sr-only">{t('bookings::unseen')}</span>
    </span>
  )
}
