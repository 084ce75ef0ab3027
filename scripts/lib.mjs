// Shared by the start and test scripts: they run before dependencies exist, so only Node built-ins here.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:net'

export const root = new URL('..', import.meta.url).pathname
// Offline by design: no telemetry, no fetch of Cloudflare's Request.cf sample.
export const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
}

/** The value after `--name` on the command line; the fallback when the option or its value is missing. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}

/**
 * Local runs name their environment: wrangler.toml's top level is production (what `wrangler deploy`
 * gets), `[env.development]` turns on the fakes and /dev/*. The vite plugin reads this at build time.
 */
export const developmentBuild = { CLOUDFLARE_ENV: 'development' }

/** The APP_ENV the last `vite build` in dist/ was made for (the config `vite preview` serves), or null. */
export function builtAppEnv() {
  try {
    const pointer = JSON.parse(readFileSync(`${root}.wrangler/deploy/config.json`, 'utf8'))
    const config = JSON.parse(
      readFileSync(new URL(pointer.configPath, `file://${root}.wrangler/deploy/`), 'utf8'),
    )
    return config.vars?.APP_ENV ?? null
  } catch {
    return null
  }
}

export function log(message) {
  console.log(`\n▶ ${message}`)
}

/** Reports a script's failure as one line (no stack) and makes the script exit non-zero; its `finally` still cleans up. */
export function fail(message) {
  console.error(`✖ ${message}`)
  process.exitCode = 1
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...env, ...options.env },
  })
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    if (!options.allowFailure) process.exit(result.status || 1)
  }
  return result.status === 0
}

/** Starts a long-running process in its own process group, so `stop()` ends it and its children. */
export function start(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: options.stdio ?? 'inherit',
    env: { ...env, ...options.env },
    detached: true,
  })
  child.stop = (signal = 'SIGTERM') => {
    try {
      process.kill(-child.pid, signal)
    } catch {}
  }
  return child
}

/** npm install when node_modules is missing or older than package.json / package-lock.json. */
export function ensureDependencies() {
  const marker = `${root}node_modules/.package-lock.json`
  const stale =
    !existsSync(marker) ||
    ['package.json', 'package-lock.json'].some(
      (f) => existsSync(`${root}${f}`) && statSync(`${root}${f}`).mtimeMs > statSync(marker).mtimeMs,
    )
  if (!stale) return
  log('Installing dependencies (npm install)…')
  // Not `npm ci`: this npm writes lockfiles without other platforms' optional packages, which ci rejects.
  run('npm', ['install', '--no-audit', '--no-fund'])
}

/**
 * Exits unless nothing listens on `port` now: a run must never measure or test another server left
 * there (its answers would look like ours).
 */
export async function exitUnlessPortFree(port, what = 'the run') {
  const free = await new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
  if (free) return
  console.error(
    `✖ Port ${port} is in use: ${what} would talk to whatever answers there. Stop it, or choose another port.`,
  )
  process.exit(1)
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

export function demoLogins() {
  try {
    return JSON.parse(readFileSync(`${root}scripts/demo-logins.json`, 'utf8'))
  } catch {
    return []
  }
}
