import 'virtual:uno.css'
import './styles.css'
import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { copenhagenClock } from '../domain/rules/copenhagen-time'
import { setAriaLocale } from './components/layout/AriaLocale'
import {
  noteEarlyInput,
  releaseEarlyPresses,
  replayEarlyInput,
  replayEarlyPresses,
  whenHydrated,
} from './lib/early-input'
import { initI18n } from './lib/i18n'
import { readPageData, readShellData } from './lib/page-data'
import { RenderTime } from './lib/render-time'
import { createAppRouter, createQueryClient } from './router'

/**
 * A public page arrives rendered by the Worker with its data (docs/decisions/009): seed i18next and the
 * query cache from it, load the matched route's code, and take over the markup. Logged-in screens come
 * as the empty shell, with who is logged in, and render here.
 */
setAriaLocale()
const page = readPageData()
const queryClient = createQueryClient()
const cached = page ?? readShellData()
if (cached) hydrate(queryClient, cached.queries)
/** What the visitor typed into the server's markup before hydration, typed again once it is done. */
let earlyInput: ReturnType<typeof noteEarlyInput> = []
/** The server's buttons pressed before hydration (held since web/boot.ts ran), pressed again once it is done. */
const pageRoot = document.getElementById('root')
let heldPresses: HTMLButtonElement[] = []
performance.mark('app:entry')

/**
 * While React hydrates, a query that mounts does not refetch. A page's data came with it, but a cached page
 * may be older than a query's `staleTime` (who is logged in is asked again after a minute); a query that began
 * to fetch as it mounted had a new result at once, and React rendered every part that reads it again,
 * synchronously, inside the hydration's commit: one task of some 100 ms on Lighthouse's phone on
 * /createjob (issue 21). The stale ones are refetched once the page's content has hydrated (after the
 * root: it is the route's Suspense boundary); a part re-renders then only if what it reads changed.
 */
let releaseRefetches = () => {}
function holdRefetchesWhileHydrating() {
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: false } })
  releaseRefetches = () => {
    releaseRefetches = () => {}
    queryClient.setDefaultOptions(defaults)
    void queryClient.refetchQueries({ type: 'active', stale: true })
  }
}

/**
 * Marks the document once React has committed the first render, and gives the visitor's early typing and
 * presses to the app: the e2e journeys wait for `html[data-hydrated]` before using a page.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    const presses = heldPresses
    replayEarlyInput(earlyInput, () => replayEarlyPresses(presses))
    earlyInput = []
    heldPresses = []
    // The page's own content hydrates after this root commit (the route's Suspense boundary).
    whenHydrated(document.getElementById('main')?.firstElementChild, releaseRefetches)
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return children
}

/** Whether the server's HTML is the page at the router's address (`serverDraws`, web/router.tsx). */
function serverDrew(router: ReturnType<typeof createAppRouter>): boolean {
  const { matches, location } = router.state
  return matches.every((match) => match.staticData.serverDraws?.(location.hash) ?? true)
}

/**
 * Ends the current task so the browser can paint and take input before the next start-up step: module
 * evaluation, i18n, the router and hydration were one task of some 200 ms on a phone, all of it blocking
 * time (issue 21). `scheduler.yield` keeps the continuation ahead of other queued work where it exists.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

// A function, not top-level await: a module with top-level await turns off the bundler's chunk
// merging, and the page would start with dozens of tiny chunks.
async function start() {
  await nextTask()
  // Every page reads the Copenhagen clock while it hydrates (the online banner). ICU's data is loaded
  // already (web/boot.ts, before the first paint); making the Copenhagen formatter itself still takes a
  // few milliseconds, here in a task of its own rather than inside a hydration slice.
  copenhagenClock(Date.now() / 1000)
  await nextTask()
  const i18n = await initI18n(page?.resources)
  await nextTask()
  const router = createAppRouter({ queryClient, i18n })
  const app = (
    <StrictMode>
      <MarkHydrated>
        <RenderTime.Provider value={page?.renderedAt ?? 0}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </RenderTime.Provider>
      </MarkHydrated>
    </StrictMode>
  )

  const root = pageRoot
  if (root && page) {
    await nextTask()
    // The page's route code (preloaded beside the entry) is evaluated in a task of its own, not inside
    // the router's load with its loaders and matching.
    const [matched] = router.getMatchedRoutes(router.state.location.pathname)
    await Promise.all(matched.map((route) => router.loadRouteChunk(route)))
    await nextTask()
    await router.load()
    await nextTask()
    if (!serverDrew(router)) {
      // The server drew another page than the address asks for (it never sees the fragment): taken over,
      // React would report the mismatch and throw the markup away after the page counted as hydrated, a
      // tap on it with it. Rendered here instead, the page is marked hydrated once it shows what was asked
      // for; a press held on the server's buttons (of the page that goes) is dropped.
      releaseEarlyPresses(() => {})
      startTransition(() => createRoot(root).render(app))
      return
    }
    // As the router's own SSR hydration does: render the matches without the client-only Suspense
    // boundary the server did not render, so the tree matches the HTML.
    Object.assign(router, { ssr: { manifest: undefined } })
    // Everything above resolves without waiting on the network (the route's chunks are preloaded by
    // the page), a few short tasks after the entry ran: a tap that lands from here on is handled (React
    // hydrates the part it lands on at once, then replays it). Before now, only the browser saw the
    // fields (what was typed is noted and typed again after hydration, lib/early-input.ts) and a press
    // on a button was held, to be pressed again then.
    performance.mark('app:hydrate')
    earlyInput = noteEarlyInput(root)
    heldPresses = releaseEarlyPresses((button) => replayEarlyPresses([button]))
    holdRefetchesWhileHydrating()
    // As a transition, hydration is cut into short slices between which the browser can paint and
    // take input, instead of one long task of every React Aria field on the page (issue 21's blocking
    // time on /createjob).
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else if (root) {
    createRoot(root).render(app)
  }
}

void start()
