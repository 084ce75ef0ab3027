// The company job search under load (issue 10, "Performance"): seeds the bench dataset (≥ 100,000 jobs,
// ≥ 5,000 companies, bench/seed-large.mjs), serves the BUILT product with `vite preview` (workerd + the
// local D1), logs in one bench company by writing a session straight into the D1 file, and runs
//   search: GET /api/company/jobs with category + region + free text, first pages and the next pages
//           (the cursor of the page before), rotating over a few filter sets;
//   bare:   GET /api/company/jobs/saved-filter, one primary-key read behind the same company guard;
// at concurrency 10 and 50, printing p50/p95/p99 and req/s of both from the same run, and the CPU
// workerd spent per request (Linux): on a shared machine it is steadier than req/s, and the ratio row
// gives it as bare ÷ search, the throughput ratio if workerd's one thread were the only limit. Only prints;
// never fails on a number (targets: p95 ≤ 50 ms at c=10, search throughput ≥ 0.8× bare).
//   CLOUDFLARE_ENV=development npx vite build && node bench/company-search.mjs [--no-seed]
//     [--persist-to DIR] [--port N] [--requests N] [--max-seconds N]
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { arg, fail, log, root, run, start, waitForHttp } from '../scripts/lib.mjs'
import { benchSessionHeaders, heaviestBenchCompany } from './lib/bench-company.mjs'

const dir = resolve(arg('persist-to', resolve(root, 'bench/.data')))
const port = Number(arg('port', process.env.BENCH_PORT ?? 8797))
const requests = Number(arg('requests', 2000))
const maxSeconds = Number(arg('max-seconds', 45))
const base = `http://127.0.0.1:${port}`

if (!existsSync(resolve(root, 'dist/client/index.html'))) {
  console.error('✖ dist/ is missing: run `CLOUDFLARE_ENV=development npx vite build` first.')
  process.exit(1)
}
if (!process.argv.includes('--no-seed'))
  run('node', ['bench/seed-large.mjs', '--persist-to', dir, '--jobs', '100000', '--companies', '5000'])

// --- The bench company and its session, written into the D1 file ---------------------------------
const d1Dir = join(dir, 'v3/d1/miniflare-D1DatabaseObject')
const file = readdirSync(d1Dir).find((f) => f.endsWith('.sqlite') && !f.startsWith('metadata'))
const db = createClient({ url: `file:${join(d1Dir, file)}` })
await db.execute('PRAGMA busy_timeout = 10000')
const count = async (q) => Number((await db.execute(q)).rows[0].n)
const totals = {
  jobs: await count('SELECT count(*) AS n FROM jobs'),
  'jobs_fts rows': await count('SELECT count(*) AS n FROM jobs_fts'),
  companies: await count('SELECT count(*) AS n FROM companies'),
}
// A company in the top category with the most open jobs: the heaviest ordinary search.
const company = await heaviestBenchCompany(db)
const headers = await benchSessionHeaders(db, company.userId)
db.close()

// --- Serve the built product ---------------------------------------------------------------------
log(`Starting the built product on ${base} with PERSIST_DIR=${dir}`)
const server = start(
  'npx',
  ['vite', 'preview', '--port', String(port), '--host', '127.0.0.1', '--strictPort'],
  {
    env: { PERSIST_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
process.on('exit', () => server.stop())
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.stop()
    process.exit(130)
  })

/**
 * CPU time (ms) used so far by the server's workerd (the Worker and its local D1) on Linux, null
 * elsewhere. Per request it is steadier than req/s on a shared machine, and on a single workerd
 * thread it is what bounds throughput: the search/bare ratio of req/s follows the inverse ratio of it.
 */
function workerdCpuMs() {
  try {
    let ticks = 0
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      } catch {
        continue
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // fields: state, ppid, pgrp, …; utime and stime are the 12th and 13th after the name.
      if (name === 'workerd' && Number(fields[2]) === server.pid)
        ticks += Number(fields[11]) + Number(fields[12])
    }
    return ticks * 10 // USER_HZ is 100 on Linux
  } catch {
    return null
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN

async function get(path) {
  const res = await fetch(`${base}${path}`, { headers })
  const body = await res.text()
  return { status: res.status, body }
}

/** `count` GETs over `paths` (round robin) at `concurrency`, bounded by `maxSeconds`. */
async function measure(name, paths, concurrency, count = requests) {
  for (const path of paths) await get(path) // warm-up: compile, fill SQLite's page cache
  const latencies = []
  let errors = 0
  let issued = 0
  const cpuBefore = workerdCpuMs()
  const started = performance.now()
  const deadline = started + maxSeconds * 1000
  async function worker() {
    while (issued < count && performance.now() < deadline) {
      const path = paths[issued++ % paths.length]
      const t = performance.now()
      try {
        const res = await get(path)
        if (res.status !== 200) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  const cpuAfter = workerdCpuMs()
  latencies.sort((a, b) => a - b)
  const ms = (v) => Number(v.toFixed(1))
  return {
    request: name,
    c: concurrency,
    requests: latencies.length,
    'p50 ms': ms(percentile(latencies, 50)),
    'p95 ms': ms(percentile(latencies, 95)),
    'p99 ms': ms(percentile(latencies, 99)),
    'req/s': Math.round(latencies.length / elapsed),
    'workerd CPU ms/req':
      cpuBefore === null || cpuAfter === null ? null : ms((cpuAfter - cpuBefore) / latencies.length),
    errors,
  }
}

try {
  await waitForHttp(`${base}/api/categories`, 120_000)
  const bare = '/api/company/jobs/saved-filter'
  const me = await get(bare)
  if (me.status !== 200)
    throw new Error(`the bench session is refused (${me.status} ${me.body.slice(0, 200)})`)

  // Filter sets: category + region + a word, a word alone, category + region, nearest first; each
  // first page and the two after it (cursor of the page before), as a company scrolling.
  const q = (params) => `/api/company/jobs?${new URLSearchParams(params)}`
  const filters = [
    { category: company.categoryId, region: company.region, q: 'terrasse' },
    { category: company.categoryId, region: company.region, q: 'vinduer' },
    { q: 'maling' },
    { category: company.categoryId, region: company.region },
    { category: company.categoryId, sort: 'distance' },
  ]
  const paths = []
  const pageCounts = []
  for (const f of filters) {
    let cursor
    for (let page = 0; page < 3; page++) {
      const path = q({ ...f, ...(cursor ? { cursor } : {}) })
      const res = await get(path)
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 200)}`)
      const json = JSON.parse(res.body)
      paths.push(path)
      pageCounts.push(`${path.slice(17)} → ${json.jobs.length} jobs`)
      cursor = json.nextCursor
      if (!cursor) break
    }
  }
  console.log('\nDataset:')
  console.table(totals)
  console.log(`Company ${company.id} (category ${company.categoryId}, ${company.region}); search URLs:`)
  for (const line of pageCounts) console.log(`  ${line}`)

  // One request at a time per shape (first pages), beside the bare request: what each shape costs
  // without queueing, so a slow shape shows by name.
  const alone = []
  for (const [name, path] of [
    ['bare D1 primary key', bare],
    ...filters.map((f) => [new URLSearchParams(f).toString(), q(f)]),
  ]) {
    const one = await measure(name, [path], 1, 60)
    alone.push({
      request: name,
      'p50 ms': one['p50 ms'],
      'p95 ms': one['p95 ms'],
      'workerd CPU ms/req': one['workerd CPU ms/req'],
    })
  }
  console.log('\nOne at a time (c=1, 60 requests each):')
  console.table(alone)

  const rows = []
  for (const concurrency of [10, 50]) {
    const search = await measure('search (filters + paging)', paths, concurrency)
    const pk = await measure('bare D1 primary key', [bare], concurrency)
    rows.push(search, pk, {
      request: '→ search / bare',
      c: concurrency,
      'req/s': Number((search['req/s'] / pk['req/s']).toFixed(2)),
      'workerd CPU ms/req':
        search['workerd CPU ms/req'] && pk['workerd CPU ms/req']
          ? Number((pk['workerd CPU ms/req'] / search['workerd CPU ms/req']).toFixed(2))
          : null,
    })
    console.log(
      `  c=${concurrency}: search p95 ${search['p95 ms']} ms, ${search['req/s']} req/s; bare ${pk['req/s']} req/s`,
    )
  }
  console.log()
  console.table(rows)
} catch (error) {
  fail(error.message)
} finally {
  server.stop()
}
