/** Search params of the create-job routes (spec: `/createjob/{slug}?word=…`). */
export interface CreateJobSearch {
  /** What the visitor typed in the home search. */
  word?: string
}

/** TanStack parses `?word=12` as a number: accept both, keep a string, cap the length. */
export function validateCreateJobSearch(search: Record<string, unknown>): CreateJobSearch {
  const word = search.word
  if (typeof word !== 'string' && typeof word !== 'number') return {}
  const text = String(word).trim().slice(0, 80)
  return text ? { word: text } : {}
}
