/** Spec: `?showmodal` clicks the close-job control after 1 second. */
export const showModalDelayMs = 1000

/**
 * Whether `?showmodal` asks for this job's close dialog: only with `?jobid=` naming it, so a page that
 * lists several won jobs never opens more than one.
 */
export function showModalFor(search: string, jobId: number): boolean {
  const query = new URLSearchParams(search)
  return query.has('showmodal') && query.get('jobid') === String(jobId)
}
