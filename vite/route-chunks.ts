import { relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { bootKey, entryImportsKey, routeChunksMarker } from '../web/rendered-routes'

/**
 * Build-time half of the rendered pages' code splitting (docs/decisions/009), client build only: for each
 * route, the chunks its split code needs (beyond what the entry already loads) are written into the built
 * `index.html` as a comment. The Worker turns the comment into `<link rel="modulepreload">` tags for the
 * routes it rendered, so the browser fetches a page's route code beside the entry, not after it, and
 * hydration does not wait for a second round trip.
 */

const root = resolve(import.meta.dirname, '..')
const routesDir = resolve(root, 'web/routes')

/** The TanStack route id of a route file: `createjob/$slug.tsx` → `/createjob/$slug`, `index.tsx` → `/`. */
export function routeIdOfFile(file: string): string | undefined {
  const rel = relative(routesDir, file.split('?')[0] ?? file).replaceAll('\\', '/')
  if (rel.startsWith('..') || !/\.tsx?$/.test(rel)) return undefined
  // A flat route file's dots are path separators: `bookings.$contactId.tsx` is `bookings/$contactId`.
  const path = rel.replace(/\.tsx?$/, '').replaceAll('.', '/')
  if (path === 'index') return '/'
  if (path.endsWith('/index')) return `/${path.slice(0, -'index'.length)}`
  if (path.endsWith('/route')) return `/${path.slice(0, -'/route'.length)}`
  return `/${path}`
}

/**
 * Code every page starts with, gathered into one `vendor` chunk: the libraries hydration runs on, and every
 * app module the entry imports statically (API transport, i18n, schemas, the features' queries and search
 * params the route files use). Left to itself, Rolldown cuts them into some twenty small chunks (each a
 * separate request before the first paint of every page, issue 21), because lazy chunks share them. An app
 * module only a lazy chunk imports (the admin's contract, say) stays out, and so do the locale catalogs
 * and data files the entry loads on demand.
 */
const startupLibraries =
  /node_modules\/(react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|valibot|@tanstack\/[^/]+)\/|vite\/preload-helper/
const appCode = /\/(web|domain)\/[^?]*\.tsx?$/
const notStartupCode = /\/domain\/(data|locales)\//
const entryModule = resolve(root, 'web/main.tsx')
/** A server-rendered page's first script: an entry of its own that imports nothing (web/boot.ts). */
const bootModule = resolve(root, 'web/boot.ts')
const featureBarrel = /\/web\/features\/[^/]+\/index\.tsx?$/

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null
}

/** The app's own modules the entry imports statically (libraries are not walked: their barrels). */
function entryAppModules(graph: ModuleGraph): Set<string> {
  const seen = new Set<string>()
  const queue = [entryModule]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    // A feature's barrel (`features/x/index.ts`) is not walked: a route's loader that imports one query
    // through it would otherwise pull every component the barrel names (and their React Aria) into the
    // startup chunk, although tree-shaking leaves the entry needing the query alone.
    if (seen.has(id) || id.includes('/node_modules/') || featureBarrel.test(id)) continue
    seen.add(id)
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * The stylesheet ahead of the entry script in the built page: a server-rendered page paints with the CSS
 * alone, and the route preloads the Worker adds at `</head>` come after it.
 */
export function stylesheetsFirst(html: string): string {
  const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? []
  const without = sheets.reduce((page, sheet) => page.replace(sheet, ''), html)
  return without.replace(/([ \t]*)<script type="module"/, (script, indent: string) =>
    [...sheets.map((sheet) => `${indent}${sheet.trim()}\n`), script].join(''),
  )
}

/**
 * The form kit and the small dialog parts every form screen draws, with the React Aria hooks they need
 * beyond the startup chunk, as one chunk. Left to itself, Rolldown cut them into some fifteen chunks of a
 * few hundred bytes, because each screen uses another mix; every one was a request before a logged-in
 * screen's first paint (issue 21). The date picker stays lazy, and a module only ever loaded lazily keeps
 * its own chunk, so the group never makes it load early.
 */
const formKitCode = /\/web\/components\/(form\/(?!DateField|date\.)|ui\/(CloseButton|DialogCard|RoleAlert)\.)/
const formKit = (id: string, graph: ModuleGraph) =>
  formKitCode.test(id) && graph.getModuleInfo(id)?.dynamicImporters.length === 0 ? 'form-kit' : null

/**
 * The domain's pure rules (money, phone numbers, dates) that are not startup code, as one small chunk of
 * their own: a page that formats an amount must not load the form kit because the form kit formats
 * amounts too.
 */
const domainRules = /\/domain\/rules\/[^?]*\.ts$/

/**
 * Small presentational parts that public pages and the form kit both draw (a card section): in the startup
 * chunk, a few hundred bytes, rather than captured by the form kit's group as one of its imports, which
 * made the company profile load the whole form kit (issue 21).
 */
const sharedParts = /\/web\/components\/ui\/Section\.tsx$/

/** A feature's page component: it belongs to its route's lazy chunk, never to the code every page starts with. */
const startupPage = /\/web\/features\/[^/]+\/components\/[^/]*Page\.tsx$/

export function routeChunks(): Plugin {
  let startup: Set<string> | undefined
  const vendor = (id: string, graph: ModuleGraph) => {
    if (startupLibraries.test(id) || sharedParts.test(id)) return 'vendor'
    startup ??= entryAppModules(graph)
    return startup.has(id) && appCode.test(id) && !notStartupCode.test(id) ? 'vendor' : null
  }
  return {
    name: 'opgavetorvet:route-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              input: { index: resolve(root, 'index.html'), boot: bootModule },
              output: {
                codeSplitting: {
                  groups: [
                    { name: vendor, debugName: 'vendor' },
                    { name: 'rules', test: domainRules },
                    { name: formKit, debugName: 'form-kit' },
                  ],
                },
              },
            },
          },
        },
      },
    }),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
        const byFile = new Map(chunks.map((c) => [c.fileName, c]))
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId !== bootModule)
        if (!entry) this.error('route-chunks: no entry chunk')
        const boot = chunks.find((c) => c.isEntry && c.facadeModuleId === bootModule)
        if (!boot || boot.imports.length > 0)
          this.error('route-chunks: web/boot.ts must be a chunk that imports nothing')
        const withImports = (files: string[]) => {
          const seen = new Set<string>()
          const queue = [...files]
          for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
            if (seen.has(file)) continue
            seen.add(file)
            queue.push(...(byFile.get(file)?.imports ?? []))
          }
          return seen
        }
        const loaded = withImports([entry.fileName])
        // A route file's static import of a module that also holds a page pulls the page into every
        // first load (it happened to the inbox); its route should import the page's options only.
        const pagesAtStartup = chunks
          .filter((chunk) => loaded.has(chunk.fileName))
          .flatMap((chunk) => chunk.moduleIds.filter((id) => startupPage.test(id)))
        if (pagesAtStartup.length > 0)
          this.error(`route-chunks: a page is in the startup code: ${pagesAtStartup.join(', ')}`)
        const perRoute: Record<string, string[]> = {
          [entryImportsKey]: [...loaded].filter((file) => file !== entry.fileName),
          [bootKey]: [boot.fileName],
        }
        for (const chunk of chunks) {
          const routeId = chunk.facadeModuleId?.includes('tsr-split')
            ? routeIdOfFile(chunk.facadeModuleId)
            : undefined
          if (!routeId) continue
          const files = [...withImports([chunk.fileName])].filter((f) => !loaded.has(f))
          perRoute[routeId] = [...new Set([...(perRoute[routeId] ?? []), ...files])].sort()
        }
        const html = bundle['index.html']
        if (html?.type !== 'asset') this.error('route-chunks: no index.html in the client bundle')
        html.source = stylesheetsFirst(String(html.source)).replace(
          '</head>',
          () => `<!--${routeChunksMarker} ${JSON.stringify(perRoute)}-->\n  </head>`,
        )
      },
    },
  }
}
