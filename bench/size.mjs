// Prints the gzipped JavaScript the first page (/) loads and the largest lazily loaded chunk.
//   npx vite build && node bench/size.mjs [--dist DIR]
// First page = the scripts and modulepreloads of dist/client/index.html plus everything they import
// statically (followed recursively), plus the lazy component chunk of the `/` route; every other
// dynamic import() target is a route chunk. It only measures and
// prints OK/OVER against the targets; it never fails the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from '../scripts/lib.mjs'

const i = process.argv.indexOf('--dist')
const client = resolve(i > 0 ? process.argv[i + 1] : join(root, 'dist'), 'client')
const targets = { firstPageKb: 170, chunkKb: 50 }

const indexHtml = join(client, 'index.html')
if (!existsSync(indexHtml)) {
  console.error(`✖ ${indexHtml} is missing: run \`npx vite build\` first.`)
  process.exit(1)
}

const kb = (bytes) => bytes / 1000
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const html = readFileSync(indexHtml, 'utf8')
const entries = [
  ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g),
  ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g),
  ...html.matchAll(/<link\b[^>]*\bhref="([^"]+\.js)"[^>]*\brel="modulepreload"/g),
].map((m) => join(client, m[1].replace(/^\//, '')))

// Static `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; not `import("./x.js")`.
const staticImport = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g
const firstPage = new Set()
function follow(...files) {
  const queue = [...files]
  while (queue.length) {
    const file = queue.shift()
    if (firstPage.has(file) || !existsSync(file)) continue
    firstPage.add(file)
    for (const m of readFileSync(file, 'utf8').matchAll(staticImport))
      queue.push(resolve(dirname(file), m[1]))
  }
}
follow(...entries)

// The `/` route's component is code-split (autoCodeSplitting), so the router fetches it right after the
// entry: it belongs to the first page too. In the generated route tree each route's lazy imports come
// just before its `.update({id:'/', path:'/', …})`; take the imports of the segment that ends in id `/`.
const entryCode = entries.filter(existsSync).map((f) => [f, readFileSync(f, 'utf8')])
const routeLazy = []
for (const [file, code] of entryCode) {
  const segments = code.split(/\.update\(\{id:/)
  for (let k = 1; k < segments.length; k++) {
    if (!/^[`'"]\/[`'"]/.test(segments[k])) continue
    const before = segments[k - 1].slice(segments[k - 1].lastIndexOf('.update(') + 1)
    for (const m of before.matchAll(/\bimport\(\s*[`'"](\.{1,2}\/[^`'"]+\.js)[`'"]\s*\)/g)) {
      routeLazy.push(resolve(dirname(file), m[1]))
    }
  }
}
if (!routeLazy.length)
  console.warn('! The lazy chunk of the / route was not found; counting static imports only.')
follow(...routeLazy)

const assets = join(client, 'assets')
const allJs = readdirSync(assets, { recursive: true })
  .filter((f) => String(f).endsWith('.js'))
  .map((f) => join(assets, String(f)))
const firstPageRows = [...firstPage].map((f) => ({ file: relative(client, f), gzip: gzipSize(f) }))
const chunkRows = allJs
  .filter((f) => !firstPage.has(f))
  .map((f) => ({ file: relative(client, f), gzip: gzipSize(f) }))
  .sort((a, b) => b.gzip - a.gzip)

const firstPageTotal = firstPageRows.reduce((s, r) => s + r.gzip, 0)
const largest = chunkRows[0]
const verdict = (value, limit) => (value <= limit ? 'OK' : 'OVER')

console.log('First page (/) JavaScript, gzip:')
console.table(firstPageRows.map((r) => ({ file: r.file, 'kB gzip': Number(kb(r.gzip).toFixed(1)) })))
console.log('Largest lazily loaded chunks, gzip:')
if (chunkRows.length) {
  console.table(
    chunkRows.slice(0, 5).map((r) => ({ file: r.file, 'kB gzip': Number(kb(r.gzip).toFixed(1)) })),
  )
} else console.log('  (none: every chunk is on the first page)')
console.table([
  {
    measure: 'first-page JS',
    'kB gzip': Number(kb(firstPageTotal).toFixed(1)),
    target: `≤ ${targets.firstPageKb}`,
    result: verdict(kb(firstPageTotal), targets.firstPageKb),
  },
  {
    measure: `largest route chunk (${largest?.file ?? 'none'})`,
    'kB gzip': Number(kb(largest?.gzip ?? 0).toFixed(1)),
    target: `≤ ${targets.chunkKb}`,
    result: verdict(kb(largest?.gzip ?? 0), targets.chunkKb),
  },
])
