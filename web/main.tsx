import 'virtual:uno.css'
import './styles.css'
import { nextTask } from './lib/next-task'

/**
 * The app's entry (docs/decisions/009). Its code is evaluated in three tasks, not one: React DOM, then the
 * app (the router, the query cache, i18next, the contract's schemas and the route tree), then the start
 * itself. A module graph is evaluated in one go, and the single startup chunk (548 kB) was one task of
 * 90–150 ms on Lighthouse's phone after the first paint of every page, all of it blocking time (issue 21).
 * Both chunks are preloaded beside this one, so the dynamic imports wait on no request.
 */
async function main() {
  await nextTask()
  await import('react-dom/client')
  await nextTask()
  const { start } = await import('./start')
  await nextTask()
  await start()
}

void main()
