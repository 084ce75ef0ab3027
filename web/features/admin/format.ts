const parts = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Unix seconds → `05.01.2026 14:03` in Europe/Copenhagen (DESIGN.md: Danish formats, 24-hour time). */
export function formatDateTime(seconds: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(seconds * 1000)).map((x) => [x.type, x.value]))
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`
}

/** Unix seconds → `05.01.2026`. */
export function formatDate(seconds: number): string {
  return formatDateTime(seconds).slice(0, 10)
}
