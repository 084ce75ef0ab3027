// Public pages as a phone on a real connection gets them (issue 8). Builds the product, serves it with a
// fresh database, puts a gzip proxy in front (production compresses at the edge; the local server does
// not) and prints: time to first byte from the edge cache and rendered fresh, JavaScript (gzip kB) and
// request counts before the load event and after idle, and Lighthouse's mobile profile (median of 3).
// Only prints; never fails on a number.
//   node bench/pages.mjs [--no-build] [--runs 3] [--port 8797]
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { developmentBuild, log, root, run, start, waitForHttp } from '../scripts/lib.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const proxyPort = Number(arg('port', 8797))
const serverPort = proxyPort + 1
const runs = Number(arg('runs', 3))
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const pages = ['/', '/createjob/toemrer', '/guarantees/haandvaerkogbyggeri-full-text']
// The development build's PUBLIC_ORIGIN: canonical and og:url are rewritten to the proxy's origin, as
// they match the host in production.
const builtOrigin = 'http://localhost:8787'
const origin = `http://localhost:${proxyPort}`

/** Figures on main before issue 8 (Lighthouse 12 mobile through a gzip proxy, `/`). */
const before = {
  perf: 70,
  fcp: 3.9,
  lcp: 4.7,
  tbt: 150,
  si: 5.0,
  seo: 82,
  jsLoad: 159,
  jsIdle: 237,
  jsRequests: 56,
}
const targets = {
  perf: 95,
  a11y: 100,
  bp: 100,
  seo: 100,
  lcp: 2.0,
  tbt: 100,
  cls: 0.02,
  jsLoad: 120,
  jsIdle: 170,
  jsRequests: 12,
}

/** A compressing reverse proxy: gzip for text answers, like Cloudflare's edge. */
function gzipProxy() {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: serverPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks = []
        answer.on('data', (chunk) => chunks.push(chunk))
        answer.on('end', () => {
          let body = Buffer.concat(chunks)
          const type = String(answer.headers['content-type'] ?? '')
          const headers = { ...answer.headers }
          delete headers['content-length']
          delete headers['transfer-encoding']
          if (/html|xml|text\/plain/.test(type))
            body = Buffer.from(body.toString('utf8').replaceAll(builtOrigin, origin))
          if (
            /html|javascript|css|json|svg|xml|text/.test(type) &&
            /gzip/.test(String(req.headers['accept-encoding']))
          ) {
            body = gzipSync(body, { level: 6 })
            headers['content-encoding'] = 'gzip'
          }
          res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': body.length })
          res.end(body)
        })
      },
    )
    upstream.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(proxyPort, '127.0.0.1', () => resolve(server)))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Time to the first byte of an anonymous request (ms), median of 9. */
async function ttfb(path, fresh) {
  const times = []
  for (let i = 0; i < 9; i++) {
    const url = `${origin}${path}${fresh ? `${path.includes('?') ? '&' : '?'}bench=${Date.now()}${i}` : ''}`
    const started = performance.now()
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    times.push(performance.now() - started)
    await res.arrayBuffer()
    if (!fresh && i === 0) await new Promise((r) => setTimeout(r, 200)) // let the first answer be stored
  }
  return median(fresh ? times : times.slice(1))
}

/** JS (gzip kB) and requests before the load event and after idle, on a 375 px phone viewport. */
async function weigh(browser, path) {
  const page = await browser.newPage({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const requests = []
  let loaded = false
  page.on('load', () => {
    loaded = true
  })
  page.on('request', (request) =>
    requests.push({ url: new URL(request.url()).pathname, beforeLoad: !loaded }),
  )
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(4000) // idle work: the search box and the language menu
  await page.close()
  const gz = (file) => gzipSync(readFileSync(join(root, 'dist/client', file)), { level: 6 }).length / 1000
  const js = requests.filter((r) => r.url.endsWith('.js'))
  const sum = (list) => list.reduce((total, r) => total + gz(r.url), 0)
  return {
    jsLoad: sum(js.filter((r) => r.beforeLoad)),
    jsIdle: sum(js),
    jsRequests: js.filter((r) => r.beforeLoad).length,
    requestsLoad: requests.filter((r) => r.beforeLoad).length,
    requestsIdle: requests.length,
    apiBeforeLoad: requests.filter((r) => r.beforeLoad && /\/api\/|\/i18n\//.test(r.url)).length,
  }
}

/** Lighthouse mobile (its default profile), median run by performance score. Async: the proxy runs here. */
async function lighthouse(path) {
  const results = []
  for (let i = 0; i < runs; i++) {
    const { stdout: out } = await promisify(execFile)(
      join(root, 'node_modules/.bin/lighthouse'),
      [
        `${origin}${path}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    )
    const report = JSON.parse(out)
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100)
    const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN
    const failed = Object.values(report.categories).flatMap((category) =>
      category.auditRefs
        .filter(
          (ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1 && category.id !== 'performance',
        )
        .map((ref) => `${category.id}:${ref.id}`),
    )
    results.push({
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint') / 1000,
      lcp: audit('largest-contentful-paint') / 1000,
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index') / 1000,
      failed,
    })
  }
  return [...results].sort((a, b) => a.perf - b.perf)[Math.floor(results.length / 2)]
}

const state = mkdtempSync(join(tmpdir(), 'bench-pages-'))
let server
let proxy
let browser
try {
  if (!process.argv.includes('--no-build')) {
    log('Building (development environment, as e2e)…')
    run('npm', ['run', '--silent', 'build'], { env: developmentBuild, quiet: true })
  }
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    quiet: true,
  })
  run('node', ['scripts/seed.mjs', '--persist-to', state], { quiet: true })
  server = start(
    join(root, 'node_modules/.bin/vite'),
    ['preview', '--port', String(serverPort), '--host', '127.0.0.1', '--strictPort'],
    { env: { PERSIST_DIR: state }, stdio: 'ignore' },
  )
  await waitForHttp(`http://127.0.0.1:${serverPort}/api/categories`)
  proxy = await gzipProxy()
  browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] })

  const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
  const rows = []
  const notes = []
  for (const path of pages) {
    log(`Measuring ${path}…`)
    const cached = await ttfb(path, false)
    const fresh = await ttfb(path, true)
    const weight = await weigh(browser, path)
    const lh = await lighthouse(path)
    if (lh.failed.length) notes.push(`${path}: ${lh.failed.join(', ')}`)
    rows.push({ path, cached, fresh, ...weight, ...lh })
  }

  const line = (label, target, beforeValue, pick, digits = 0, better = 'max') => {
    const row = { metric: label, target, 'before (/)': beforeValue }
    for (const r of rows) {
      const value = pick(r)
      const ok = target === '' ? '' : better === 'max' ? value >= target : value <= target
      row[r.path] = `${fmt(value, digits)}${ok === '' ? '' : ok ? ' ✓' : ' ✗'}`
    }
    return row
  }
  console.table([
    line('Lighthouse performance', targets.perf, before.perf, (r) => r.perf),
    line('Lighthouse accessibility', targets.a11y, '–', (r) => r.a11y),
    line('Lighthouse best practices', targets.bp, '–', (r) => r.bp),
    line('Lighthouse SEO', targets.seo, before.seo, (r) => r.seo),
    line('FCP s', '', before.fcp, (r) => r.fcp, 2),
    line('LCP s', targets.lcp, before.lcp, (r) => r.lcp, 2, 'min'),
    line('TBT ms', targets.tbt, before.tbt, (r) => r.tbt, 0, 'min'),
    line('CLS', targets.cls, '–', (r) => r.cls, 3, 'min'),
    line('Speed Index s', '', before.si, (r) => r.si, 2),
    line('JS kB gzip before load', targets.jsLoad, before.jsLoad, (r) => r.jsLoad, 1, 'min'),
    line('JS kB gzip after idle', targets.jsIdle, before.jsIdle, (r) => r.jsIdle, 1, 'min'),
    line('JS requests before load', targets.jsRequests, before.jsRequests, (r) => r.jsRequests, 0, 'min'),
    line('requests before load (all)', '', '–', (r) => r.requestsLoad),
    line('requests after idle (all)', '', '–', (r) => r.requestsIdle),
    line('API/i18n requests before load', '', '5', (r) => r.apiBeforeLoad),
    line('TTFB ms, edge cache hit', '', '–', (r) => r.cached, 1),
    line('TTFB ms, rendered fresh', '', '–', (r) => r.fresh, 1),
  ])
  if (notes.length) console.log(`Lighthouse audits below 100 (non-performance):\n  ${notes.join('\n  ')}`)
  console.log(`Lighthouse mobile profile, median of ${runs} runs, Chromium ${chrome}, through a gzip proxy.`)
} finally {
  await browser?.close()
  proxy?.close()
  server?.stop()
  rmSync(state, { recursive: true, force: true })
}
