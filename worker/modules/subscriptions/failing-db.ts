import type { Database } from '../../lib/db'

/**
 * Test-only: `db` whose next `batch` fails once, as D1 or the Worker can: `before` it reaches D1
 * (nothing written) or `after` it committed (written, but the caller never hears so).
 */
export function failingOnce(db: Database, when: 'before' | 'after'): Database {
  let failed = false
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'batch' || failed) return Reflect.get(target, prop, receiver)
      return async (...args: Parameters<Database['batch']>) => {
        failed = true
        if (when === 'before') throw new Error('injected failure before the batch')
        await target.batch(...args)
        throw new Error('injected failure after the batch')
      }
    },
  })
}
