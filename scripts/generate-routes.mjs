// Writes web/routeTree.gen.ts from web/routes (the same generator the Vite plugin runs), so
// `npm run typecheck` works on a fresh clone without a build first.
import { Generator, getConfig } from '@tanstack/router-generator'
import { root } from './lib.mjs'

const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: './web/routes',
    generatedRouteTree: './web/routeTree.gen.ts',
  },
  root,
)
await new Generator({ config, root }).run()
