import 'virtual:uno.css'
import './styles.css'
import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { initI18n } from './lib/i18n'
import { readPageData } from './lib/page-data'
import { RenderTime } from './lib/render-time'
import { createAppRouter, createQueryClient } from './router'

/**
 * A public page arrives rendered by the Worker with its data (docs/decisions/009): seed i18next and the
 * query cache from it, load the matched route's code, and take over the markup. Logged-in screens come
 * as the empty shell and render here.
 */
const page = readPageData()
const queryClient = createQueryClient()
if (page) hydrate(queryClient, page.queries)
const i18n = await initI18n(page?.resources)
const router = createAppRouter({ queryClient, i18n })

const app = (
  <StrictMode>
    <RenderTime.Provider value={page?.renderedAt ?? 0}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RenderTime.Provider>
  </StrictMode>
)

const root = document.getElementById('root')
if (root && page) {
  await router.load()
  // As the router's own SSR hydration does: render the matches without the client-only Suspense
  // boundary the server did not render, so the tree matches the HTML.
  Object.assign(router, { ssr: { manifest: undefined } })
  // Everything above resolves without the network, so this runs before the load event: a tap that
  // lands from here on is handled (React replays it once its part has hydrated).
  performance.mark('app:hydrate')
  hydrateRoot(root, app)
} else if (root) {
  createRoot(root).render(app)
}
