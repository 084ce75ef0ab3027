const parts = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * Unix seconds → `05.01.2026 14.03` in Europe/Copenhagen: how an SMS names a moment in either language.
 * A full stop between hours and minutes, as Danish writes the time and as the date field the company
 * typed it into shows it (`08.00`).
 */
export function copenhagenTime(seconds: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(seconds * 1000)).map((x) => [x.type, x.value]))
  return `${p.day}.${p.month}.${p.year} ${p.hour}.${p.minute}`
}
