// `npm test`: every test — lint, typecheck, unit, workerd integration, Playwright e2e in Chromium.
// Installs what it needs (npm packages, Debian chromium) and fails loudly when it cannot.
import { existsSync } from 'node:fs'
import { ensureDependencies, log, run } from './lib.mjs'

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

ensureDependencies()
ensureChromium()
log('Building (also generates the route tree the typecheck reads)…')
run('npm', ['run', '--silent', 'build'])
log('Lint and format (biome)…')
run('npm', ['run', '--silent', 'lint'])
log('Typecheck (tsc -b)…')
run('npm', ['run', '--silent', 'typecheck'])
log('Unit and workerd integration tests (vitest)…')
run('npx', ['vitest', 'run'])
log('End-to-end tests in Chromium (Playwright)…')
run('npm', ['run', '--silent', 'test:e2e'])
console.log('\n✔ All test suites passed.')
