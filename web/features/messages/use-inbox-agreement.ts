import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Inbox } from '../../../domain/schemas/messages'

/** What the badge and a list must agree on: the unread count and the newest message. */
const signatureOf = (inbox: Inbox) =>
  `${inbox.unread}:${inbox.threads[0]?.contactId}:${inbox.threads[0]?.last.createdAt}`

/**
 * The header's inbox and the messages page's are two queries (five threads, all threads) polled on
 * their own. When one of them answers something the other does not show yet, the other is refetched at
 * once, so the badge and an open page never disagree for a poll's length. Converges: each refetch reads
 * the same rows.
 */
export function useInboxAgreement(data: Inbox | undefined, otherKey: QueryKey) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!data) return
    const other = queryClient.getQueryData<Inbox>(otherKey)
    if (other && signatureOf(other) !== signatureOf(data))
      void queryClient.invalidateQueries({ queryKey: otherKey, exact: true })
  }, [data, otherKey, queryClient])
}
