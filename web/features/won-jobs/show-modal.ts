/** Spec: `?showmodal` clicks the close-job control after 1 second. */
export const showModalDelayMs = 1000

/**
 * Whether `?showmodal` asks for this won job's close dialog: on its own booking's page (a path with
 * `/bookings/{contactId}`), or where `?jobid=` names the job, so a page that lists several won jobs never
 * opens more than one.
 */
export function showModalFor(
  location: { pathname: string; search: string },
  won: { jobId: number; contactId: number },
): boolean {
  const query = new URLSearchParams(location.search)
  if (!query.has('showmodal')) return false
  const booking = location.pathname.match(/\/bookings\/(\d+)\/?$/)?.[1]
  if (booking !== undefined) return booking === String(won.contactId)
  return query.get('jobid') === String(won.jobId)
}
