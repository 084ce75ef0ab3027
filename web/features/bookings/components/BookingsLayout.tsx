import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useActiveBooking } from '../active-booking'
import { BookingList } from './BookingList'

const sideLink =
  'flex h-11 items-center rounded-lg px-3 text-base font-semibold text-ink-900 no-underline hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-brand-500) [&.active]:text-brand-700'

/**
 * The company's bookings area: a sidebar (the won jobs, and the booking list it toggles) beside the
 * page; on a phone the sidebar comes first, above the page. On a booking's own page the list starts
 * open on a wide screen, so the active booking is in view.
 */
export function BookingsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('firmjobs')
  const activeId = useActiveBooking()
  const wide = typeof window !== 'undefined' && window.matchMedia('(min-width: 980px)').matches
  return (
    <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
      <div className="min-w-0">
        <nav
          aria-label={t('bookings::listLabel')}
          className="flex flex-col gap-1 rounded-xl border border-solid border-gray-200 bg-white p-2 lg:sticky lg:top-20"
        >
          <Link
            to="/firma/opgaver/dine-vundne-opgaver"
            search={{}}
            className={sideLink}
            activeOptions={{ includeSearch: false }}
          >
            {t('bookings::title')}
          </Link>
          <BookingList activeId={activeId} defaultOpen={activeId !== null && wide} />
        </nav>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  )
}
