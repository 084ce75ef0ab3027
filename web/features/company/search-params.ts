import { regionOrder } from '../../../domain/rules/zip'
import { maxJobSearchLength } from '../../../domain/schemas/company-jobs'
import { idParam } from '../jobs/search-params'

/**
 * `/firma/opgaver`'s query: `jobid` (spec) opens a job; `kategori` and `region` (lists: spec
 * kategorier, regioner; one value, as older links have it, is a list of one), `tekst` (free text),
 * `svar` (`attributeId:value`) and `sortering=afstand` hold the filter, so a reload or a shared link
 * shows the same jobs.
 */
export interface CompanyJobsSearch {
  jobid?: number | undefined
  kategori?: number[] | undefined
  region?: (typeof regionOrder)[number][] | undefined
  tekst?: string | undefined
  svar?: string | undefined
  sortering?: 'afstand' | undefined
}

function textParam(value: unknown): string | undefined {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  return text === '' ? undefined : text.slice(0, maxJobSearchLength)
}

/** A list in the URL: an array, one value or a comma-separated string. */
function listParam(value: unknown): unknown[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
  return items.filter((item) => item !== undefined && item !== '')
}

const distinct = <T>(items: T[]) => [...new Set(items)]

/** A region as the URL writes it: its name without 'Region ' ('Nordjylland'). */
const shortRegion = (region: (typeof regionOrder)[number]) => region.replace(/^Region /, '')

/** A region from the URL: its short name, or its whole name as older links have it. */
const regionParam = (value: unknown) => regionOrder.find((o) => o === value || shortRegion(o) === value) ?? []

export function companyJobsSearch(search: Record<string, unknown>): CompanyJobsSearch {
  const kategori = distinct(listParam(search.kategori).flatMap((k) => idParam(k) ?? []))
  const region = distinct(listParam(search.region).flatMap(regionParam))
  const tekst = textParam(search.tekst)
  const svar = textParam(search.svar)
  return {
    ...(idParam(search.jobid) ? { jobid: idParam(search.jobid) } : {}),
    ...(kategori.length ? { kategori } : {}),
    ...(region.length ? { region } : {}),
    ...(tekst ? { tekst } : {}),
    ...(svar && /^[1-9]\d{0,11}:./su.test(svar) ? { svar } : {}),
    ...(search.sortering === 'afstand' ? { sortering: 'afstand' as const } : {}),
  }
}

/** `#tab=vundne` selects the won jobs (spec: company tabs are chosen by the URL fragment `tab`). */
export function tabOfHash(hash: string): 'open' | 'won' {
  return new URLSearchParams(hash.replace(/^#/, '')).get('tab') === 'vundne' ? 'won' : 'open'
}

/**
 * The lists as the address bar shows them: `?kategori=70,71&region=Hovedstaden,Sjælland`, not the
 * router's JSON (`?region=%5B%22Region%20Hovedstaden%22%5D`). One category stays a number (a string of
 * digits would be written in quotes); `companyJobsSearch` reads every form back into lists.
 */
export function companyJobsSearchInUrl(search: CompanyJobsSearch): Record<string, unknown> {
  const { kategori, region, ...rest } = search
  return {
    ...rest,
    ...(kategori?.length ? { kategori: kategori.length === 1 ? kategori[0] : kategori.join(',') } : {}),
    ...(region?.length ? { region: region.map(shortRegion).join(',') } : {}),
  }
}
