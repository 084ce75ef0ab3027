// `npm start`: install what is missing, migrate and seed the local D1, build, serve on :8787.
import { demoLogins, developmentBuild, ensureDependencies, log, run, start, waitForHttp } from './lib.mjs'

const port = 8787
ensureDependencies()
log('Applying migrations to the local D1…')
run('npm', ['run', '--silent', 'db:migrate'])
log('Seeding demo data (idempotent)…')
run('npm', ['run', '--silent', 'db:seed'])
log('Building the Worker and the web app (environment: development, with local fakes)…')
run('npm', ['run', '--silent', 'build'], { env: developmentBuild })
log('Starting the server…')
const server = start('npm', ['run', '--silent', 'serve'])
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal))
server.on('exit', (code) => process.exit(code ?? 0))

await waitForHttp(`http://localhost:${port}/api/categories`)
console.log(`\n✔ Opgavetorvet is running at http://localhost:${port}\n`)
const logins = demoLogins()
if (logins.length) {
  console.log('Demo log-ins:')
  const width = Math.max(...logins.map((l) => l.email.length))
  for (const l of logins) console.log(`  ${l.role.padEnd(9)} ${l.email.padEnd(width)}  ${l.password}`)
}
console.log('\nPress Ctrl+C to stop.')
