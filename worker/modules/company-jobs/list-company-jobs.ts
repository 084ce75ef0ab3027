import { sql } from 'drizzle-orm'
import type { Locale } from '../../../domain/i18n'
import { type CompanyJobsPage, companyJobsPageSize, cursorOf } from '../../../domain/schemas/company-jobs'
import { clock } from '../../lib/clock'
import { type Database, readTogether } from '../../lib/db'
import { type CompanyJobRow, companyJobRowsSql, companyJobsOf } from './company-job-rows'
import { type JobSearch, jobSearchSql, type SearchScope } from './job-search'
import { inCategoriesOf } from './visibility'

type ScopeRow = { zip: string | null; id: number | null; parentId: number | null }

/**
 * The company's postcode and the categories whose jobs it sees (`inCategoriesOf`: its own, their
 * subcategories, and the trade above a chosen subcategory), in one small read: the search writes one
 * branch per category.
 */
function searchScopeSql(companyId: number) {
  return sql`
    SELECT me.zip, c.id, c.parent_id AS parentId
    FROM companies me
    LEFT JOIN categories c ON ${inCategoriesOf(companyId, sql`c.id`)}
    WHERE me.id = ${companyId}
    ORDER BY c.id`
}

const scopeOf = (rows: ScopeRow[]): SearchScope => ({
  companyZip: rows[0]?.zip ?? null,
  categories: rows.flatMap((r) => (r.id === null ? [] : [{ id: r.id, parentId: r.parentId }])),
})

export async function searchScope(db: Database, companyId: number): Promise<SearchScope> {
  return scopeOf(await db.all<ScopeRow>(searchScopeSql(companyId)))
}

const sameScope = (a: SearchScope, b: SearchScope) =>
  a.companyZip === b.companyZip &&
  a.categories.length === b.categories.length &&
  a.categories.every((c, i) => c.id === b.categories[i]?.id && c.parentId === b.categories[i]?.parentId)

/**
 * The scope each company last searched with, per isolate: only a guess. The page built from it is
 * read in the same batch (one snapshot) as the scope itself, and used only when the two agree, so a
 * company that changed its categories or postcode a moment ago gets a second read, never a stale page.
 * It saves one of a search's three round trips (decision 016).
 */
const lastScopes = new Map<number, SearchScope>()
const maxRememberedScopes = 2_000

function remember(companyId: number, scope: SearchScope) {
  lastScopes.delete(companyId)
  if (lastScopes.size >= maxRememberedScopes) {
    const oldest = lastScopes.keys().next()
    if (!oldest.done) lastScopes.delete(oldest.value)
  }
  lastScopes.set(companyId, scope)
}

/**
 * The company's jobs on one tab, filtered and sorted, a page at a time (the next page starts after
 * `nextCursor`).
 */
export async function listCompanyJobs(
  db: Database,
  companyId: number,
  locale: Locale,
  search: JobSearch,
): Promise<CompanyJobsPage> {
  const now = clock.now()
  const pageOf = (scope: SearchScope) =>
    companyJobRowsSql({
      companyId,
      locale,
      now,
      ...jobSearchSql(companyId, now, scope, search),
      limit: companyJobsPageSize + 1,
    })

  const guess = lastScopes.get(companyId)
  let scope: SearchScope
  let rows: CompanyJobRow[] | undefined
  if (guess) {
    const [scopeRows, guessedRows] = await readTogether<[ScopeRow, CompanyJobRow]>(
      db,
      searchScopeSql(companyId),
      pageOf(guess),
    )
    scope = scopeOf(scopeRows)
    if (sameScope(scope, guess)) rows = guessedRows
  } else scope = await searchScope(db, companyId)
  remember(companyId, scope)
  rows ??= await db.all<CompanyJobRow>(pageOf(scope))

  const jobs = companyJobsOf(rows, locale)
  const page = jobs.slice(0, companyJobsPageSize)
  const last = page.at(-1)
  return {
    jobs: page,
    nextCursor: jobs.length > companyJobsPageSize && last ? cursorOf(last, search.sort) : null,
  }
}
