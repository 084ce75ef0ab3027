/**
 * The pages the Worker renders with their content (docs/decisions/009), by route id. Every other
 * route gets the shell and renders in the browser. Read by the server renderer and by the build, which
 * keeps these routes' code in the entry chunk (hydration never waits for a route chunk).
 */
export const renderedRoutes: ReadonlySet<string> = new Set([
  '/',
  '/createjob/',
  '/createjob/$slug',
  '/guarantees/$slug',
  '/om-os',
  '/kontakt',
  '/handelsbetingelser',
  '/privatlivspolitik',
  '/cookiepolitik',
  '/for-firmaer',
  '/$slug',
  // The logged-in first screens (issue 21): their list is in the HTML, for the caller of the request.
  '/firma/opgaver',
  '/bruger/opgaver',
])

/**
 * The build writes, per route id, the chunks its split code needs into the built `index.html` as
 * `<!--route-chunks {json}-->`; the Worker preloads those of the routes it rendered (vite/route-chunks.ts).
 */
export const routeChunksMarker = 'route-chunks'

/**
 * The note's entry for the chunks the entry script imports (the vendor chunk): the shell of a
 * client-rendered screen preloads them first, as nothing paints before they have run.
 */
export const entryImportsKey = '(entry)'

/**
 * The note's entry for the first script of a server-rendered page (web/boot.ts, an entry of its own): the
 * Worker puts it where the app's entry script was, and the app's script waits in a template for it.
 */
export const bootKey = '(boot)'
