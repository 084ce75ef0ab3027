const dayParts = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const timeParts = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const partsOf = (format: Intl.DateTimeFormat, ms: number) =>
  Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]))

/** The calendar day in Copenhagen as `05.01.2026`. */
function dayOf(ms: number) {
  const p = partsOf(dayParts, ms)
  return `${p.day}.${p.month}.${p.year}`
}

/** The Copenhagen calendar day before `ms` (the date's own arithmetic: no 23- or 25-hour DST day slips). */
function dayBefore(ms: number) {
  const p = partsOf(dayParts, ms)
  const previous = new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day) - 1, 12))
  return dayOf(previous.getTime())
}

export type MessageDay =
  | { day: 'today' | 'yesterday'; time: string }
  | { day: 'date'; time: string; date: string }

/**
 * When a message was written, as a Danish chat says it: 'i dag 14:05', 'i går 09:12', else the date.
 * Unix seconds in, Copenhagen time out, whatever the reader's own time zone.
 */
export function messageDay(seconds: number, nowMs = Date.now()): MessageDay {
  const ms = seconds * 1000
  const p = partsOf(timeParts, ms)
  const time = `${p.hour}:${p.minute}`
  const day = dayOf(ms)
  if (day === dayOf(nowMs)) return { day: 'today', time }
  if (day === dayBefore(nowMs)) return { day: 'yesterday', time }
  return { day: 'date', time, date: day }
}
