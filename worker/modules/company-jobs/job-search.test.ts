import { env } from 'cloudflare:test'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyJobsApi } from '../../../domain/contract/company-jobs'
import { hiddenJobsApi } from '../../../domain/contract/hidden-jobs'
import { categories, companies, companyCategories, jobAttributes, jobs } from '../../db/schema'
import { clock } from '../../lib/clock'
import { database } from '../../lib/db'
import { api, call } from '../../test/client'
import { addQuestions, workQuestion } from '../../test/factories'
import { makeContact, makeHire, makeJob } from '../../test/market.fixtures'
import { logInAs, makeCompanyUser, makeUser } from '../account/account.fixtures'
import { companyJobRowsSql } from './company-job-rows'
import { type JobSearch, jobSearchSql } from './job-search'
import { searchScope } from './list-company-jobs'

const db = () => database(env.DB)
type Listed = { id: number; distanceKm: number | null }
const ids = (res: { json: { jobs: Listed[] } }) => res.json.jobs.map((j) => j.id)

async function market() {
  const company = await makeCompanyUser('Søge Tømrer ApS')
  const customer = await makeUser({ name: 'Karen Kunde' })
  const job = (options: Omit<Parameters<typeof makeJob>[0], 'customerId' | 'categoryId'> = {}) =>
    makeJob({ customerId: customer.user.id, categoryId: company.category.id, ...options })
  return { company, customer, job }
}

const list = (cookie: string, query = '') => call(`/api/company/jobs${query}`, { cookie })

describe('GET /api/company/jobs: search', () => {
  it('finds by free text in the title, description, city and category name, every word as a prefix', async () => {
    const { company, job } = await market()
    const deck = await job({ title: 'Ny terrasse i lærk' })
    const roof = await job({ title: 'Reparation af tag', city: 'Viborg' })
    await db().update(jobs).set({ description: 'Tre tagsten er blæst ned.' }).where(eq(jobs.id, roof.id))

    expect(ids(await list(company.cookie, '?q=terras'))).toEqual([deck.id])
    expect(ids(await list(company.cookie, `?q=${encodeURIComponent('tagsten viborg')}`))).toEqual([roof.id])
    expect(ids(await list(company.cookie, `?q=${encodeURIComponent('tagsten aarhus')}`))).toEqual([])
    // The category name is searchable (search_city_category), and FTS syntax is inert.
    const byCategory = ids(await list(company.cookie, `?q=${encodeURIComponent(company.category.nameDa)}`))
    expect(byCategory).toEqual([roof.id, deck.id])
    expect((await list(company.cookie, `?q=${encodeURIComponent('terrasse OR "NEAR(*')}`)).status).toBe(200)
    expect((await list(company.cookie, `?q=${'x'.repeat(101)}`)).status).toBe(422)
  })

  it('ignores one-letter words and searches a long word by its first six letters (decision 022)', async () => {
    const { company, job } = await market()
    // (Every fixture job's description speaks of a terrasse in lærk, so the titles carry the words.)
    const bath = await job({ title: 'Nyt badeværelse med klinker' })
    const windows = await job({ title: 'Udskiftning af vinduer' })
    const everything = ids(await list(company.cookie))
    expect(everything).toEqual([windows.id, bath.id])
    // "a" would be a prefix of almost every job: a one-letter word is left out, alone or beside others.
    expect(ids(await list(company.cookie, '?q=a'))).toEqual(everything)
    expect(ids(await list(company.cookie, `?q=${encodeURIComponent('a klinker')}`))).toEqual([bath.id])
    // Two letters are a word; a word longer than six letters matches on its first six.
    expect(ids(await list(company.cookie, '?q=af'))).toEqual([windows.id])
    expect(ids(await list(company.cookie, `?q=${encodeURIComponent('badeværelset')}`))).toEqual([bath.id])
    expect(ids(await list(company.cookie, '?q=vinduerne'))).toEqual([windows.id])
  })

  it('keeps the index in step when a job is edited or deleted', async () => {
    const { company, job } = await market()
    const j = await job({ title: 'Maling af stue' })
    await db().update(jobs).set({ title: 'Nyt køkken' }).where(eq(jobs.id, j.id))
    expect(ids(await list(company.cookie, '?q=maling'))).toEqual([])
    expect(ids(await list(company.cookie, `?q=${encodeURIComponent('køkken')}`))).toEqual([j.id])
    await db().delete(jobs).where(eq(jobs.id, j.id))
    const left = await env.DB.prepare('SELECT count(*) AS n FROM jobs_fts WHERE rowid = ?').bind(j.id).first()
    expect(left?.n).toBe(0)
  })

  it("filters by an answer of the category's questions", async () => {
    const { company, job } = await market()
    const [work] = await addQuestions(company.category.id, [workQuestion])
    if (!work) throw new Error('no attribute')
    const removal = await job()
    const build = await job()
    await db()
      .insert(jobAttributes)
      .values([
        { jobId: removal.id, attributeId: work.id, value: 'fjern' },
        { jobId: build.id, attributeId: work.id, value: 'byg' },
      ])
    expect(ids(await list(company.cookie, `?attribute=${work.id}:fjern`))).toEqual([removal.id])
    expect(ids(await list(company.cookie, `?attribute=${work.id}:byg`))).toEqual([build.id])
    expect((await list(company.cookie, '?attribute=fjern')).status).toBe(422)

    const filters = await api(companyJobsApi.filters, { cookie: company.cookie })
    expect(filters.json.attributes).toContainEqual({
      id: work.id,
      categoryId: company.category.id,
      label: 'Arbejde',
      options: [
        { value: 'fjern', label: 'Fjern gammel' },
        { value: 'byg', label: 'Byg ny' },
      ],
    })
  })

  it('sorts nearest first from the company postcode and pages on (km, newest) without repeats', async () => {
    const { company, job } = await market() // the company is in 8000 Aarhus C
    const t = 1_700_000_000
    const far = await job({
      zip: '2100',
      city: 'København Ø',
      region: 'Region Hovedstaden',
      createdAt: t + 9,
    })
    // 8000 and 8200 are both Aarhus municipality (0 km): the newer comes first.
    const near = await job({ zip: '8000', createdAt: t + 2 })
    const mid = await job({ zip: '7100', city: 'Vejle', region: 'Region Syddanmark', createdAt: t + 5 })
    const many = []
    for (let i = 0; i < 20; i++) many.push(await job({ zip: '8200', city: 'Aarhus N', createdAt: t + 1 }))

    const first = await list(company.cookie, '?sort=distance')
    expect(first.json.jobs[0].id).toBe(near.id)
    const kms = first.json.jobs.map((j: Listed) => j.distanceKm)
    expect(kms).toEqual([...kms].sort((a: number, b: number) => a - b))
    expect(first.json.nextCursor).toMatch(/^\d+\.\d+\.\d+$/)
    // A job posted meanwhile never shifts the next page.
    await job({ zip: '8000' })
    const second = await list(company.cookie, `?sort=distance&cursor=${first.json.nextCursor}`)
    const all = [...ids(first), ...ids(second)]
    expect(new Set(all).size).toBe(23)
    expect(all.slice(-2)).toEqual([mid.id, far.id])
    expect(all).toEqual(expect.arrayContaining(many.map((m) => m.id)))
  })

  it("the won tab lists only jobs the company was hired on; another company's hire is not mine", async () => {
    const { company, customer, job } = await market()
    const rival = await makeCompanyUser('Rival ApS')
    const open = await job()
    const won = await job({ status: 'hired' })
    await makeHire({ job: won, companyId: company.company.id })
    const lost = await job({ status: 'hired' })
    await makeContact({ job: lost, companyId: company.company.id, state: 'offered' })
    await makeHire({ job: lost, companyId: rival.company.id })
    void customer

    // Hiding is for the open list: a hidden job the company is hired on stays on the won tab.
    await api(hiddenJobsApi.hide, { body: { jobId: won.id }, cookie: company.cookie })
    const res = await list(company.cookie, '?tab=won')
    expect(ids(res)).toEqual([won.id])
    expect(res.json.jobs[0].customer.name).toBe('Karen Kunde')
    expect(ids(await list(company.cookie))).not.toContain(lost.id)
    expect(ids(await list(company.cookie))).toContain(open.id)
    expect(ids(await list(rival.cookie, '?tab=won'))).toEqual([lost.id])
  })

  it('never finds a job outside the company’s categories, whatever the filter', async () => {
    const { company, customer } = await market()
    const other = await makeCompanyUser('Anden ApS')
    const foreign = await makeJob({
      customerId: customer.user.id,
      categoryId: other.category.id,
      title: 'Hemmelig terrasse',
    })
    for (const query of [
      `?q=hemmelig`,
      `?category=${other.category.id}`,
      `?category=${other.category.id}&q=hemmelig`,
      `?sort=distance&q=hemmelig`,
      `?tab=won&q=hemmelig`,
    ])
      expect(ids(await list(company.cookie, query)), query).not.toContain(foreign.id)
  })
})

/** Subcategories under the company's category: each is one branch of the search. */
async function subcategories(parentId: number, n: number) {
  const made = []
  for (let i = 0; i < n; i++) {
    const [row] = await db()
      .insert(categories)
      .values({ parentId, slug: `sub-${parentId}-${i}`, nameDa: `Under ${i}`, nameEn: `Sub ${i}` })
      .returning()
    if (row) made.push(row)
  }
  return made
}

describe('GET /api/company/jobs: several categories and regions, hidden jobs', () => {
  it('follows a change of the company’s categories or postcode at once (the remembered scope is only a guess)', async () => {
    const { company, customer, job } = await market()
    const mine = await job({ title: 'Skur' })
    expect(ids(await list(company.cookie))).toEqual([mine.id])
    expect(ids(await list(company.cookie))).toEqual([mine.id]) // now from the remembered scope

    const [roofing] = await db()
      .insert(categories)
      .values({ slug: `scope-${company.company.id}`, nameDa: 'Tagdækker', nameEn: 'Roofer' })
      .returning()
    if (!roofing) throw new Error('no category')
    const roof = await makeJob({ customerId: customer.user.id, categoryId: roofing.id, title: 'Tag' })
    await db().insert(companyCategories).values({ companyId: company.company.id, categoryId: roofing.id })
    expect(ids(await list(company.cookie))).toEqual([roof.id, mine.id])

    await db().delete(companyCategories).where(eq(companyCategories.categoryId, company.category.id))
    expect(ids(await list(company.cookie))).toEqual([roof.id])

    // The postcode orders 'nearest first' on the very next search (the company was in 8000 Aarhus C).
    const copenhagen = await makeJob({
      customerId: customer.user.id,
      categoryId: roofing.id,
      zip: '2100',
      city: 'København Ø',
      region: 'Region Hovedstaden',
    })
    expect(ids(await list(company.cookie, '?sort=distance'))).toEqual([roof.id, copenhagen.id])
    await db().update(companies).set({ zip: '2100' }).where(eq(companies.id, company.company.id))
    const moved = await list(company.cookie, '?sort=distance')
    expect(ids(moved)).toEqual([copenhagen.id, roof.id])
    expect(moved.json.jobs[0].distanceKm).toBe(0)
  })

  it('takes lists of categories and regions (repeated or comma-separated); one value still works', async () => {
    const { company, customer } = await market()
    const subs = await subcategories(company.category.id, 7) // 8 branches: more than D1's 5 compound terms
    const t = 1_700_000_000
    const at = (i: number, categoryId: number, region = 'Region Midtjylland') =>
      makeJob({ customerId: customer.user.id, categoryId, region, createdAt: t + i })
    const [a, b, c] = [subs[0]?.id ?? 0, subs[3]?.id ?? 0, subs[6]?.id ?? 0]
    const inA = await at(1, a)
    const inB = await at(2, b, 'Region Hovedstaden')
    const inC = await at(3, c, 'Region Sjælland')
    const top = await at(4, company.category.id, 'Region Nordjylland')

    expect(ids(await list(company.cookie))).toEqual([top.id, inC.id, inB.id, inA.id])
    expect(ids(await list(company.cookie, `?category=${a},${c}`))).toEqual([inC.id, inA.id])
    expect(ids(await list(company.cookie, `?category=${a}&category=${b}`))).toEqual([inB.id, inA.id])
    // One category (an older URL) still brings its subcategories' jobs.
    expect(ids(await list(company.cookie, `?category=${company.category.id}`))).toEqual([
      top.id,
      inC.id,
      inB.id,
      inA.id,
    ])
    const regions = encodeURIComponent('Region Hovedstaden,Region Sjælland')
    expect(ids(await list(company.cookie, `?region=${regions}`))).toEqual([inC.id, inB.id])
    expect(
      ids(await list(company.cookie, `?region=Region%20Midtjylland&region=Region%20Nordjylland`)),
    ).toEqual([top.id, inA.id])
    expect(ids(await list(company.cookie, `?category=${a},${b}&region=${regions}`))).toEqual([inB.id])
    expect((await list(company.cookie, '?region=Mars')).status).toBe(422)
    expect((await list(company.cookie, '?category=1,x')).status).toBe(422)
  })

  it('pages newest first across the category branches: 20, then the rest, nothing twice', async () => {
    const { company, customer } = await market()
    const subs = await subcategories(company.category.id, 6)
    const made = []
    for (let i = 0; i < 27; i++)
      made.push(
        await makeJob({
          customerId: customer.user.id,
          categoryId: subs[i % subs.length]?.id ?? company.category.id,
          // Pairs share a moment: the id settles the order.
          createdAt: 1_700_000_000 + Math.floor(i / 2),
        }),
      )
    const newest = [...made].sort((x, y) => y.createdAt - x.createdAt || y.id - x.id).map((j) => j.id)
    const first = await list(company.cookie)
    expect(ids(first)).toEqual(newest.slice(0, 20))
    const second = await list(company.cookie, `?cursor=${first.json.nextCursor}`)
    expect(ids(second)).toEqual(newest.slice(20))
    expect(second.json.nextCursor).toBeNull()
  })

  it('leaves hidden jobs out on the server, so a page stays full; hidden=show lists them marked', async () => {
    const { company, job } = await market()
    const made = []
    for (let i = 0; i < 24; i++) made.push(await job({ createdAt: 1_700_000_000 + i }))
    const newestFirst = made.map((j) => j.id).reverse()
    const hiddenIds = newestFirst.slice(0, 3)
    for (const jobId of hiddenIds)
      expect((await api(hiddenJobsApi.hide, { body: { jobId }, cookie: company.cookie })).status).toBe(204)

    const page = await list(company.cookie)
    expect(ids(page)).toEqual(newestFirst.slice(3, 23))
    expect(page.json.jobs.every((j: { hidden: boolean }) => !j.hidden)).toBe(true)
    const rest = await list(company.cookie, `?cursor=${page.json.nextCursor}`)
    expect(ids(rest)).toEqual(newestFirst.slice(23))

    const shown = await list(company.cookie, '?hidden=show')
    expect(ids(shown)).toEqual(newestFirst.slice(0, 20))
    expect(shown.json.jobs.filter((j: { hidden: boolean }) => j.hidden).map((j: Listed) => j.id)).toEqual(
      hiddenIds,
    )
    // Undo brings it back into the plain list.
    await api(hiddenJobsApi.show, { params: { jobId: hiddenIds[0]! }, cookie: company.cookie })
    expect(ids(await list(company.cookie))[0]).toBe(hiddenIds[0])
  })
})

describe('saved filter ("husk mine filtre")', () => {
  it('is kept per company on the server, read back from another session and forgotten on request', async () => {
    const { company } = await market()
    const other = await makeCompanyUser('Anden ApS')
    const path = '/api/company/jobs/saved-filter'
    expect((await call(path, { cookie: company.cookie })).json).toEqual({ filter: null })

    const filter = {
      category: company.category.id,
      region: 'Region Midtjylland',
      q: 'terrasse',
      sort: 'distance',
    }
    const saved = await call(path, { cookie: company.cookie, method: 'PUT', body: filter })
    expect(saved.status).toBe(200)
    // A second login of the same company (another device) sees it; another company does not.
    const again = await logInAs(company.user.id)
    expect((await call(path, { cookie: again })).json).toEqual({ filter })
    expect((await call(path, { cookie: other.cookie })).json).toEqual({ filter: null })

    expect(
      (await call(path, { cookie: company.cookie, method: 'PUT', body: { region: 'Mars' } })).status,
    ).toBe(422)
    // A category id the list could not take back (it would open on a 422 every time) is refused too.
    for (const category of [1e300, [2 ** 63]])
      expect((await call(path, { cookie: company.cookie, method: 'PUT', body: { category } })).status).toBe(
        422,
      )
    // Several categories and regions are remembered as lists.
    const lists = { category: [company.category.id], region: ['Region Midtjylland', 'Region Hovedstaden'] }
    expect((await call(path, { cookie: company.cookie, method: 'PUT', body: lists })).status).toBe(200)
    expect((await call(path, { cookie: again })).json).toEqual({ filter: lists })
    expect((await call(path, { cookie: company.cookie, method: 'DELETE' })).status).toBe(204)
    expect((await call(path, { cookie: again })).json).toEqual({ filter: null })
  })
})

/** Every search shape the list endpoint builds, with and without a cursor. */
function shapes(categoryId: number): JobSearch[] {
  const base: JobSearch = { tab: 'open', sort: 'newest' }
  const region = ['Region Midtjylland']
  const list: JobSearch[] = [
    base,
    { ...base, category: [categoryId] },
    { ...base, region },
    { ...base, region: ['Region Midtjylland', 'Region Hovedstaden'] },
    { ...base, q: 'terrasse' },
    { ...base, attribute: { attributeId: 1, value: 'eg' } },
    { ...base, category: [categoryId], region, q: 'terrasse' },
    { ...base, hidden: 'show' },
    { ...base, sort: 'distance' },
    { ...base, sort: 'distance', category: [categoryId], q: 'terrasse' },
    { tab: 'won', sort: 'newest' },
    { tab: 'won', sort: 'distance', q: 'terrasse' },
  ]
  return [
    ...list,
    ...list.map((s) => ({ ...s, cursor: s.sort === 'distance' ? '12.1700000000.5' : '1700000000.5' })),
  ]
}

type PlanRow = { id: number; parent: number; detail: string }

/** The plan's rows that sort: each with the search step it sorts, when that step is a walk of jobs. */
function sortsOfJobWalks(plan: PlanRow[]) {
  return plan
    .filter((r) => /^USE TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/.test(r.detail))
    .map((sort) => plan.find((r) => r.parent === sort.parent && /^SEARCH c USING/.test(r.detail)))
    .filter((walk) => walk !== undefined)
}

describe('query plans', () => {
  it('every search shape reaches jobs through an index, never a full scan of jobs', async () => {
    const { company, customer } = await market()
    // A few hundred rows and ANALYZE, so the planner chooses as it would on a real table.
    const other = await makeCompanyUser('Plan ApS')
    await subcategories(company.category.id, 6) // more branches than D1's 5 compound terms
    for (let i = 0; i < 40; i++)
      await makeJob({
        customerId: customer.user.id,
        categoryId: i % 2 ? other.category.id : company.category.id,
      })
    await env.DB.prepare('ANALYZE').run()
    const now = clock.now()
    const scope = await searchScope(db(), company.company.id)
    expect(scope.categories.map((c) => c.id)).toContain(company.category.id)
    for (const search of shapes(company.category.id)) {
      const query = companyJobRowsSql({
        companyId: company.company.id,
        locale: 'da-DK',
        now,
        limit: 21,
        ...jobSearchSql(company.company.id, now, scope, search),
      })
      const plan = await db().all<PlanRow>(sql`EXPLAIN QUERY PLAN ${query}`)
      const details = plan.map((p) => p.detail)
      const why = `${JSON.stringify(search)}\n${details.join('\n')}`
      const fullScans = details.filter((d) => /^SCAN (j|c|jobs)\b(?! USING)/.test(d))
      expect(fullScans, why).toEqual([])
      expect(
        details.some((d) => /\b(j|c|jobs)\b.*USING (INTEGER PRIMARY KEY|INDEX|COVERING INDEX)/.test(d)),
        why,
      ).toBe(true)
      // Newest first: every walk of open jobs is in index order (no sort of a category's jobs). Without
      // words it reads the covering index, not the table; with words the words' index drives newest
      // first (FTS5 in rowid order, no sort) and each hit is read by primary key (decision 022).
      if (search.tab === 'open' && search.sort === 'newest') {
        expect(sortsOfJobWalks(plan), why).toEqual([])
        const walks = details.filter((d) => /^SEARCH c USING/.test(d))
        expect(walks.length, why).toBeGreaterThan(0)
        for (const walk of walks)
          expect(walk, why).toMatch(
            search.q === undefined
              ? /COVERING INDEX jobs_open_category_idx/
              : /INTEGER PRIMARY KEY \(rowid=\?\)/,
          )
        // FTS5's plan number 192: ordered by rowid (64), descending (128), so nothing sorts the hits.
        if (search.q !== undefined)
          expect(
            details.some((d) => d.startsWith('SCAN f VIRTUAL TABLE INDEX 192:M4')),
            why,
          ).toBe(true)
      }
      // Nearest first: the postcodes nearest first drive, each one's open jobs of the categories come
      // from jobs_open_zip_idx, and only the jobs of one distance are sorted (so the walk stops).
      if (search.tab === 'open' && search.sort === 'distance') {
        const walks = details.filter((d) => /^SEARCH c USING/.test(d))
        expect(walks.length, why).toBeGreaterThan(0)
        for (const walk of walks)
          expect(walk, why).toMatch(
            /COVERING INDEX jobs_open_zip_idx \(status=\? AND category_id=\? AND zip=\?/,
          )
        expect(details, why).toContain('USE TEMP B-TREE FOR LAST 2 TERMS OF ORDER BY')
      }
    }
  })
})
