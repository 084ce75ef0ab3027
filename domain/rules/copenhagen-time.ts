/**
 * How a moment is written for a Danish reader, on the web and by the worker alike (DESIGN.md: Danish
 * formats, 24-hour time, Europe/Copenhagen whatever the reader's or the server's own time zone).
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

function partsOf(seconds: number) {
  return Object.fromEntries(parts.formatToParts(new Date(seconds * 1000)).map((x) => [x.type, x.value]))
}

/**
 * Unix seconds → `05.01.2026 14:03` in Europe/Copenhagen. `timeSeparator: '.'` writes `14.03`, as
 * Danish prose and the date field write it (an SMS).
 */
export function formatDateTime(seconds: number, { timeSeparator = ':' } = {}): string {
  const p = partsOf(seconds)
  return `${p.day}.${p.month}.${p.year} ${p.hour}${timeSeparator}${p.minute}`
}

/** Unix seconds → `05.01.2026` in Europe/Copenhagen. */
export function formatDate(seconds: number): string {
  return formatDateTime(seconds).slice(0, 10)
}

/** Unix seconds → `14:03` (24-hour) in Europe/Copenhagen. */
export function formatTime(seconds: number): string {
  return formatDateTime(seconds).slice(11)
}
