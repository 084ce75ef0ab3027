import { regionOrder } from '../../../domain/rules/zip'

/** `/firma/opgaver`'s query: `jobid` (spec) opens a job; `kategori` and `region` hold the filter. */
export interface CompanyJobsSearch {
  jobid?: number | undefined
  kategori?: number | undefined
  region?: (typeof regionOrder)[number] | undefined
}

/** A positive whole id from a query value, else undefined (a bad value shows nothing, no crash). */
function idParam(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,12}$/.test(value)
        ? Number(value)
        : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

export function companyJobsSearch(search: Record<string, unknown>): CompanyJobsSearch {
  const region = regionOrder.find((r) => r === search.region)
  return {
    ...(idParam(search.jobid) ? { jobid: idParam(search.jobid) } : {}),
    ...(idParam(search.kategori) ? { kategori: idParam(search.kategori) } : {}),
    ...(region ? { region } : {}),
  }
}
