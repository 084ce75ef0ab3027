import {
  type CalendarDate,
  type CalendarDateTime,
  fromAbsolute,
  parseDate,
  toCalendarDateTime,
  toZoned,
} from '@internationalized/date'

/**
 * Dates in forms. A day is a calendar day (`2026-01-05`, no zone); a moment is typed as Copenhagen wall
 * time and kept as Unix seconds, like every time the API stores (DESIGN.md: Europe/Copenhagen).
 */
export const zone = 'Europe/Copenhagen'

/** `2026-01-05` → the day for a DateField; null for anything else. */
export function dayValue(iso: unknown): CalendarDate | null {
  if (typeof iso !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null
  try {
    return parseDate(iso)
  } catch {
    return null
  }
}

/** A DateField's day → `2026-01-05` (what the form holds and the API reads). */
export const dayText = (day: CalendarDate | null): string => (day ? day.toString() : '')

/** Unix seconds → the Copenhagen wall time a date-time field shows; null when empty. */
export function momentValue(seconds: unknown): CalendarDateTime | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null
  return toCalendarDateTime(fromAbsolute(seconds * 1000, zone))
}

/** The Copenhagen wall time typed → Unix seconds (summer and winter time handled); undefined when empty. */
export function momentSeconds(value: CalendarDateTime | null): number | undefined {
  return value ? toZoned(value, zone).toDate().getTime() / 1000 : undefined
}
