import { dehydrate, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider, rootRouteId } from '@tanstack/react-router'
import i18next from 'i18next'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { catalogs } from '../domain/locales'
import { setApiTransport } from './lib/api'
import { i18nOptions, setLocaleSource } from './lib/i18n'
import { pageDataId, serializePageData, shellDataId } from './lib/page-data'
import { RenderTime } from './lib/render-time'
import { fullTitle } from './lib/seo'
import { meQuery } from './lib/session'
import { renderedRoutes } from './rendered-routes'
import { createAppRouter, createQueryClient } from './router'
import type { RenderApp, RenderedHead, ServerSeams } from './ssr-entry'

/** Called once per isolate by the Worker: per-request locale and API calls, from its request scope. */
export function installServerSeams(seams: ServerSeams) {
  setLocaleSource(seams.locale)
  setApiTransport(seams.fetchApi)
}

type I18nWithReport = { reportNamespaces?: { getUsedNamespaces(): string[] } }
type Matches = ReturnType<typeof createAppRouter>['state']['matches']

function headOf(matches: Matches, notFoundTitle?: string): RenderedHead {
  const meta = matches.flatMap((m) => m.meta ?? [])
  const named = (name: string) =>
    meta.findLast((m) => m && 'name' in m && m.name === name)?.content as string | undefined
  return {
    title: meta.map((m) => m?.title).findLast(Boolean) ?? fullTitle(notFoundTitle),
    description: named('description') ?? '',
    noindex: Boolean(notFoundTitle) || (named('robots')?.includes('noindex') ?? false),
  }
}

/**
 * Renders the app for one request (docs/decisions/009): a memory-history router runs the matched
 * routes' loaders, react-dom/server renders the tree, and the catalogs and query cache it used become
 * the page data. Routes not in `renderedRoutes` answer `shell` (the browser renders them) with who is
 * logged in.
 */
export const renderApp: RenderApp = async ({ path, locale, now }) => {
  const i18n = i18next.createInstance()
  const resources = catalogs[locale] as Record<string, object>
  await i18n.init({ ...i18nOptions(locale), ns: Object.keys(resources), resources: { [locale]: resources } })
  // The namespaces the loaders asked for go with the page too: the client's loaders ask again before
  // hydrating, and must not wait for a fetch.
  const loaded = new Set<string>(['common'])
  const loadNamespaces = i18n.loadNamespaces.bind(i18n)
  i18n.loadNamespaces = (ns, callback) => {
    for (const name of [ns].flat()) loaded.add(name)
    return loadNamespaces(ns, callback)
  }
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient, i18n }, createMemoryHistory({ initialEntries: [path] }))

  const matched = router.matchRoutes(router.state.location)
  const leaf = matched.at(-1)
  const known = leaf !== undefined && leaf.routeId !== rootRouteId
  if (known && !renderedRoutes.has(leaf.routeId)) {
    await queryClient.prefetchQuery(meQuery())
    const json = serializePageData({ queries: dehydrate(queryClient) })
    queryClient.clear()
    return {
      kind: 'shell',
      routeIds: matched.map((m) => m.routeId),
      data: `<script type="application/json" id="${shellDataId}">${json}</script>`,
    }
  }

  await router.load()
  // As the router's own request handler does: a redirect thrown by a guard or a loader is the answer.
  const served = router._serverResult
  if (served?.type === 'redirect') {
    queryClient.clear()
    const location = served.redirect.headers.get('Location') ?? '/'
    // Only ever a path on this site (the router resolves same-origin targets to their path).
    return {
      kind: 'redirect',
      location: location.startsWith('/') && !location.startsWith('//') ? location : '/',
    }
  }
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RenderTime.Provider value={now}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </RenderTime.Provider>
      </I18nextProvider>
    </StrictMode>,
  )
  const { matches } = router.state
  const failed = matches.some((m) => m.status === 'error')
  const missing = !known || matches.some((m) => m.status === 'notFound' || m._notFound)
  // react-i18next records which namespaces the components asked for: exactly what hydration needs.
  const used = new Set([...loaded, ...((i18n as I18nWithReport).reportNamespaces?.getUsedNamespaces() ?? [])])
  const json = serializePageData({
    locale,
    resources: Object.fromEntries([...used].map((ns) => [ns, resources[ns] ?? {}])),
    queries: dehydrate(queryClient),
    renderedAt: now,
  })
  queryClient.clear()
  const data = `<script type="application/json" id="${pageDataId}">${json}</script>`
  return {
    kind: 'page',
    status: failed ? 500 : missing ? 404 : 200,
    html,
    data,
    head: headOf(matches, missing ? i18n.t('notFound::title') : undefined),
    routeIds: matches.map((m) => m.routeId),
  }
}
