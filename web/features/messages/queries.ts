import { queryOptions } from '@tanstack/react-query'
import { messagesApi } from './api'

/**
 * Query keys of the message threads. Other features invalidate `messageKeys.all` after a change that
 * touches a contact (hiring, closing a job); a page's own unread counts are its own queries.
 */
export const messageKeys = {
  all: ['messages'] as const,
  thread: (contactId: number) => ['messages', 'thread', contactId] as const,
}

/** While a thread is on screen it asks again every 15 s, so the other side's answer shows up. */
export const threadPollMs = 15_000

/**
 * One contact's thread. Fetching it marks the other side's messages read, so only the thread itself
 * fetches it (the decline control only reads what is cached).
 */
export const threadQuery = (contactId: number) =>
  queryOptions({
    queryKey: messageKeys.thread(contactId),
    queryFn: ({ signal }) => messagesApi.thread(contactId, signal),
    staleTime: 0,
    retry: false,
  })
