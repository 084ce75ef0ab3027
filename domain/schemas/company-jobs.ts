import * as v from 'valibot'
import { maxPriceOre } from '../rules/price-da'
import { regionOrder } from '../rules/zip'
import { AttributeOption } from './catalog'
import { ContactState } from './contact'
import { JobStatus, jobTimings } from './jobs'
import { OfferFields } from './offer'
import { PositiveIdOr404 } from './params'
import { paragraphText } from './text'

/**
 * Contracts of the company's side of the market (issue 9, spec `findopgaver`, `modal_discription_job`,
 * `modal_bid`): the open jobs a company may see, one job's description, and the company's offer on it.
 */

/** Jobs per page of the open-jobs list. */
export const companyJobsPageSize = 20

/** The longest offer text (characters after cleaning). */
export const maxOfferTextLength = 2000

export const JobIdParam = v.object({ jobId: PositiveIdOr404 })

/** The longest free text the search takes (characters). */
export const maxJobSearchLength = 100

/** The open-jobs tabs (`/firma/opgaver#tab=`): jobs that take offers, and jobs the company was hired on. */
export const companyJobTabs = ['open', 'won'] as const
export type CompanyJobTab = (typeof companyJobTabs)[number]

/** Newest first, or nearest the company's postcode first (then newest). */
export const companyJobSorts = ['newest', 'distance'] as const
export type CompanyJobSort = (typeof companyJobSorts)[number]

/**
 * Where the next page starts (keyset, so a job posted while the company scrolls never shifts a row):
 * `createdAt.id` of the last job newest first, `km.createdAt.id` nearest first.
 */
export const CompanyJobsCursor = v.pipe(v.string(), v.regex(/^(\d{1,3}\.)?\d{1,12}\.\d{1,12}$/))

/** The distance a job with an unknown position sorts by: after every real one (Denmark spans < 500 km). */
export const unknownDistanceKm = 999

export function cursorOf(
  job: { createdAt: number; id: number; distanceKm?: number | null },
  sort: CompanyJobSort = 'newest',
): string {
  const base = `${job.createdAt}.${job.id}`
  return sort === 'distance' ? `${job.distanceKm ?? unknownDistanceKm}.${base}` : base
}

export function parseCursor(cursor: string): { km: number | null; createdAt: number; id: number } {
  const parts = cursor.split('.').map(Number)
  const [km, createdAt, id] = parts.length === 3 ? parts : [null, ...parts]
  return { km: km ?? null, createdAt: createdAt ?? 0, id: id ?? 0 }
}

/** A word shorter than this (in characters) is not searched (decision 022): one letter finds almost every job. */
export const minSearchWordLength = 2

/**
 * A word is searched by its first this many characters as a prefix: the index keeps prefixes of 2 to 6
 * characters (migration 0019), so every word's term is one stored list a walk can stop in (decision 022).
 */
export const searchPrefixLength = 6

/** The words of a search text that are searched (letters and digits, at least `minSearchWordLength`). */
export function searchWords(text: string): string[] {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []
  return words.filter((w) => [...w].length >= minSearchWordLength)
}

/**
 * Free text as an FTS5 query: every word of at least two characters must occur, each as a prefix of
 * at most six characters, so "tømr køb" finds "tømrer i København" and "terrasse" finds "terrasser".
 * Quoting each word keeps FTS5 syntax (OR, NEAR, *, ^) inert. Null when nothing searchable is left.
 */
export function ftsQuery(text: string): string | null {
  const prefixes = searchWords(text).map((w) => [...w.toLowerCase()].slice(0, searchPrefixLength).join(''))
  const distinct = [...new Set(prefixes)].slice(0, 8)
  return distinct.length === 0 ? null : distinct.map((w) => `"${w}"*`).join(' ')
}

const SearchText = v.pipe(v.string(), v.trim(), v.maxLength(maxJobSearchLength, 'common:::errors::tooLong'))

/** One answer to filter by: a question of the chosen category and one of its values. */
export const AttributeFilter = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,11}:.{1,100}$/su),
  v.transform((raw) => {
    const at = raw.indexOf(':')
    return { attributeId: Number(raw.slice(0, at)), value: raw.slice(at + 1) }
  }),
)

/** The most categories or regions one search takes (a company's categories and subcategories fit). */
export const maxSearchListLength = 40

/**
 * A list in the query: the key repeated (`?region=a&region=b`) or one comma-separated value
 * (`?category=70,71`); a single value (the older URLs) is a list of one. Duplicates are dropped.
 */
const QueryList = <T extends v.GenericSchema<string, unknown>>(item: T) =>
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((raw) =>
      [
        ...new Set((Array.isArray(raw) ? raw : [raw]).flatMap((s) => s.split(',')).map((s) => s.trim())),
      ].filter((s) => s !== ''),
    ),
    v.maxLength(maxSearchListLength),
    v.array(item),
  )

// GET /api/company/jobs?tab=&category=&region=&q=&attribute=&sort=&hidden=&cursor=
export const CompanyJobsQuery = v.object({
  tab: v.optional(v.picklist(companyJobTabs), 'open'),
  /** The company's categories to show (each with its subcategories' jobs); none given: all of its own. */
  category: v.optional(QueryList(PositiveIdOr404)),
  /** Regions to show; none given: every region. */
  region: v.optional(QueryList(v.picklist(regionOrder))),
  /** Free text over title, description, city and category name (spec `job_to_find`, `search_city_category`). */
  q: v.optional(SearchText),
  /** `attributeId:value`, e.g. `12:eg` (spec's attribute form of the chosen category). */
  attribute: v.optional(AttributeFilter),
  sort: v.optional(v.picklist(companyJobSorts), 'newest'),
  /** `show`: the jobs the company hid are listed too, marked hidden ('Vis skjulte'); else left out. */
  hidden: v.optional(v.picklist(['show'])),
  cursor: v.optional(CompanyJobsCursor),
})
export type CompanyJobsQuery = v.InferInput<typeof CompanyJobsQuery>
export type CompanyJobsSearch = v.InferOutput<typeof CompanyJobsQuery>

/** A remembered category: an id the list's `category` query takes back (at most 12 digits), never 1e300. */
const SavedCategoryId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999_999))

/** The remembered filter ("husk mine filtre"): what the list opens with on every device. */
export const SavedJobFilter = v.object({
  /** One category (a filter remembered before lists) or several. */
  category: v.optional(
    v.union([SavedCategoryId, v.pipe(v.array(SavedCategoryId), v.maxLength(maxSearchListLength))]),
  ),
  region: v.optional(
    v.union([
      v.picklist(regionOrder),
      v.pipe(v.array(v.picklist(regionOrder)), v.maxLength(regionOrder.length)),
    ]),
  ),
  q: v.optional(SearchText),
  attribute: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}:.{1,100}$/su))),
  sort: v.optional(v.picklist(companyJobSorts)),
})
export type SavedJobFilter = v.InferOutput<typeof SavedJobFilter>

export const SavedJobFilterResponse = v.object({ filter: v.nullable(SavedJobFilter) })
export type SavedJobFilterResponse = v.InferOutput<typeof SavedJobFilterResponse>

/** One answered question of the job's category, in the caller's language (units and options resolved). */
export const JobAnswer = v.object({ label: v.string(), values: v.array(v.string()) })

/**
 * What the company may know of the customer (docs/decisions/012-contact-privacy.md): nothing until it is
 * hired; once hired name, e-mail and phone; after a call-back request only the phone.
 */
export const CustomerContactData = v.object({
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
})

/** The company's own contact on the job: its invitation and its live (or last) offer. */
export const MyContact = v.object({
  id: v.number(),
  state: ContactState,
  invited: v.boolean(),
  ...OfferFields.entries,
  /** When the live offer lapses (20 working days after it was given or last changed). */
  dueAt: v.nullable(v.number()),
  callbackRequested: v.boolean(),
})
export type MyContact = v.InferOutput<typeof MyContact>

export const CompanyJob = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  category: v.object({ id: v.number(), name: v.string() }),
  answers: v.array(JobAnswer),
  car: v.nullable(
    v.object({ make: v.string(), model: v.nullable(v.string()), year: v.nullable(v.number()) }),
  ),
  timing: v.picklist(jobTimings),
  timingDate: v.nullable(v.number()),
  zip: v.string(),
  city: v.string(),
  region: v.string(),
  createdAt: v.number(),
  /** Whole km from the company's postcode (municipality centres, decision 013); null when unknown. */
  distanceKm: v.nullable(v.number()),
  state: JobStatus,
  /** The job takes offers now (open and not lapsed). */
  takesOffers: v.boolean(),
  /** Live offers on the job, from every company. */
  offers: v.number(),
  invited: v.boolean(),
  /** The company hid it from its open-jobs list (listed only with 'Vis skjulte'). */
  hidden: v.boolean(),
  contact: v.nullable(MyContact),
  customer: CustomerContactData,
})
export type CompanyJob = v.InferOutput<typeof CompanyJob>

export const CompanyJobsPage = v.object({
  jobs: v.array(CompanyJob),
  nextCursor: v.nullable(v.string()),
})
export type CompanyJobsPage = v.InferOutput<typeof CompanyJobsPage>

/** A question of a category the company can filter by, with its options (select and checkbox kinds). */
export const FilterAttribute = v.object({
  id: v.number(),
  categoryId: v.number(),
  label: v.string(),
  options: v.array(AttributeOption),
})

/** The filter choices: the company's categories (with their subcategories), their questions, the regions. */
export const CompanyJobFilters = v.object({
  categories: v.array(v.object({ id: v.number(), name: v.string(), parentId: v.nullable(v.number()) })),
  attributes: v.array(FilterAttribute),
  regions: v.array(v.string()),
})
export type CompanyJobFilters = v.InferOutput<typeof CompanyJobFilters>

// POST /api/company/jobs/:jobId/offer
export const OfferRequest = v.object({
  priceOre: v.pipe(
    v.number('firmjobs:::errors::priceRequired'),
    v.integer('firmjobs:::errors::priceRequired'),
    v.minValue(100, 'firmjobs:::errors::priceTooLow'),
    v.maxValue(maxPriceOre, 'firmjobs:::errors::priceTooHigh'),
  ),
  text: paragraphText(maxOfferTextLength, 'firmjobs:::errors::textRequired'),
  /** Unix seconds of a proposed appointment, or null. */
  appointmentAt: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4_102_444_800))),
    null,
  ),
})
export type OfferRequest = v.InferInput<typeof OfferRequest>

/** The spec's notification types the server answers with (`modal_bid` reads message and type). */
export const OfferResult = v.object({
  type: v.picklist(['success', 'success2', 'info']),
  message: v.string(),
  job: CompanyJob,
})
export type OfferResult = v.InferOutput<typeof OfferResult>
