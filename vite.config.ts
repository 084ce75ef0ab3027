import { cloudflare } from '@cloudflare/vite-plugin'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { renderedRoutes } from './web/rendered-routes'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Server-rendered routes stay in the entry chunk: the browser hydrates them without first
      // fetching their code, so a click or keystroke right after the page appears is never lost.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (renderedRoutes.has(routeId) ? [] : undefined),
      },
      routesDirectory: './web/routes',
      generatedRouteTree: './web/routeTree.gen.ts',
    }),
    react(),
    // React Aria ships strings for 30+ locales; keep only ours.
    { ...optimizeLocales.vite({ locales: ['da-DK', 'en-US'] }), enforce: 'pre' },
    UnoCSS(),
    // PERSIST_DIR lets e2e and bench runs use a database of their own.
    cloudflare({ persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true }),
  ],
  build: { sourcemap: false },
})
