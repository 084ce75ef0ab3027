import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bookingSearchDebounceMs, maxBookingSearchLength } from '../../../../domain/schemas/bookings'
import { Spinner } from '../../../components/form/Form'
import { ChevronDownIcon } from '../../../components/ui/Icon'
import { bookingListQuery, bookingsKeys } from '../queries'
import { searchToRun } from '../search'
import { CalendarMark, MilestoneBadge, UnseenDot } from './BookingBits'

/**
 * The booking list of the company's sidebar (get_dine_bookinger_pagination). "Bookinger" shows or hides
 * it: shown, the search box appears and page 1 loads; hidden, the search box goes and the loaded pages
 * are dropped. The search runs 500 ms after typing stops, from 3 characters or when emptied. The next
 * page loads when the list is scrolled to its end. The booking of the current `/bookings/{id}` path is
 * the active one.
 */
export function BookingList({
  activeId,
  defaultOpen = false,
}: {
  activeId: number | null
  defaultOpen?: boolean
}) {
  const { t } = useTranslation('firmjobs')
  const [open, setOpen] = useState(defaultOpen)
  const listId = useId()
  const queryClient = useQueryClient()
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (open) queryClient.removeQueries({ queryKey: [...bookingsKeys.all, 'list'] })
          setOpen(!open)
        }}
        className="flex h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border-0 bg-transparent px-3 text-left text-base font-semibold text-ink-900 hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-brand-500)"
      >
        {t('bookings::toggle')}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={listId} hidden={!open}>
        {open ? <OpenList activeId={activeId} /> : null}
      </div>
    </div>
  )
}

function OpenList({ activeId }: { activeId: number | null }) {
  const { t } = useTranslation('firmjobs')
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const inputId = useId()
  const hintId = useId()
  useEffect(() => {
    const next = searchToRun(text)
    if (next === null || next === search) return
    const timer = setTimeout(() => setSearch(next), bookingSearchDebounceMs)
    return () => clearTimeout(timer)
  }, [text, search])

  const list = useInfiniteQuery(bookingListQuery(search))
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  const scroller = useRef<HTMLUListElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list
  const loadMoreIfAtEnd = () => {
    const el = scroller.current
    if (!el || !hasNextPage || isFetchingNextPage) return
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 24) void fetchNextPage()
  }
  // A page that does not fill the box cannot be scrolled: the next one loads at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked whenever a page arrives
  useEffect(loadMoreIfAtEnd, [items.length, hasNextPage, isFetchingNextPage])

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-1 px-1 pb-1">
        <label htmlFor={inputId} className="text-sm font-medium text-ink-700">
          {t('bookings::search')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={maxBookingSearchLength}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          className="h-11 w-full rounded-lg border border-solid border-gray-300 bg-white px-3 text-base text-ink-900 focus:(outline-2 outline-offset-1 outline-brand-500)"
        />
        <span id={hintId} className="text-xs text-ink-600">
          {t('bookings::searchHint')}
        </span>
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-4" aria-busy="true">
          <Spinner className="h-5 w-5" />
        </div>
      ) : items.length === 0 ? (
        <p
          data-testid="notBooking"
          className="notBooking m-0 rounded-lg bg-gray-50 px-3 py-3 text-sm text-ink-700"
        >
          {search === '' ? t('bookings::notBooking') : t('bookings::noMatch')}
        </p>
      ) : (
        <ul
          ref={scroller}
          aria-label={t('bookings::listLabel')}
          onScroll={loadMoreIfAtEnd}
          className="m-0 flex max-h-[min(28rem,60vh)] list-none flex-col gap-1 overflow-y-auto p-0 pr-1"
        >
          {items.map((item) => {
            const active = item.contactId === activeId
            return (
              <li key={item.contactId}>
                <Link
                  to="/firma/bookings/$contactId"
                  params={{ contactId: String(item.contactId) }}
                  aria-current={active ? 'page' : undefined}
                  data-active={active ? 'true' : 'false'}
                  className={`${active ? 'active bg-brand-50 ring-1 ring-brand-300' : 'un_active hover:bg-gray-100'} flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink-900 no-underline focus-visible:(outline-2 outline-offset-1 outline-brand-500)`}
                >
                  <UnseenDot item={item} />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className={`truncate ${item.seen ? 'font-medium' : 'font-bold'}`}>
                      {item.headline}
                    </span>
                    <MilestoneBadge milestone={item.milestone} />
                  </span>
                  <CalendarMark hasCalendar={item.hasCalendar} />
                </Link>
              </li>
            )
          })}
          {isFetchingNextPage ? (
            <li className="flex items-center gap-2 px-3 py-2 text-sm text-ink-600" role="status">
              <Spinner /> {t('bookings::loadingMore')}
            </li>
          ) : null}
        </ul>
      )}
    </div>
  )
}
