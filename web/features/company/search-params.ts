import { regionOrder } from '../../../domain/rules/zip'
import { maxJobSearchLength } from '../../../domain/schemas/company-jobs'

/**
 * `/firma/opgaver`'s query: `jobid` (spec) opens a job; `kategori`, `region`, `tekst` (free text),
 * `svar` (`attributeId:value`) and `sortering=afstand` hold the filter, so a reload or a shared link
 * shows the same jobs.
 */
export interface CompanyJobsSearch {
  jobid?: number | undefined
  kategori?: number | undefined
  region?: (typeof regionOrder)[number] | undefined
  tekst?: string | undefined
  svar?: string | undefined
  sortering?: 'afstand' | undefined
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

function textParam(value: unknown): string | undefined {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  return text === '' ? undefined : text.slice(0, maxJobSearchLength)
}

export function companyJobsSearch(search: Record<string, unknown>): CompanyJobsSearch {
  const region = regionOrder.find((r) => r === search.region)
  const tekst = textParam(search.tekst)
  const svar = textParam(search.svar)
  return {
    ...(idParam(search.jobid) ? { jobid: idParam(search.jobid) } : {}),
    ...(idParam(search.kategori) ? { kategori: idParam(search.kategori) } : {}),
    ...(region ? { region } : {}),
    ...(tekst ? { tekst } : {}),
    ...(svar && /^[1-9]\d{0,11}:./su.test(svar) ? { svar } : {}),
    ...(search.sortering === 'afstand' ? { sortering: 'afstand' as const } : {}),
  }
}

/** `#tab=vundne` selects the won jobs (spec: company tabs are chosen by the URL fragment `tab`). */
export function tabOfHash(hash: string): 'open' | 'won' {
  return new URLSearchParams(hash.replace(/^#/, '')).get('tab') === 'vundne' ? 'won' : 'open'
}
