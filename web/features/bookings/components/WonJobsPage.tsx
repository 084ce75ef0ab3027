import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyNote } from '../../../components/ui/EmptyNote'
import { LoadFailed } from '../../../components/ui/LoadFailed'
import { PageTitle } from '../../../components/ui/PageTitle'
import { formatDate } from '../../../lib/format'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { bookingsPageQuery } from '../queries'
import { CalendarMark, MilestoneBadge, UnseenDot } from './BookingBits'

const pageLink = 'btn-secondary inline-flex h-11 items-center px-4 text-base no-underline'

/**
 * `/firma/opgaver/dine-vundne-opgaver` (vundne_tab2): the won jobs a page at a time, newest hire first.
 * A page that no longer exists (the list shrank) sends the URL back to page 1 (`onFirstPage`). No booking
 * opens by itself here.
 */
export function WonJobsPage({ page, onFirstPage }: { page: number; onFirstPage: () => void }) {
  const { t } = useTranslation('firmjobs')
  useDocumentTitle(page > 1 ? `${t('bookings::title')} · ${page}` : t('bookings::title'))
  const query = useQuery(bookingsPageQuery(page))
  const redirect = query.data?.redirectFirstPage === true
  useEffect(() => {
    if (redirect) onFirstPage()
  }, [redirect, onFirstPage])

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t('bookings::title')} lead={t('bookings::lead')} />
      {query.isPending || redirect ? (
        <div className="h-40" aria-busy="true" />
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyNote data-testid="notBooking">{t('bookings::notBooking')}</EmptyNote>
      ) : (
        <>
          <ul aria-label={t('bookings::title')} className="m-0 flex list-none flex-col gap-3 p-0">
            {query.data.items.map((item) => (
              <li key={item.contactId}>
                <Link
                  to="/firma/bookings/$contactId"
                  params={{ contactId: String(item.contactId) }}
                  className="flex items-center gap-3 rounded-xl border border-solid border-gray-200 bg-white p-4 text-ink-900 no-underline hover:border-brand-300 focus-visible:(outline-2 outline-offset-2 outline-brand-500)"
                >
                  <UnseenDot item={item} />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="truncate text-lg font-semibold">{item.headline}</span>
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
                      <span>{item.city}</span>
                      <span>{t('bookings::hiredAt', { when: formatDate(item.hiredAt) })}</span>
                      <MilestoneBadge milestone={item.milestone} />
                    </span>
                  </span>
                  <CalendarMark hasCalendar={item.hasCalendar} />
                </Link>
              </li>
            ))}
          </ul>
          {query.data.pageCount > 1 ? (
            <nav aria-label={t('bookings::pagination')} className="flex flex-wrap items-center gap-3">
              {page > 1 ? (
                <Link
                  to="/firma/opgaver/dine-vundne-opgaver"
                  search={{ side: page - 1 > 1 ? page - 1 : undefined }}
                  className={pageLink}
                >
                  {t('bookings::previous')}
                </Link>
              ) : null}
              <span className="text-ink-700">
                {t('bookings::page', { page, count: query.data.pageCount })}
              </span>
              {page < query.data.pageCount ? (
                <Link
                  to="/firma/opgaver/dine-vundne-opgaver"
                  search={{ side: page + 1 }}
                  className={pageLink}
                >
                  {t('bookings::next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}
