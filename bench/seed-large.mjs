// Seeds a LARGE dataset into a local D1 state directory for the load benchmark (bench/load.mjs).
//   node bench/seed-large.mjs [--persist-to DIR] [--jobs N] [--companies N] [--customers N]
// Default DIR is bench/.data (git-ignored) and is recreated from scratch. For any other DIR only the
// rows this script made earlier (users on the bench e-mail domain, and their companies and jobs) are
// replaced, so a dev database keeps its demo data.
// Schema: the real migrations (wrangler). Categories: scripts/seed.mjs. Everything else is written
// straight into the D1 SQLite file with @libsql/client in big transactions (DESIGN.md allows libSQL
// for bench seeding). Columns are read from the live schema, so a later migration that adds a NOT NULL
// column without a default gets a neutral value instead of breaking the seed.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { arg, log, root, run } from '../scripts/lib.mjs'

const defaultDir = resolve(root, 'bench/.data')
const dir = resolve(arg('persist-to', defaultDir))
const target = {
  jobs: Number(arg('jobs', 100_000)),
  companies: Number(arg('companies', 5_000)),
  customers: Number(arg('customers', 20_000)),
}
const benchDomain = 'bench.opgavetorvet.invalid'
const started = performance.now()
const seconds = (since = started) => ((performance.now() - since) / 1000).toFixed(1)

// --- 1. Schema and categories through the real tools --------------------------------------------
if (dir === defaultDir && existsSync(dir)) {
  log(`Recreating ${dir}`)
  rmSync(dir, { recursive: true, force: true })
}
log(`Migrations → ${dir}`)
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir], { quiet: true })
log('Categories (scripts/seed.mjs)')
run('node', ['scripts/seed.mjs', '--persist-to', dir], { quiet: true })

// --- 2. Find the D1 SQLite file ----------------------------------------------------------------
const d1Dir = join(dir, 'v3/d1/miniflare-D1DatabaseObject')
const files = existsSync(d1Dir) ? readdirSync(d1Dir).filter((f) => f.endsWith('.sqlite')) : []
let db
for (const f of files) {
  const candidate = createClient({ url: `file:${join(d1Dir, f)}` })
  const t = await candidate.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'jobs'")
  if (t.rows.length) {
    db = candidate
    log(`D1 file: ${join(d1Dir, f)}`)
    break
  }
  candidate.close()
}
if (!db) {
  console.error(`✖ No D1 SQLite file with a jobs table under ${d1Dir}`)
  process.exit(1)
}
await db.execute('PRAGMA busy_timeout = 10000')

// --- 3. Helpers: deterministic random, live columns, batched multi-row inserts ------------------
let seed = 20260101
const rand = () => {
  // mulberry32: same data on every run, so runs are comparable.
  seed = (seed + 0x6d2b79f5) | 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = (list) => list[Math.floor(rand() * list.length)]
const now = Math.floor(Date.now() / 1000)

const columnsCache = new Map()
async function columnsOf(table) {
  if (!columnsCache.has(table)) {
    const info = await db.execute(`PRAGMA table_info(${table})`)
    columnsCache.set(
      table,
      info.rows.map((r) => ({
        name: String(r.name),
        type: String(r.type).toUpperCase(),
        required: Number(r.notnull) === 1 && r.dflt_value === null && Number(r.pk) === 0,
      })),
    )
  }
  return columnsCache.get(table)
}

/** Inserts rows (objects keyed by column name) with multi-row VALUES, many statements per transaction. */
async function insertAll(table, rows, { rowsPerStatement = 100, statementsPerBatch = 50 } = {}) {
  if (!rows.length) return
  const live = await columnsOf(table)
  const known = new Set(Object.keys(rows[0]))
  const missing = live.filter((c) => c.required && !known.has(c.name))
  for (const c of missing) console.warn(`  ! ${table}.${c.name} is required and unknown to the bench: filled`)
  const cols = [...live.filter((c) => known.has(c.name)).map((c) => c.name), ...missing.map((c) => c.name)]
  const filler = Object.fromEntries(missing.map((c) => [c.name, c.type.includes('INT') ? 0 : '']))
  const row = `(${cols.map(() => '?').join(', ')})`
  const statements = []
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const chunk = rows.slice(i, i + rowsPerStatement)
    statements.push({
      sql: `INSERT INTO ${table} (${cols.map((c) => `"${c}"`).join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`,
      args: chunk.flatMap((r) => cols.map((c) => r[c] ?? filler[c] ?? null)),
    })
  }
  for (let i = 0; i < statements.length; i += statementsPerBatch) {
    await db.batch(statements.slice(i, i + statementsPerBatch), 'write')
  }
}

// --- 4. Reference data: postcodes and categories ------------------------------------------------
const postcodes = Object.entries(JSON.parse(readFileSync(join(root, 'domain/data/postcodes.json'), 'utf8')))
  // Post-box and company-only codes have no real street addresses; keep ordinary towns.
  .filter(([zip]) => Number(zip) >= 1000)
  .map(([zip, [city, region]]) => ({ zip, city, region }))
const categories = (await db.execute('SELECT id, parent_id, name_da FROM categories')).rows.map((r) => ({
  id: Number(r.id),
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  name: String(r.name_da),
}))
if (!categories.length) {
  console.error('✖ No categories: scripts/seed.mjs did not seed any.')
  process.exit(1)
}
const topCategories = categories.filter((c) => c.parentId === null)

// --- 5. Remove an earlier bench run (custom dirs only keep non-bench data) -----------------------
const benchUsers = `SELECT id FROM users WHERE email LIKE '%@${benchDomain}'`
await db.batch(
  [
    `DELETE FROM jobs WHERE customer_id IN (${benchUsers})`,
    `DELETE FROM company_categories WHERE company_id IN (SELECT id FROM companies WHERE owner_user_id IN (${benchUsers}))`,
    `DELETE FROM companies WHERE owner_user_id IN (${benchUsers})`,
    `DELETE FROM users WHERE email LIKE '%@${benchDomain}'`,
  ],
  'write',
)

// --- 6. Users: company owners and customers -----------------------------------------------------
const firstNames = ['Anne', 'Mette', 'Hanne', 'Lone', 'Kirsten', 'Søren', 'Jens', 'Peter', 'Lars', 'Mads']
const lastNames = ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen']
// A fixed scrypt-looking hash: bench users never log in.
const passwordHash = 'scrypt$16384$8$5$YmVuY2g$YmVuY2g'
const personName = () => `${pick(firstNames)} ${pick(lastNames)}`
const phone = () => String(20_000_000 + Math.floor(rand() * 79_999_999))

/** A bench user somewhere in Denmark, signed up in the last three years; one customer in ten reads English. */
function benchUser(email, role) {
  const place = pick(postcodes)
  return {
    email,
    name: personName(),
    phone: phone(),
    password_hash: passwordHash,
    role,
    locale: role === 'customer' && rand() >= 0.9 ? 'en' : 'da-DK',
    status: 'active',
    zip: place.zip,
    created_at: now - Math.floor(rand() * 3 * 365 * 86_400),
  }
}

let t0 = performance.now()
const users = []
for (let i = 0; i < target.companies; i++) users.push(benchUser(`firma${i}@${benchDomain}`, 'company'))
for (let i = 0; i < target.customers; i++) users.push(benchUser(`kunde${i}@${benchDomain}`, 'customer'))
await insertAll('users', users)
const ids = async (sql) => (await db.execute(sql)).rows.map((r) => Number(r.id))
const ownerIds = await ids(`SELECT id FROM users WHERE email LIKE 'firma%@${benchDomain}' ORDER BY id`)
const customerIds = await ids(`SELECT id FROM users WHERE email LIKE 'kunde%@${benchDomain}' ORDER BY id`)
console.log(`  users: ${users.length} in ${seconds(t0)} s`)

// --- 7. Companies and their categories ----------------------------------------------------------
/** A valid CVR number: 8 digits passing the modulus-11 check (weights 2 7 6 5 4 3 2 1). */
function cvrNumber(n) {
  const weights = [2, 7, 6, 5, 4, 3, 2]
  for (let base = 1_000_000 + n * 7; ; base++) {
    const digits = String(base).padStart(7, '0').split('').map(Number)
    const sum = digits.reduce((s, d, i) => s + d * weights[i], 0)
    const check = (11 - (sum % 11)) % 11
    if (check < 10) return `${digits.join('')}${check}`
  }
}
const trades = ['Byg', 'Service', 'Montage', 'Håndværk', 'Renovering', 'Entreprise']
t0 = performance.now()
const usedCvr = new Set()
const companies = ownerIds.map((ownerId, i) => {
  const place = pick(postcodes)
  const top = pick(topCategories)
  const name = `${pick(lastNames)}s ${top.name} ${pick(trades)} ApS ${i + 1}`
  let cvr = cvrNumber(i * 13)
  while (usedCvr.has(cvr)) cvr = cvrNumber(i * 13 + usedCvr.size)
  usedCvr.add(cvr)
  return {
    owner_user_id: ownerId,
    kind: rand() < 0.8 ? 'company' : 'person',
    name,
    slug: `bench-firma-${i + 1}`,
    cvr,
    address: `${pick(['Hovedgaden', 'Skolevej', 'Industrivej', 'Vestergade', 'Østergade'])} ${1 + Math.floor(rand() * 120)}`,
    zip: place.zip,
    city: place.city,
    region: place.region,
    phone: phone(),
    mobile: phone(),
    email: `firma${i}@${benchDomain}`,
    description: `${top.name} i ${place.city} og omegn. Fast pris og god service.`,
    created_at: now - Math.floor(rand() * 3 * 365 * 86_400),
    _top: top.id,
  }
})
await insertAll(
  'companies',
  companies.map(({ _top, ...c }) => c),
)
const companyRows = (
  await db.execute(
    `SELECT id, owner_user_id FROM companies WHERE owner_user_id IN (${benchUsers}) ORDER BY owner_user_id`,
  )
).rows
const topOfOwner = new Map(companies.map((c) => [c.owner_user_id, c._top]))
const links = []
for (const r of companyRows) {
  const top = topOfOwner.get(Number(r.owner_user_id))
  const inTree = categories.filter((c) => c.id === top || c.parentId === top)
  const chosen = new Set([top])
  const extra = Math.floor(rand() * Math.min(3, inTree.length))
  for (let k = 0; k < extra; k++) chosen.add(pick(inTree).id)
  for (const categoryId of chosen) links.push({ company_id: Number(r.id), category_id: categoryId })
}
await insertAll('company_categories', links)
console.log(`  companies: ${companyRows.length}, company_categories: ${links.length} in ${seconds(t0)} s`)

// --- 8. Jobs -----------------------------------------------------------------------------------
const jobTitles = [
  ['Ny terrasse', 'Vi ønsker en ny terrasse på ca. 25 m² i lærk.'],
  ['Udskiftning af vinduer', 'Fem vinduer i stueetagen skal skiftes til energiruder.'],
  ['Maling af stue', 'Vægge og loft i stue på 30 m² skal males hvide.'],
  ['Nyt badeværelse', 'Totalrenovering af badeværelse på 6 m² med klinker.'],
  ['Reparation af tag', 'Et par tagsten er blæst af; tjek og reparation ønskes.'],
  ['Flytning af 3-værelses', 'Flytning fra 2. sal uden elevator, ca. 15 km.'],
  ['Havearbejde', 'Klipning af hæk og fældning af to mindre træer.'],
  ['Service på bil', 'Stort eftersyn og skift af bremseklodser.'],
]
const statuses = ['open', 'open', 'open', 'open', 'hired', 'closed', 'cancelled']
t0 = performance.now()
const chunk = 10_000
for (let done = 0; done < target.jobs; done += chunk) {
  const rows = []
  for (let i = done; i < Math.min(done + chunk, target.jobs); i++) {
    const place = pick(postcodes)
    const [title, description] = pick(jobTitles)
    rows.push({
      customer_id: pick(customerIds),
      category_id: pick(categories).id,
      title,
      description,
      zip: place.zip,
      city: place.city,
      region: place.region,
      status: pick(statuses),
      // Posted over the last year in id order, as the product inserts them (created_at is the clock's
      // now at insert), so newest first is also highest id first (decision 022).
      created_at: now - Math.floor(((target.jobs - i) / target.jobs) * 365 * 86_400),
    })
  }
  await insertAll('jobs', rows)
}
console.log(`  jobs: ${target.jobs} in ${seconds(t0)} s`)

// --- 9. Counts ---------------------------------------------------------------------------------
await db.execute('ANALYZE')
const count = async (table) => Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)
const totals = {}
for (const table of ['categories', 'users', 'companies', 'company_categories', 'jobs']) {
  totals[table] = await count(table)
}
db.close()
console.log('\nRows in the database:')
console.table(totals)
console.log(`Seeded ${dir} in ${seconds()} s`)
