// Starts the built product on its own port with a fresh local D1 and KV, runs Playwright, stops it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { builtAppEnv, developmentBuild, log, run, start, waitForHttp } from '../scripts/lib.mjs'

const port = Number(process.env.E2E_PORT ?? 8790)
const state = mkdtempSync(join(tmpdir(), 'opgavetorvet-e2e-'))
const stateEnv = { PERSIST_DIR: state }
let server
try {
  // The journeys read /dev/outbox and use the fake Facebook: they need a development build.
  if (builtAppEnv() !== 'development') {
    log('Building for the development environment (dist/ holds no development build)…')
    run('npm', ['run', '--silent', 'build'], { env: developmentBuild })
  }
  log(`Fresh database for e2e in ${state}`)
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
  run('node', ['scripts/seed.mjs', '--persist-to', state])
  server = start('npx', ['vite', 'preview', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], {
    env: stateEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForHttp(`http://localhost:${port}/api/categories`)
  const ok = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    // The fixtures (e2e/fixtures.ts) write their users and sessions straight into this database.
    env: { E2E_BASE_URL: `http://localhost:${port}`, E2E_PERSIST_DIR: state },
    allowFailure: true,
  })
  process.exitCode = ok ? 0 : 1
} finally {
  server?.stop()
  rmSync(state, { recursive: true, force: true })
}
