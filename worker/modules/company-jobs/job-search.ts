import { type SQL, sql } from 'drizzle-orm'
import { transitionOf } from '../../../domain/lifecycle/define'
import { jobLifecycle } from '../../../domain/lifecycle/job'
import {
  type CompanyJobSort,
  type CompanyJobTab,
  companyJobsPageSize,
  ftsQuery,
  parseCursor,
  unknownDistanceKm,
} from '../../../domain/schemas/company-jobs'
import { allZips, distanceKm } from '../places/places.service'
import type { CompanyJobRowsOptions } from './company-job-rows'
import { onOpenJobsList } from './visibility'

const offerTakingStates = transitionOf(jobLifecycle, 'chooseSupplier').from
const hiredState = transitionOf(jobLifecycle, 'chooseSupplier').to

/** One search of the company's jobs as the list endpoint receives it (already parsed). */
export interface JobSearch {
  tab: CompanyJobTab
  /** Categories to show, each with its subcategories; none: all of the company's. */
  category?: number[] | undefined
  region?: string[] | undefined
  q?: string | undefined
  attribute?: { attributeId: number; value: string } | undefined
  sort: CompanyJobSort
  /** 'show': hidden jobs are listed too (marked); else they are left out. */
  hidden?: 'show' | undefined
  cursor?: string | undefined
}

/** What a search may reach, read once per request: where the company is and the categories it sees. */
export interface SearchScope {
  companyZip: string | null
  /** The company's categories and their subcategories (its visible open jobs are in these). */
  categories: { id: number; parentId: number | null }[]
}

/**
 * A value written into the statement instead of bound: D1 binds at most 100 values a statement and a
 * search has a branch per category. Integers are checked, text is quoted the SQL way; the words typed
 * and an answer's value stay bound.
 */
function lit(value: number | string): SQL {
  if (typeof value === 'string') return sql.raw(`'${value.replaceAll("'", "''")}'`)
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`)
  return sql.raw(String(value))
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => lit(v)),
    sql`, `,
  )

/**
 * Each postcode's whole km from the company's, as one string of 3-digit numbers indexed by the
 * postcode (postcode 8000 is at byte 24000): SQL reads a job's distance with one `substr`, no join
 * and no lookup table, and it is a single bound value (D1 binds at most 100). A postcode without a
 * position reads the unknown distance, which sorts last.
 */
function distanceTable(companyZip: string | null): Uint8Array {
  const cached = companyZip === null ? undefined : tables.get(companyZip)
  if (cached) return cached
  const unknown = String(unknownDistanceKm)
  const cells = new Array<string>(10_000).fill(unknown)
  if (companyZip !== null)
    for (const zip of allZips()) {
      const km = distanceKm(companyZip, zip)
      if (/^\d{4}$/.test(zip) && km !== null)
        cells[Number(zip)] = String(Math.min(km, unknownDistanceKm - 1)).padStart(3, '0')
    }
  // A blob, not text: substr on text counts UTF-8 characters from the start (30,000 steps a row),
  // on a blob it jumps to the byte.
  const table = new TextEncoder().encode(cells.join(''))
  if (companyZip !== null) {
    if (tables.size >= 64) tables.clear()
    tables.set(companyZip, table)
  }
  return table
}
const tables = new Map<string, Uint8Array>()

/**
 * Every postcode with its whole km from the company's, nearest first, as one JSON text
 * (`[["8000",0],["8200",0],…]`): nearest first walks it in this order (decision 022). A postcode
 * without a position comes last with the unknown distance, as in `distanceTable`.
 */
function zipsByDistance(companyZip: string | null): string {
  const key = companyZip ?? ''
  const cached = zipLists.get(key)
  if (cached) return cached
  const rows = allZips()
    .filter((zip) => /^\d{4}$/.test(zip))
    .map((zip) => {
      const km = companyZip === null ? null : distanceKm(companyZip, zip)
      return [zip, km === null ? unknownDistanceKm : Math.min(km, unknownDistanceKm - 1)] as const
    })
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
  const json = JSON.stringify(rows)
  if (zipLists.size >= 64) zipLists.clear()
  zipLists.set(key, json)
  return json
}
const zipLists = new Map<string, string>()

// The table is bound once, as the statement's `km_table` (WITH), and read by every branch and the
// page: bound at each use it crossed to D1 up to seven times (30 kB each).
const distanceOf = (alias: SQL) =>
  sql`CAST(substr((SELECT t FROM km_table), CAST(${alias}.zip AS INTEGER) * 3 + 1, 3) AS INTEGER)`

/** D1 allows at most 5 terms in one compound SELECT (SQLite's default is 500). */
const maxCompoundTerms = 5

/** The terms as one UNION, nested in groups D1 accepts: a group is one term of the level above. */
function union(terms: SQL[]): SQL {
  if (terms.length <= maxCompoundTerms) return sql.join(terms, sql` UNION `)
  const groups: SQL[] = []
  for (let i = 0; i < terms.length; i += maxCompoundTerms)
    groups.push(sql`SELECT * FROM (${union(terms.slice(i, i + maxCompoundTerms))})`)
  return union(groups)
}

/** The company's visible categories the search asks for (all of them when it names none). */
export function chosenCategories(scope: SearchScope, asked: readonly number[] | undefined): number[] {
  return scope.categories
    .filter(
      (c) => !asked?.length || asked.includes(c.id) || (c.parentId !== null && asked.includes(c.parentId)),
    )
    .map((c) => c.id)
}

/**
 * The page's job ids, in order, and how `companyJobRows` reads and re-checks them.
 *
 * Newest first never sorts a category: each chosen category is one branch that walks the covering
 * index `jobs_open_category_idx` (status, category, created_at, id, region, due_at, zip) newest first
 * from the cursor, checks region, lapse, hidden and answer on the way and stops at a page; the
 * branches (a few dozen rows) are merged. With words, the words' FTS5 doclist (prefix indexes, so one
 * stored list per word) drives newest first by id and each hit's job is read and checked; it stops at
 * a page. Nearest first walks the postcodes in km order and, per postcode, the categories' open jobs
 * in it (`jobs_open_zip_idx`), sorting only the jobs of one distance, and stops at a page (decision
 * 022). The company's own contacts (invited outside its categories, hired on) are one small branch
 * beside them. `where` (the visibility rule) is checked again on the page's rows, so a branch can
 * only ever show less, never more.
 */
export function jobSearchSql(
  companyId: number,
  now: number,
  scope: SearchScope,
  search: JobSearch,
): Pick<CompanyJobRowsOptions, 'where' | 'orderBy' | 'page' | 'with'> {
  const limit = companyJobsPageSize + 1
  const after = search.cursor ? parseCursor(search.cursor) : null
  const byDistance = search.sort === 'distance'
  const table = byDistance ? distanceTable(scope.companyZip) : null
  const fts = search.q === undefined ? null : ftsQuery(search.q)
  const asked = search.category?.length ? search.category : undefined
  const regions = search.region?.length ? search.region : undefined
  /**
   * The words as a set of job ids, checked per row (unary +: never the way in). Its cost is the words'
   * share of all jobs, so only the branches that cannot walk the words use it: nearest first with
   * words, and the company's own contacts, where `from` bounds the set to the ids they can reach.
   */
  const wordsSet = (a: SQL, from?: SQL): SQL | null =>
    fts === null
      ? null
      : sql`+${a}.id IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ${fts}${from === undefined ? sql`` : sql` AND rowid >= ${from}`})`

  /**
   * The filters every branch applies to its job alias (`c` in the walks, `j` in the own branch). `km`:
   * the job's distance when the branch has it at hand (the postcode walk's `z.km`), else read from the
   * table. `words`: how the words are checked, if at all (the words walk finds them itself).
   */
  const filters = (a: SQL, km?: SQL, words: SQL | null = wordsSet(a)): SQL[] => {
    const kmOf = table === null ? null : (km ?? distanceOf(a))
    const keyset =
      after === null
        ? null
        : // The range on created_at is what the index walk starts from; the id settles equal moments.
          sql`${a}.created_at <= ${lit(after.createdAt)} AND (${a}.created_at < ${lit(after.createdAt)} OR ${a}.id < ${lit(after.id)})`
    return [
      regions === undefined ? null : sql`${a}.region IN (${list(regions)})`,
      kmOf === null || after === null
        ? keyset
        : sql`(${kmOf} > ${lit(after.km ?? unknownDistanceKm)} OR (${kmOf} = ${lit(after.km ?? unknownDistanceKm)} AND ${a}.created_at <= ${lit(after.createdAt)} AND (${a}.created_at < ${lit(after.createdAt)} OR ${a}.id < ${lit(after.id)})))`,
      // Hiding is for the open list: a job the company was hired on stays on the won tab.
      search.hidden === 'show' || search.tab === 'won'
        ? null
        : sql`NOT EXISTS (SELECT 1 FROM hidden_jobs h WHERE h.company_id = ${lit(companyId)} AND h.job_id = ${a}.id)`,
      search.attribute === undefined
        ? null
        : sql`EXISTS (SELECT 1 FROM job_attributes ja WHERE ja.job_id = ${a}.id
            AND ja.attribute_id = ${lit(search.attribute.attributeId)} AND ja.value = ${search.attribute.value})`,
      words,
    ].filter((f): f is SQL => f !== null)
  }
  const and = (parts: SQL[]) => sql.join(parts, sql` AND `)
  const order = (a: SQL) =>
    table === null
      ? sql`${a}.created_at DESC, ${a}.id DESC`
      : sql`${distanceOf(a)} ASC, ${a}.created_at DESC, ${a}.id DESC`
  const columns = (a: SQL) =>
    table === null
      ? sql`${a}.id AS id, ${a}.created_at AS t`
      : sql`${a}.id AS id, ${a}.created_at AS t, ${distanceOf(a)} AS km`
  // By the columns' names, so the distance blob is bound once per branch.
  const branchOrder = table === null ? sql`t DESC, id DESC` : sql`km ASC, t DESC, id DESC`
  const takes = (state: string) => [
    sql`c.status = ${lit(state)}`,
    sql`(c.due_at IS NULL OR c.due_at > ${lit(now)})`,
  ]

  const branches: SQL[] = []
  const categories = chosenCategories(scope, asked)
  if (search.tab === 'open' && categories.length > 0 && table === null && fts !== null)
    // Words, newest first: the words' doclist drives, newest (highest id) first, and each hit is one
    // job read by primary key; it stops at a page. A job's id order is its created_at order (both are
    // set at insert), so this is newest first; the cursor's created_at is checked too (decision 022).
    branches.push(sql`SELECT ${columns(sql`c`)} FROM jobs_fts f CROSS JOIN jobs c ON c.id = f.rowid
      WHERE ${and([
        sql`jobs_fts MATCH ${fts}`,
        after === null ? sql`1` : sql`f.rowid <= ${lit(after.id)}`,
        sql`c.status IN (${list(offerTakingStates)})`,
        sql`(c.due_at IS NULL OR c.due_at > ${lit(now)})`,
        sql`c.category_id IN (${list(categories)})`,
        ...filters(sql`c`, undefined, null),
      ])}
      ORDER BY f.rowid DESC LIMIT ${lit(limit)}`)
  else if (search.tab === 'open' && categories.length > 0)
    for (const state of offerTakingStates) {
      if (table === null)
        for (const category of categories)
          branches.push(sql`SELECT ${columns(sql`c`)} FROM jobs c
            WHERE ${and([...takes(state), sql`c.category_id = ${lit(category)}`, ...filters(sql`c`)])}
            ORDER BY ${branchOrder} LIMIT ${lit(limit)}`)
      else {
        // Nearest first: the postcodes nearest first (km_zips, ordered), and per postcode the chosen
        // categories' open jobs in it from jobs_open_zip_idx; SQLite sorts only within one km and
        // stops once a page is full, so the walk reads about a page, not the categories' open jobs.
        const fromKm = after === null ? sql`1` : sql`z.km >= ${lit(after.km ?? unknownDistanceKm)}`
        branches.push(sql`SELECT c.id AS id, c.created_at AS t, z.km AS km
          FROM km_zips z CROSS JOIN jobs c INDEXED BY jobs_open_zip_idx
            ON c.status = ${lit(state)} AND c.category_id IN (${list(categories)}) AND c.zip = z.zip
          WHERE ${and([
            fromKm,
            sql`(c.due_at IS NULL OR c.due_at > ${lit(now)})`,
            ...filters(sql`c`, sql`z.km`),
          ])}
          ORDER BY z.km ASC, c.created_at DESC, c.id DESC LIMIT ${lit(limit)}`)
      }
    }

  // The company's own contacts: on the open tab the open jobs it may bid on outside the branches above
  // and the job it was hired on until it is closed; on the won tab every job it was hired on.
  const own = (j: SQL, mc: SQL) =>
    search.tab === 'won'
      ? sql`${j}.hired_contact_id = ${mc}.id`
      : sql`((${j}.status IN (${list(offerTakingStates)}) AND (${j}.due_at IS NULL OR ${j}.due_at > ${lit(now)}))
          OR (${j}.hired_contact_id = ${mc}.id AND ${j}.status = ${lit(hiredState)}))`
  // The words' set of this branch starts at the oldest job it can list, so a company's own few
  // contacts never build the set of every job with the words.
  const oldestOwn = sql`coalesce((SELECT min(oj.id) FROM contacts om CROSS JOIN jobs oj ON oj.id = om.job_id
    WHERE om.company_id = ${lit(companyId)} AND ${own(sql`oj`, sql`om`)}), 9007199254740991)`
  branches.push(sql`SELECT ${columns(sql`j`)} FROM contacts mc CROSS JOIN jobs j ON j.id = mc.job_id
    WHERE ${and([
      sql`mc.company_id = ${lit(companyId)}`,
      own(sql`j`, sql`mc`),
      asked === undefined
        ? sql`1`
        : sql`(j.category_id IN (${list(asked)})
            OR j.category_id IN (SELECT id FROM categories WHERE parent_id IN (${list(asked)})))`,
      ...filters(sql`j`, undefined, wordsSet(sql`j`, oldestOwn)),
    ])}
    ORDER BY ${branchOrder} LIMIT ${lit(limit)}`)

  // Each branch is its own subquery so its ORDER BY and LIMIT hold; UNION drops a job two branches
  // find; the merge sorts at most a page from each branch.
  const page = sql`SELECT id FROM (${union(branches.map((b) => sql`SELECT * FROM (${b})`))})
    ORDER BY ${branchOrder} LIMIT ${lit(limit)}`
  return {
    with:
      table === null
        ? undefined
        : sql`km_table(t) AS (SELECT ${table}),
          km_zips(zip, km) AS MATERIALIZED (SELECT value ->> 0, value ->> 1
            FROM json_each(${zipsByDistance(scope.companyZip)}) ORDER BY 2)`,
    page,
    where:
      search.tab === 'won'
        ? sql`mc.id IS NOT NULL AND j.hired_contact_id = mc.id`
        : onOpenJobsList(companyId, now),
    orderBy: order(sql`j`),
  }
}
