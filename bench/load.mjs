// Load-tests the key read endpoints of the BUILT product on loopback and prints latency percentiles.
//   npx vite build && node bench/seed-large.mjs && node bench/load.mjs [--persist-to DIR] [--port N]
//     [--requests N] [--concurrency N] [--max-seconds N]
// Starts `vite preview` (the Worker in workerd with the local D1 of DIR, default bench/.data) in its
// own process group, runs a bounded number of requests per endpoint, prints a table and stops the
// server. It only measures: no timed assertions; a non-2xx answer (e.g. 404 for an endpoint not built
// yet) counts as an error and the run goes on.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { arg, env, fail, log, root, waitForHttp } from '../scripts/lib.mjs'

const dir = resolve(arg('persist-to', resolve(root, 'bench/.data')))
const port = Number(arg('port', process.env.BENCH_PORT ?? 8806))
const requests = Number(arg('requests', 2000))
const concurrency = Number(arg('concurrency', 20))
const maxSeconds = Number(arg('max-seconds', 60))
const base = `http://127.0.0.1:${port}`

const endpoints = [
  `/api/categories/search?q=${encodeURIComponent('tøm')}`,
  '/api/categories',
  '/api/categories/toemrer',
  '/api/postcodes/9990',
  '/api/regions',
  '/api/car-models?q=vo',
  '/media/js/i18n/da-DK/common.json',
  '/',
]

if (!existsSync(resolve(root, 'dist/client/index.html'))) {
  console.error('✖ dist/ is missing: run `npx vite build` first.')
  process.exit(1)
}
if (!existsSync(resolve(dir, 'v3/d1'))) {
  console.error(`✖ No local D1 in ${dir}: run \`node bench/seed-large.mjs\` first.`)
  process.exit(1)
}

log(`Starting the built product on ${base} with PERSIST_DIR=${dir}`)
// Own process group (detached), so the whole tree (npx → vite → workerd) stops with one signal.
const server = spawn(
  'npx',
  ['vite', 'preview', '--port', String(port), '--host', '127.0.0.1', '--strictPort'],
  { cwd: root, env: { ...env, PERSIST_DIR: dir }, detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
)
let stopped = false
function stop() {
  if (stopped) return
  stopped = true
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
}
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop()
    process.exit(130)
  })
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN

async function measure(path) {
  const url = `${base}${path}`
  // Warm-up: first requests compile code and fill SQLite's page cache.
  for (let i = 0; i < 5; i++)
    await fetch(url)
      .then((r) => r.arrayBuffer())
      .catch(() => {})
  const latencies = []
  const statuses = new Map()
  let errors = 0
  let issued = 0
  const started = performance.now()
  const deadline = started + maxSeconds * 1000
  async function worker() {
    while (issued < requests && performance.now() < deadline) {
      issued++
      const t = performance.now()
      try {
        const res = await fetch(url)
        await res.arrayBuffer()
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        if (!res.ok) errors++
      } catch {
        errors++
        statuses.set('fail', (statuses.get('fail') ?? 0) + 1)
      }
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const ms = (v) => Number(v.toFixed(1))
  return {
    endpoint: path.length > 40 ? `${path.slice(0, 39)}…` : decodeURIComponent(path),
    requests: latencies.length,
    'p50 ms': ms(percentile(latencies, 50)),
    'p95 ms': ms(percentile(latencies, 95)),
    'p99 ms': ms(percentile(latencies, 99)),
    'req/s': Math.round(latencies.length / elapsed),
    errors,
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  }
}

try {
  await waitForHttp(`${base}/api/categories`, 120_000)
  log(`${requests} requests per endpoint, concurrency ${concurrency}, at most ${maxSeconds} s each`)
  const rows = []
  for (const path of endpoints) {
    const row = await measure(path)
    rows.push(row)
    console.log(`  ${row.endpoint}: p50 ${row['p50 ms']} ms, ${row['req/s']} req/s, ${row.errors} errors`)
  }
  console.log()
  console.table(rows)
} catch (error) {
  fail(error.message)
} finally {
  stop()
}
