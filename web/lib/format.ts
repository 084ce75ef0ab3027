import { formatOre } from '../../domain/rules/money'
import { formatDanishPhone } from '../../domain/rules/phone'

/**
 * How the web shows dates, times, money and phone numbers (DESIGN.md: Danish formats, 24-hour time,
 * Europe/Copenhagen whatever the visitor's own time zone). One module, so every screen says it alike.
 */
const parts = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Unix seconds → `05.01.2026 14:03` in Europe/Copenhagen. */
export function formatDateTime(seconds: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(seconds * 1000)).map((x) => [x.type, x.value]))
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`
}

/** Unix seconds → `05.01.2026`. */
export function formatDate(seconds: number): string {
  return formatDateTime(seconds).slice(0, 10)
}

/** Unix seconds → `14:03` (24-hour). */
export function formatTime(seconds: number): string {
  return formatDateTime(seconds).slice(11)
}

/** Whole øre → `1.234,50 kr.` */
export const formatMoney = formatOre

/** A stored phone number → `40 50 60 70` (other spellings shown as stored). */
export const formatPhone = formatDanishPhone
