import { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { i18n } from 'i18next'
import { worthRetrying } from './lib/api'
import { routeTree } from './routeTree.gen'

/** What every route's loader and head get: the query cache and the i18next instance of this page. */
export interface RouterContext {
  queryClient: QueryClient
  /** The browser's one instance; in the Worker, one per rendered request (its language). */
  i18n: i18n
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: worthRetrying, refetchOnWindowFocus: false } },
  })
}

/**
 * Scroll restoration on every render but the one that takes over a server-rendered page: by then a visitor
 * may have scrolled (a phone paints the page well before the app runs) or the browser has put a reload or a
 * #hash in place, and the router would throw them back to the top (a tap on a link that moved away was lost
 * with it). A window still at the top is left to the router, which may restore a place it kept.
 */
function restoresScrollAfterTakeOver() {
  let takingOver = true
  return () => {
    if (!takingOver) return true
    takingOver = false
    return window.scrollX === 0 && window.scrollY === 0
  }
}

/** The one router of the app: the browser's (browser history) and the Worker's (memory history). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Only in the browser: on the server it would write an inline script, which the CSP refuses.
    scrollRestoration: typeof document !== 'undefined' && restoresScrollAfterTakeOver(),
    ...(history ? { history } : {}),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /**
     * A rendered route (web/rendered-routes.ts) whose page depends on the URL's fragment, which the server
     * never sees: whether the server's HTML is the page at this fragment (`hash`, without `#`). Where it is
     * not, the browser renders the page itself instead of taking that HTML over (web/main.tsx).
     */
    serverDraws?: (hash: string) => boolean
  }
}
