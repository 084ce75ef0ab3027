const monthParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
})

/** Unix seconds → `2026-11`: the calendar month in Copenhagen that a plan's offer allowance counts in. */
export function copenhagenMonth(seconds: number): string {
  const p = Object.fromEntries(
    monthParts.formatToParts(new Date(seconds * 1000)).map((x) => [x.type, x.value]),
  )
  return `${p.year}-${p.month}`
}
