// Does the company job search cost the same at 1k jobs as at 300k (issue 21, "search cost flat in the
// data")? For each dataset size it seeds (or reuses) a database of its own with bench/seed-large.mjs,
// serves the BUILT product from it, logs in the bench company (the one in the top category with the
// most open jobs) by writing a session into the D1 file, and measures GET /api/company/jobs first pages
// for these shapes, each beside the bare primary-key request (GET /api/company/jobs/saved-filter) in
// the same run:
//   category            ?category=C
//   category + region   ?category=C&region=R
//   common word         ?q=terrasse            (an eighth of all jobs)
//   one-letter word     ?q=a                   (the worst case)
//   nearest first       ?category=C&sort=distance
//   one letter, nearest ?q=a&sort=distance
// and prints p50/p95 per shape, the throughput ratio shape ÷ bare, and at the end the growth table:
// each shape's p50, p95 and workerd CPU per request (Linux, /proc: steadier than latency when other
// work shares the machine) at the largest size ÷ at the smallest (target ≤ 1.5×). Only prints; never
// fails on a number (the absolute milliseconds on a shared 2-core machine are not a target).
//
//   CLOUDFLARE_ENV=development npx vite build   (or pass --dist with a copy of a build)
//   node bench/search-growth.mjs [--sizes 1000,10000,100000] [--with-300k] [--requests 200]
//     [--concurrency 10] [--companies 1000] [--reseed] [--dist DIR] [--port N] [--data DIR]
// --sizes     total jobs per dataset (about 4 in 7 are open); default 1k, 10k, 100k
// --with-300k adds 300,000 (seeding it takes minutes on a shared machine, so it is opt-in)
// --requests  requests per shape and size (default 200), after a few warm-up requests
// --concurrency  requests in flight (default 10)
// --reseed    seed again even when a dataset of that size exists under --data (bench/.data-growth)
// --dist      a build to serve (default dist/): a copy keeps the bench off the shared dist/ others rebuild
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { arg, fail, log, root, run, start, waitForHttp } from '../scripts/lib.mjs'
import { benchSessionHeaders, heaviestBenchCompany } from './lib/bench-company.mjs'

const flag = (name) => process.argv.includes(`--${name}`)
const sizes = arg('sizes', '1000,10000,100000').split(',').map(Number)
if (flag('with-300k') && !sizes.includes(300_000)) sizes.push(300_000)
const requests = Number(arg('requests', 200))
const concurrency = Number(arg('concurrency', 10))
const companies = Number(arg('companies', 1000))
const dataRoot = resolve(arg('data', resolve(root, 'bench/.data-growth')))
const dist = resolve(arg('dist', resolve(root, 'dist')))
const port = Number(arg('port', process.env.BENCH_PORT ?? 8798))
const base = `http://127.0.0.1:${port}`
const workerConfig = join(dist, 'opgavetorvet/wrangler.json')
if (!existsSync(workerConfig)) {
  console.error(`✖ ${workerConfig} is missing: run \`CLOUDFLARE_ENV=development npx vite build\` first.`)
  process.exit(1)
}

const d1File = (dir) => {
  const d1Dir = join(dir, 'v3/d1/miniflare-D1DatabaseObject')
  if (!existsSync(d1Dir)) return null
  const file = readdirSync(d1Dir).find((f) => f.endsWith('.sqlite') && !f.startsWith('metadata'))
  return file ? join(d1Dir, file) : null
}

async function jobsIn(dir) {
  const file = d1File(dir)
  if (!file) return 0
  const db = createClient({ url: `file:${file}` })
  try {
    // The seed's own jobs (scripts/seed.mjs adds a few demo jobs beside them).
    const bench = `SELECT id FROM users WHERE email LIKE '%@bench.opgavetorvet.invalid'`
    return Number(
      (await db.execute(`SELECT count(*) AS n FROM jobs WHERE customer_id IN (${bench})`)).rows[0].n,
    )
  } catch {
    return 0
  } finally {
    db.close()
  }
}

/** The dataset of `jobs` jobs, seeded unless one of that size is there; the seed's seconds or null. */
async function dataset(jobs) {
  const dir = join(dataRoot, String(jobs))
  if (!flag('reseed') && (await jobsIn(dir)) === jobs) return { dir, seedSeconds: null }
  const t = performance.now()
  run('node', [
    'bench/seed-large.mjs',
    '--persist-to',
    dir,
    '--jobs',
    String(jobs),
    '--companies',
    String(companies),
    '--customers',
    String(Math.max(1000, Math.min(20_000, jobs / 5))),
  ])
  return { dir, seedSeconds: Math.round((performance.now() - t) / 1000) }
}

/** The bench company (top category with the most open jobs) and a fresh session for its owner. */
async function benchCompany(dir) {
  const db = createClient({ url: `file:${d1File(dir)}` })
  await db.execute('PRAGMA busy_timeout = 10000')
  const one = async (q) => (await db.execute(q)).rows[0]
  const counts = await one(`SELECT count(*) AS jobs, sum(status = 'open') AS open,
    (SELECT count(*) FROM jobs_fts WHERE jobs_fts MATCH '"terrasse"') AS terrasse FROM jobs`)
  const company = await heaviestBenchCompany(db)
  const inCategory = await one(`SELECT count(*) AS n FROM jobs j JOIN categories c ON c.id = j.category_id
    WHERE j.status = 'open' AND (c.id = ${Number(company.categoryId)} OR c.parent_id = ${Number(company.categoryId)})`)
  const headers = await benchSessionHeaders(db, company.userId)
  db.close()
  return {
    company,
    headers,
    counts: {
      jobs: Number(counts.jobs),
      open: Number(counts.open),
      'open in category': Number(inCategory.n),
      'with "terrasse"': Number(counts.terrasse),
    },
  }
}

/**
 * CPU time (ms) the workerd serving `port` (the Worker and its local D1) has used, on Linux; null
 * elsewhere. On a shared machine it is far steadier than latency or req/s (decision 016).
 */
function workerdCpuMs() {
  try {
    // wrangler dev runs two workerd: the proxy on `port` and, beside it (same parent), the Worker
    // with its D1. Both are counted.
    const processes = []
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        if (!cmd.includes('workerd')) continue
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        // fields: state, ppid, …; utime and stime are the 12th and 13th after the name.
        processes.push({
          ppid: fields[1],
          ours: cmd.includes(`entry=127.0.0.1:${port}`),
          ticks: Number(fields[11]) + Number(fields[12]),
        })
      } catch {}
    }
    const parent = processes.find((p) => p.ours)?.ppid
    if (parent === undefined) return null
    const ticks = processes.filter((p) => p.ppid === parent).reduce((sum, p) => sum + p.ticks, 0)
    return ticks * 10 // USER_HZ is 100 on Linux
  } catch {
    return null
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN
const ms = (v) => Number(v.toFixed(1))

/** `count` GETs of one path at `concurrency` (after 5 warm-up requests): latencies and req/s. */
async function measure(path, headers, count = requests) {
  const get = async () => {
    const res = await fetch(`${base}${path}`, { headers })
    await res.arrayBuffer()
    return res.status
  }
  for (let i = 0; i < 5; i++) await get()
  const latencies = []
  let errors = 0
  let issued = 0
  const cpuBefore = workerdCpuMs()
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued++ < count) {
        const t = performance.now()
        if ((await get().catch(() => 0)) !== 200) errors++
        latencies.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = workerdCpuMs()
  latencies.sort((a, b) => a - b)
  return {
    p50: ms(percentile(latencies, 50)),
    p95: ms(percentile(latencies, 95)),
    rps: latencies.length / seconds,
    cpu: cpuBefore === null || cpuAfter === null ? null : ms((cpuAfter - cpuBefore) / latencies.length),
    errors,
  }
}

const shapes = (c) => [
  ['category', { category: c.categoryId }],
  ['category + region', { category: c.categoryId, region: c.region }],
  ['common word (terrasse)', { q: 'terrasse' }],
  ['one-letter word (a)', { q: 'a' }],
  ['nearest first', { category: c.categoryId, sort: 'distance' }],
  ['one letter, nearest first', { q: 'a', sort: 'distance' }],
]

const results = new Map() // size → shape → { p50, p95 }
const seeding = []
for (const size of sizes) {
  const { dir, seedSeconds } = await dataset(size)
  if (seedSeconds !== null) seeding.push({ jobs: size, 'seed seconds': seedSeconds })
  const { company, headers, counts } = await benchCompany(dir)
  log(`${size} jobs: serving ${dist} on ${base} from ${dir}`)
  const server = start(
    'npx',
    ['wrangler', 'dev', '-c', workerConfig, '--persist-to', dir, '--port', String(port), '--ip', '127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const stop = () => server.stop()
  const interrupted = () => {
    stop()
    process.exit(130)
  }
  process.on('exit', stop)
  process.on('SIGINT', interrupted)
  process.on('SIGTERM', interrupted)
  try {
    await waitForHttp(`${base}/api/categories`, 180_000)
    const bare = '/api/company/jobs/saved-filter'
    const first = await fetch(`${base}${bare}`, { headers })
    if (first.status !== 200) throw new Error(`the bench session is refused (${first.status})`)
    const rows = []
    const bySize = new Map()
    for (const [name, params] of shapes(company)) {
      const path = `/api/company/jobs?${new URLSearchParams(params)}`
      const listed = await (await fetch(`${base}${path}`, { headers })).json()
      // Shape and bare alternate, so both see the same machine.
      const pk = await measure(bare, headers)
      const search = await measure(path, headers)
      bySize.set(name, search)
      rows.push({
        shape: name,
        'jobs on page': listed.jobs?.length ?? listed.message,
        'p50 ms': search.p50,
        'p95 ms': search.p95,
        'req/s': Math.round(search.rps),
        'bare p50 ms': pk.p50,
        'bare p95 ms': pk.p95,
        'bare req/s': Math.round(pk.rps),
        'search ÷ bare req/s': Number((search.rps / pk.rps).toFixed(2)),
        'CPU ms/req': search.cpu,
        'bare CPU ms/req': pk.cpu,
        errors: search.errors + pk.errors,
      })
    }
    results.set(size, bySize)
    console.log(
      `\n${size.toLocaleString('en')} jobs (${counts.open.toLocaleString('en')} open, ${counts['open in category'].toLocaleString('en')} open in the company's category ${company.categoryId}, ${counts['with "terrasse"'].toLocaleString('en')} with "terrasse"); company ${company.id} in ${company.region}; c=${concurrency}, ${requests} requests each:`,
    )
    console.table(rows)
  } catch (error) {
    fail(`${size}: ${error.message}`)
  } finally {
    stop()
    process.off('exit', stop)
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
    await new Promise((r) => setTimeout(r, 1500))
  }
}

if (seeding.length) {
  console.log('\nSeeding (bench/seed-large.mjs):')
  console.table(seeding)
}
const measured = sizes.filter((s) => results.has(s))
if (measured.length >= 2) {
  const small = measured[0]
  const large = measured.at(-1)
  const k = (n) => `${n / 1000}k`
  console.log(`\nGrowth: ${k(large)} ÷ ${k(small)} jobs (target ≤ 1.5× for every shape):`)
  console.table(
    shapes({}).map(([name]) => {
      const row = { shape: name }
      for (const s of measured) row[`p50 ${k(s)}`] = results.get(s).get(name).p50
      for (const s of measured) row[`p95 ${k(s)}`] = results.get(s).get(name).p95
      for (const s of measured) row[`CPU ${k(s)}`] = results.get(s).get(name).cpu
      const a = results.get(small).get(name)
      const b = results.get(large).get(name)
      row['p50 ×'] = Number((b.p50 / a.p50).toFixed(2))
      row['p95 ×'] = Number((b.p95 / a.p95).toFixed(2))
      row['CPU ×'] = a.cpu && b.cpu ? Number((b.cpu / a.cpu).toFixed(2)) : null
      return row
    }),
  )
}
