import { intlOnce } from './intl-once'

/**
 * How a moment is written for a Danish reader, on the web and by the worker alike (DESIGN.md: Danish
 * formats, 24-hour time, Europe/Copenhagen whatever the reader's or the server's own time zone). One form
 * of the clock everywhere a person reads it (a page, a calendar label, an SMS, a mail): `08.30`, with a
 * full stop, as Danish writes it and as the date fields and opening hours (`08.00–16.00`) show it.
 */
const copenhagenParts = intlOnce(
  () =>
    new Intl.DateTimeFormat('da-DK', {
      timeZone: 'Europe/Copenhagen',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
)

function partsOf(seconds: number) {
  return Object.fromEntries(
    copenhagenParts()
      .formatToParts(new Date(seconds * 1000))
      .map((x) => [x.type, x.value]),
  )
}

const pad = (n: number | string) => String(n).padStart(2, '0')

/**
 * The wall clock in Copenhagen at a moment (unix seconds): the one reading of it that the formatters
 * here, the working-day rules and the online banner share.
 */
export function copenhagenClock(seconds: number) {
  const p = partsOf(seconds)
  return {
    /** `2026-01-05` */
    date: `${p.year}-${p.month}-${p.day}`,
    // Some engines write midnight as hour 24 under h23.
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
  }
}

/** A wall-clock hour and minute → `08.30` (24-hour): the one way a time of day is written. */
export function clockTime(hour: number | string, minute: number | string): string {
  return `${pad(hour)}.${pad(minute)}`
}

/** Unix seconds → `05.01.2026 14.03` in Europe/Copenhagen. */
export function formatDateTime(seconds: number): string {
  const p = partsOf(seconds)
  return `${p.day}.${p.month}.${p.year} ${clockTime(p.hour ?? 0, p.minute ?? 0)}`
}

/** Unix seconds → `05.01.2026` in Europe/Copenhagen. */
export function formatDate(seconds: number): string {
  return formatDateTime(seconds).slice(0, 10)
}

/** Unix seconds → `14.03` (24-hour) in Europe/Copenhagen. */
export function formatTime(seconds: number): string {
  return formatDateTime(seconds).slice(11)
}
