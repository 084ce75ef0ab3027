/** Search params of the create-job routes (spec: `/createjob/{slug}?word=…&search=…&sendcompany=…`). */
export interface CreateJobSearch {
  /** What the visitor typed in the home search (prefills the job's title). */
  word?: string
  /** A search text from elsewhere (a company profile, a landing page); prefills the title too. */
  search?: string
  /** A company id or slug: the job is sent to it at once. */
  sendcompany?: string
}

/** TanStack parses `?word=12` as a number: accept both, keep a string, cap the length. */
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const clean = String(value).trim().slice(0, max)
  return clean || undefined
}

export function validateCreateJobSearch(search: Record<string, unknown>): CreateJobSearch {
  const word = text(search.word, 80)
  const query = text(search.search, 80)
  const company = text(search.sendcompany, 80)
  return {
    ...(word ? { word } : {}),
    ...(query ? { search: query } : {}),
    ...(company ? { sendcompany: company } : {}),
  }
}
