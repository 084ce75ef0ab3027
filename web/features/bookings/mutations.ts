import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { bookingsApi } from '../../../domain/contract/bookings'
import { call } from '../../lib/api'
import { bookingsKeys } from './queries'

/**
 * The company opened a booking it had not seen: tell the server once, then refresh the lists so the
 * unseen dot goes.
 */
export function useMarkBookingSeen(contactId: number, seen: boolean | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (seen !== false) return
    let cancelled = false
    void call(bookingsApi.seen, { params: { contactId: String(contactId) } })
      .then(() => {
        if (!cancelled) void queryClient.invalidateQueries({ queryKey: bookingsKeys.all })
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [contactId, seen, queryClient])
}
