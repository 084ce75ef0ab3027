/** A run of consecutive weekdays (0 = Monday) with the same hours. */
export interface OpeningRun {
  from: number
  to: number
  type: 'open' | 'closed' | 'appointment'
  value: string
}

/**
 * Joins consecutive days with the same type and hours: Monday–Friday 08.00–16.00 becomes one run
 * ('man–fre 08.00–16.00'); a day not stated breaks a run.
 */
export function groupOpeningHours(
  days: readonly { day: number; type: OpeningRun['type']; value: string }[],
): OpeningRun[] {
  const runs: OpeningRun[] = []
  for (const d of [...days].sort((a, b) => a.day - b.day)) {
    const last = runs.at(-1)
    if (last && last.to === d.day - 1 && last.type === d.type && last.value === d.value) last.to = d.day
    else runs.push({ from: d.day, to: d.day, type: d.type, value: d.value })
  }
  return runs
}
