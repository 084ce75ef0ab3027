import { queryOptions } from '@tanstack/react-query'
import { messagesApi } from '../../../domain/contract/messages'
import { inboxPollMs } from '../../../domain/schemas/messages'
import { call } from '../../lib/api'

/**
 * Query keys of the message threads. Other features invalidate `messageKeys.all` after a change that
 * touches a contact (hiring, closing a job); a page's own unread counts are its own queries.
 */
export const messageKeys = {
  all: ['messages'] as const,
  thread: (contactId: number) => ['messages', 'thread', contactId] as const,
  /** Every inbox list (the page's and the header's): refetched after a send or an opened thread. */
  inboxes: ['messages', 'inbox'] as const,
  inbox: (limit: number | undefined) => ['messages', 'inbox', limit ?? 'all'] as const,
}

/**
 * My threads, newest first, and my unread count (reading it marks nothing). Polled every 30 s (decision
 * 014): TanStack Query stops polling while the tab is hidden and refetches when it gets focus again; a
 * send or an opened thread invalidates it at once.
 */
export const inboxQuery = (limit?: number) =>
  queryOptions({
    queryKey: messageKeys.inbox(limit),
    queryFn: ({ signal }) =>
      call(messagesApi.inbox, { query: limit ? { limit: String(limit) } : {}, signal }),
    refetchInterval: inboxPollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  })

/** While a thread is on screen it asks again every 15 s, so the other side's answer shows up. */
export const threadPollMs = 15_000

/**
 * One contact's thread. Fetching it marks the other side's messages read, so only the thread itself
 * fetches it (the decline control only reads what is cached).
 */
export const threadQuery = (contactId: number) =>
  queryOptions({
    queryKey: messageKeys.thread(contactId),
    queryFn: ({ signal }) => call(messagesApi.thread, { params: { contactId: String(contactId) }, signal }),
    staleTime: 0,
  })
