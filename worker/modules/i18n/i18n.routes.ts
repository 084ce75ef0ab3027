import { Hono } from 'hono'
import { isLocale } from '../../../domain/i18n'
import { catalogs } from '../../../domain/locales'
import type { AppBindings } from '../../env'
import { notFound } from '../../lib/errors'

/** Translation catalogs for i18next at the spec's path; cached an hour, revalidated by ETag per deploy. */
export const i18nRoutes = new Hono<AppBindings>().get('/:lng/:file{[a-z-]+\\.json}', (c) => {
  const lng = c.req.param('lng')
  const ns = c.req.param('file').replace(/\.json$/, '')
  if (!isLocale(lng)) throw notFound()
  // Own keys only: `constructor.json` must not find Object.prototype.constructor.
  const byNamespace = catalogs[lng] as Record<string, unknown>
  if (!Object.hasOwn(byNamespace, ns)) throw notFound()
  const catalog = byNamespace[ns]
  c.header('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400')
  return c.json(catalog)
})
