import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'

/** The booking a path names: any path containing `/bookings/{id}` (spec §2). */
export function bookingIdOfPath(pathname: string): number | null {
  const match = /\/bookings\/(\d{1,12})(?:\/|$)/.exec(pathname)
  return match ? Number(match[1]) : null
}

/** localStorage key of the booking opened last (the spec's bookingId). */
export const bookingIdStorageKey = 'bookingId'

/**
 * The active booking: the one the current path names (the others are inactive). Its id is kept in
 * localStorage as `bookingId`.
 */
export function useActiveBooking(): number | null {
  const id = bookingIdOfPath(useLocation({ select: (l) => l.pathname }))
  useEffect(() => {
    if (id === null) return
    try {
      localStorage.setItem(bookingIdStorageKey, String(id))
    } catch {
      // Storage refused (private mode, quota): the list still marks the active booking from the path.
    }
  }, [id])
  return id
}
