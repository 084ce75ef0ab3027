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
// each shape's p50, p95 and workerd CPU per request (Linux, /proc) at the largest size ÷ at the
// smallest (target ≤ 1.5×). All sizes are served at once (ports --port, --port+1, …) and measured in
// turns: each shape's requests are split into --rounds rounds, and every round gives each size its
// batch in a rotating order, so a busy moment of the shared machine falls on every size alike. Only
// prints; never fails on a number (the absolute milliseconds on a shared 2-core machine are not a
// target).
//
//   CLOUDFLARE_ENV=development npx vite build   (or pass --dist with a copy of a build)
//   node bench/search-growth.mjs [--sizes 1000,10000,100000] [--with-300k] [--requests 200]
//     [--concurrency 10] [--rounds 8] [--companies 1000] [--reseed] [--dist DIR] [--port N] [--data DIR]
// --sizes     total jobs per dataset (about 4 in 7 are open); default 1k, 10k, 100k
// --with-300k adds 300,000 (seeding it takes minutes on a shared machine, so it is opt-in)
// --requests  requests per shape and size (default 200), after a few warm-up requests
// --concurrency  requests in flight (default 10)
// --rounds    turns each shape's requests are split into (default 8)
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
function workerdCpuMs(port) {
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

/** `count` GETs of one path at `concurrency`: the raw latencies, seconds, CPU and errors. */
async function batch(port, path, headers, count) {
  const url = `http://127.0.0.1:${port}${path}`
  const latencies = []
  let errors = 0
  let issued = 0
  const cpuBefore = workerdCpuMs(port)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (issued++ < count) {
        const t = performance.now()
        const status = await fetch(url, { headers })
          .then(async (res) => {
            await res.arrayBuffer()
            return res.status
          })
          .catch(() => 0)
        if (status !== 200) errors++
        latencies.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = workerdCpuMs(port)
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
  return { latencies, seconds, cpu, errors }
}

/** The batches of one shape and size together: p50/p95, req/s and CPU per request. */
function summary(batches) {
  const latencies = batches.flatMap((b) => b.latencies).sort((a, b) => a - b)
  const seconds = batches.reduce((sum, b) => sum + b.seconds, 0)
  const cpu = batches.some((b) => b.cpu === null) ? null : batches.reduce((sum, b) => sum + b.cpu, 0)
  return {
    p50: ms(percentile(latencies, 50)),
    p95: ms(percentile(latencies, 95)),
    rps: latencies.length / seconds,
    cpu: cpu === null ? null : ms(cpu / latencies.length),
    errors: batches.reduce((sum, b) => sum + b.errors, 0),
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

const bare = '/api/company/jobs/saved-filter'
const rounds = Number(arg('rounds', 8))

// Every size is served at once (one wrangler dev each, on port, port+1, …) and measured in turns:
// each shape's requests are split into rounds, and in every round each size (and its bare request)
// gets its batch, in a rotating order. A busy moment of the shared machine then falls on all sizes
// alike, so the growth ratios compare the data, not the minute each size happened to be measured in.
const servers = []
const seeding = []
const stopAll = () => {
  for (const s of servers) s.server.stop()
}
const interrupted = () => {
  stopAll()
  process.exit(130)
}
process.on('exit', stopAll)
process.on('SIGINT', interrupted)
process.on('SIGTERM', interrupted)
for (const [index, size] of sizes.entries()) {
  const { dir, seedSeconds } = await dataset(size)
  if (seedSeconds !== null) seeding.push({ jobs: size, 'seed seconds': seedSeconds })
  const { company, headers, counts } = await benchCompany(dir)
  const sizePort = port + index
  log(`${size} jobs: serving ${dist} on 127.0.0.1:${sizePort} from ${dir}`)
  const server = start(
    'npx',
    [
      'wrangler',
      'dev',
      '-c',
      workerConfig,
      '--persist-to',
      dir,
      '--port',
      String(sizePort),
      '--ip',
      '127.0.0.1',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  servers.push({ size, port: sizePort, company, headers, counts, server })
  // One at a time: wrangler dev servers started together can race for the same internal port.
  await waitForHttp(`http://127.0.0.1:${sizePort}/api/categories`, 180_000)
}

const results = new Map() // size → shape → { p50, p95, cpu }
try {
  for (const s of servers) {
    const first = await fetch(`http://127.0.0.1:${s.port}${bare}`, { headers: s.headers })
    if (first.status !== 200) throw new Error(`${s.size}: the bench session is refused (${first.status})`)
    results.set(s.size, new Map())
  }
  for (const [shapeIndex, [name]] of shapes({}).entries()) {
    const runs = new Map(servers.map((s) => [s.size, { search: [], pk: [], listed: null }]))
    for (const s of servers) {
      const params = shapes(s.company)[shapeIndex][1]
      s.path = `/api/company/jobs?${new URLSearchParams(params)}`
      const listed = await (await fetch(`http://127.0.0.1:${s.port}${s.path}`, { headers: s.headers })).json()
      runs.get(s.size).listed = listed.jobs?.length ?? listed.message
      await batch(s.port, bare, s.headers, concurrency) // warm-up
      await batch(s.port, s.path, s.headers, concurrency)
    }
    for (let round = 0; round < rounds; round++) {
      const count = Math.ceil(requests / rounds)
      for (let k = 0; k < servers.length; k++) {
        const s = servers[(round + k) % servers.length]
        // Shape and bare alternate, so both see the same machine.
        runs.get(s.size).pk.push(await batch(s.port, bare, s.headers, count))
        runs.get(s.size).search.push(await batch(s.port, s.path, s.headers, count))
      }
    }
    for (const s of servers) {
      const r = runs.get(s.size)
      const search = summary(r.search)
      const pk = summary(r.pk)
      results.get(s.size).set(name, { ...search, pk, listed: r.listed })
    }
  }
} catch (error) {
  fail(error.message)
} finally {
  stopAll()
  process.off('exit', stopAll)
}

for (const s of servers) {
  const c = s.counts
  console.log(
    `\n${s.size.toLocaleString('en')} jobs (${c.open.toLocaleString('en')} open, ${c['open in category'].toLocaleString('en')} open in the company's category ${s.company.categoryId}, ${c['with "terrasse"'].toLocaleString('en')} with "terrasse"); company ${s.company.id} in ${s.company.region}; c=${concurrency}, ${requests} requests each in ${rounds} rounds:`,
  )
  console.table(
    [...results.get(s.size)].map(([name, r]) => ({
      shape: name,
      'jobs on page': r.listed,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'req/s': Math.round(r.rps),
      'bare p50 ms': r.pk.p50,
      'bare p95 ms': r.pk.p95,
      'bare req/s': Math.round(r.pk.rps),
      'search ÷ bare req/s': Number((r.rps / r.pk.rps).toFixed(2)),
      'CPU ms/req': r.cpu,
      'bare CPU ms/req': r.pk.cpu,
      errors: r.errors + r.pk.errors,
    })),
  )
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
