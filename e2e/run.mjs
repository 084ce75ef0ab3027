// Starts the built product with a fresh local D1 and KV, runs Playwright, stops it. One copy of the
// product per Playwright worker (E2E_WORKERS, default 2), each on its own port and database: the
// fixtures write straight into a worker's database (e2e/fixtures-db.ts), and the server's SQLite does
// not wait for a lock another process holds (SQLITE_BUSY), so a worker never writes under the other's server.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  builtAppEnv,
  developmentBuild,
  exitUnlessPortFree,
  log,
  run,
  start,
  waitForHttp,
} from '../scripts/lib.mjs'

/** A port nobody listens on now (the neighbours of E2E_PORT may be another run's). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

const port = Number(process.env.E2E_PORT ?? 8790)
await exitUnlessPortFree(port, 'the journeys (set E2E_PORT)')
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
const copies = []
for (let i = 0; i < workers; i++) {
  copies.push({
    port: i === 0 ? port : await freePort(),
    state: mkdtempSync(join(tmpdir(), 'opgavetorvet-e2e-')),
    server: undefined,
  })
}
try {
  // The journeys read /dev/outbox and use the fake Facebook: they need a development build.
  if (builtAppEnv() !== 'development') {
    log('Building for the development environment (dist/ holds no development build)…')
    run('npm', ['run', '--silent', 'build'], { env: developmentBuild })
  }
  for (const copy of copies) {
    log(`Fresh database for e2e in ${copy.state}`)
    run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', copy.state])
    run('node', ['scripts/seed.mjs', '--persist-to', copy.state])
    copy.server = start(
      'npx',
      ['vite', 'preview', '--port', String(copy.port), '--host', '127.0.0.1', '--strictPort'],
      { env: { PERSIST_DIR: copy.state }, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    // One at a time: servers started together can race for the same inspector port.
    await waitForHttp(`http://localhost:${copy.port}/api/categories`)
  }
  const ok = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    // playwright.config.ts gives worker i the i-th URL; e2e/fixtures-db.ts writes into the i-th database.
    env: {
      E2E_BASE_URLS: copies.map((c) => `http://localhost:${c.port}`).join(','),
      E2E_PERSIST_DIRS: copies.map((c) => c.state).join(','),
    },
    allowFailure: true,
  })
  process.exitCode = ok ? 0 : 1
} finally {
  for (const copy of copies) {
    copy.server?.stop()
    rmSync(copy.state, { recursive: true, force: true })
  }
}
