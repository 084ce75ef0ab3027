// What a browser really downloads for the home page: serves the built product, opens `/` in Chromium
// (desktop 1280 px and mobile 375 px), and sums the gzipped size of every JS file it fetched, split into
// "before the load event" (what the first paint needs) and "after idle" (chunks the page loads right after,
// e.g. the React Aria search box). Only prints; never fails.
//   npx vite build && node bench/first-page.mjs [--port N]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'
import { root, run, start, waitForHttp } from '../scripts/lib.mjs'

const portArg = process.argv.indexOf('--port')
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 8808
const base = `http://127.0.0.1:${port}`
const target = 170
const state = mkdtempSync(join(tmpdir(), 'first-page-'))
let server
let browser
try {
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    quiet: true,
  })
  run('node', ['scripts/seed.mjs', '--persist-to', state], { quiet: true })
  server = start('npx', ['vite', 'preview', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], {
    env: { PERSIST_DIR: state },
    stdio: 'ignore',
  })
  await waitForHttp(`${base}/api/categories`)
  browser = await chromium.launch(chromiumLaunchOptions)
  const rows = []
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } })
    const files = []
    let loaded = false
    page.on('load', () => {
      loaded = true
    })
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.endsWith('.js')) files.push({ path, beforeLoad: !loaded })
    })
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000)
    let beforeLoad = 0
    let total = 0
    for (const file of files) {
      const size = gzipSync(readFileSync(join(root, 'dist/client', file.path)), { level: 9 }).length / 1000
      total += size
      if (file.beforeLoad) beforeLoad += size
    }
    rows.push({
      viewport: `${width} px`,
      'JS files': files.length,
      'before load, kB gzip': beforeLoad.toFixed(1),
      'after idle, kB gzip': total.toFixed(1),
      [`before load ≤ ${target}`]: beforeLoad <= target ? 'OK' : 'OVER',
    })
    await page.close()
  }
  console.table(rows)
} finally {
  await browser?.close()
  server?.stop()
  rmSync(state, { recursive: true, force: true })
}
