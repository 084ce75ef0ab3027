// `npm test`: every test — lint, typecheck, unit, workerd integration, Playwright e2e in Chromium.
// Installs what it needs (npm packages, Debian chromium) and fails loudly when it cannot.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { developmentBuild, ensureDependencies, log, root, run } from './lib.mjs'

const chromium = '/usr/bin/chromium'

function ensureChromium() {
  if (existsSync(chromium)) return
  if (process.getuid?.() !== 0) {
    console.error(`✖ ${chromium} is missing. Install it with: sudo apt-get install -y chromium`)
    process.exit(1)
  }
  log('Installing Chromium from Debian (apt-get)…')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } })
  if (!existsSync(chromium)) {
    console.error(`✖ apt-get did not install ${chromium}`)
    process.exit(1)
  }
}

// Each phase's wall time is printed at the end, also when a phase fails (run() exits):
// CI has 90 minutes and we keep the whole run under 30.
const phases = []
let current = null
const secondsSince = (started) => (performance.now() - started) / 1000
function phase(name, body) {
  current = { name, started: performance.now() }
  body()
  phases.push([name, secondsSince(current.started)])
  current = null
}
process.on('exit', () => {
  if (current) phases.push([`${current.name} (failed)`, secondsSince(current.started)])
  const total = phases.reduce((sum, [, seconds]) => sum + seconds, 0)
  const each = phases.map(([name, seconds]) => `${name} ${Math.round(seconds)} s`).join(', ')
  console.log(`\nTime: ${each}; total ${Math.round(total)} s`)
})

phase('dependencies', () => {
  ensureDependencies()
  ensureChromium()
})
phase('build', () => {
  log('Building for development (the e2e journeys use the local fakes; also generates the route tree)…')
  run('npm', ['run', '--silent', 'build'], { env: developmentBuild })
})
phase('lint', () => {
  log('Lint and format (biome)…')
  run('npm', ['run', '--silent', 'lint'])
})
phase('typecheck', () => {
  log('Typecheck (tsc -b)…')
  run('npm', ['run', '--silent', 'typecheck'])
})
const reports = `${root}.tmp`
mkdirSync(reports, { recursive: true })
phase('vitest', () => {
  log('Unit and workerd integration tests (vitest)…')
  run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ])
})
phase('e2e', () => {
  log('End-to-end tests in Chromium (Playwright)…')
  run('npm', ['run', '--silent', 'test:e2e'], { env: { PLAYWRIGHT_JSON: `${reports}/e2e.json` } })
})

// One closing line for CI, counting every test of both runners.
const vitest = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8'))
const e2e = JSON.parse(readFileSync(`${reports}/e2e.json`, 'utf8')).stats
const passed = vitest.numPassedTests + e2e.expected + e2e.flaky
const failed = vitest.numFailedTests + e2e.unexpected
const skipped = vitest.numPendingTests + vitest.numTodoTests + e2e.skipped
console.log(`\n✔ All test suites passed.\n${passed} passed, ${failed} failed, ${skipped} skipped`)
