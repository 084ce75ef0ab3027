import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { bookingsApi } from '../../../domain/contract/bookings'
import { call } from '../../lib/api'

export const bookingsKeys = {
  all: ['bookings'] as const,
  page: (page: number) => [...bookingsKeys.all, 'page', page] as const,
  list: (search: string) => [...bookingsKeys.all, 'list', search] as const,
  one: (contactId: number) => [...bookingsKeys.all, 'one', contactId] as const,
}

/** One page of the won-jobs page (vundne_tab2). */
export const bookingsPageQuery = (page: number) =>
  queryOptions({
    queryKey: bookingsKeys.page(page),
    queryFn: ({ signal }) => call(bookingsApi.list, { query: { page: String(page) }, signal }),
    staleTime: 15_000,
  })

/**
 * The sidebar's booking list (get_dine_bookinger_pagination): page 1 first, the next page when the
 * list is scrolled to its end; the page counter moves on only after a page that had entries.
 */
export const bookingListQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: bookingsKeys.list(search),
    queryFn: ({ signal, pageParam }) =>
      call(bookingsApi.list, { query: { page: String(pageParam), search: search || undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.items.length > 0 && last.page < last.pageCount ? last.page + 1 : undefined,
    staleTime: 15_000,
  })

export const bookingQuery = (contactId: number) =>
  queryOptions({
    queryKey: bookingsKeys.one(contactId),
    queryFn: ({ signal }) => call(bookingsApi.one, { params: { contactId: String(contactId) }, signal }),
  })
