import { cloudflare } from '@cloudflare/vite-plugin'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { fullCalendarWithoutIconFont } from './vite/fullcalendar-icon-font'
import { routeChunks } from './vite/route-chunks'
import { renderedRoutes } from './web/rendered-routes'

export default defineConfig(({ command }) => ({
  // `npm run dev` only (never a build, a preview or the tests): the Worker's CSP lets Vite's inline
  // module preamble and injected styles run (worker/lib/security-headers.ts).
  define: { __VITE_DEV_SERVER__: JSON.stringify(command === 'serve' && !process.env.VITEST) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A server-rendered route's component is its own chunk, preloaded beside the entry by the page
      // (vite/route-chunks.ts) and loaded before hydration; its not-found component stays with the
      // route, as the router only preloads `component` before rendering.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (renderedRoutes.has(routeId) ? [['component']] : undefined),
      },
      routesDirectory: './web/routes',
      generatedRouteTree: './web/routeTree.gen.ts',
    }),
    react(),
    // React Aria ships strings for 30+ locales; keep only ours.
    { ...optimizeLocales.vite({ locales: ['da-DK', 'en-US'] }), enforce: 'pre' },
    UnoCSS(),
    fullCalendarWithoutIconFont(),
    routeChunks(),
    // PERSIST_DIR lets e2e and bench runs use a database of their own.
    cloudflare({ persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true }),
  ],
  build: {
    sourcemap: false,
    // No `<link rel="modulepreload">` for the entry's imports in index.html (issue 21): about 19 of them
    // ahead of the stylesheet made ~230 kB of JavaScript compete with the first paint of a server-rendered
    // page. The entry's imports arrive as the entry asks for them; the Worker preloads the rendered
    // route's own chunks after the stylesheet (vite/route-chunks.ts). Lazy chunks keep their preloads.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
  },
}))
