import { idParam } from '../jobs/search-params'

/** The messages pages' query: `kontakt` opens that thread (a bad value opens nothing). */
export interface InboxSearch {
  kontakt?: number | undefined
}

export function inboxSearch(search: Record<string, unknown>): InboxSearch {
  const kontakt = idParam(search.kontakt)
  return kontakt ? { kontakt } : {}
}
