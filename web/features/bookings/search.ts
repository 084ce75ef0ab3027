import { bookingSearchMinLength } from '../../../domain/schemas/bookings'

/** The search that runs: at least 3 characters, or empty (all bookings); anything between waits. */
export function searchToRun(text: string): string | null {
  const trimmed = text.trim()
  return trimmed === '' || trimmed.length >= bookingSearchMinLength ? trimmed : null
}
