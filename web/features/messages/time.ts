import { formatDate, formatTime } from '../../lib/format'

/** The Copenhagen calendar day before `ms` (the date's own arithmetic: no 23- or 25-hour DST day slips). */
function dayBefore(ms: number) {
  const [day, month, year] = formatDate(ms / 1000)
    .split('.')
    .map(Number)
  return formatDate(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) - 1, 12) / 1000)
}

export type MessageDay =
  | { day: 'today' | 'yesterday'; time: string }
  | { day: 'date'; time: string; date: string }

/**
 * When a message was written, as a Danish chat says it: 'i dag 14.05', 'i går 09.12', else the date.
 * Unix seconds in, Copenhagen time out (the one formatter, domain/rules/copenhagen-time.ts), whatever
 * the reader's own time zone.
 */
export function messageDay(seconds: number, nowMs = Date.now()): MessageDay {
  const time = formatTime(seconds)
  const day = formatDate(seconds)
  if (day === formatDate(nowMs / 1000)) return { day: 'today', time }
  if (day === dayBefore(nowMs)) return { day: 'yesterday', time }
  return { day: 'date', time, date: day }
}
