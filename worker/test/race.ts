import { env } from 'cloudflare:test'
import { createApp } from '../app'

/**
 * The local D1 with a write that lands between a use case's reads and its batch: `before` runs once,
 * just before the first `batch` sent through this binding, and on the real binding (so its own batches
 * are not delayed). Proves that a guard sits in the write statement itself, not in a read before it.
 */
export function d1WithWriteBeforeBatch(before: () => Promise<unknown>): D1Database {
  let pending = true
  return new Proxy(env.DB, {
    get(target, key) {
      if (key === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          if (pending) {
            pending = false
            await before()
          }
          return target.batch(statements)
        }
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** `call` (test/client.ts) through a Worker whose DB binding is `d1`. */
export async function callWithDb(
  d1: D1Database,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; cookie?: string } = {},
) {
  const origin = 'http://localhost:8787'
  const headers: Record<string, string> = { Origin: origin, ...init.headers }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (init.cookie) headers.Cookie = init.cookie
  const res = await createApp().request(
    `${origin}${path}`,
    {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    { ...env, DB: d1 },
  )
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : undefined, text }
}
