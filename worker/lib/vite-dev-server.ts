/** Replaced by Vite: true only under its dev server (vite.config.ts); absent in a build and in the tests. */
declare const __VITE_DEV_SERVER__: boolean | undefined

/**
 * `npm run dev`: the Worker runs inside Vite's dev server. Never true in a build, so nothing here reaches
 * a deployment (fails closed: any other value of the flag is false).
 */
export const viteDevServer = typeof __VITE_DEV_SERVER__ !== 'undefined' && __VITE_DEV_SERVER__ === true

/**
 * The dev server's own requests (its client, the source modules it transforms, the dependencies it
 * bundled): the Worker answers every other path first (wrangler.toml `run_worker_first`), so under the
 * dev server these go on to the assets, which Vite serves.
 */
export const isViteDevModule = (pathname: string) =>
  /^\/(@vite|@react-refresh|@id|@fs|node_modules|web|domain|__uno)(\/|\.|$)/.test(pathname)
