/** How long ago a job was posted, as the list says it: the largest whole unit (minutes, hours, days). */
export function ageOf(
  createdAt: number,
  now: number,
): { key: 'justNow' } | { key: 'minutes' | 'hours' | 'days'; count: number } {
  const seconds = Math.max(0, now - createdAt)
  if (seconds < 60) return { key: 'justNow' }
  if (seconds < 3600) return { key: 'minutes', count: Math.floor(seconds / 60) }
  if (seconds < 86_400) return { key: 'hours', count: Math.floor(seconds / 3600) }
  return { key: 'days', count: Math.floor(seconds / 86_400) }
}
