import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { isLocale, type Locale, langCookie } from '../../domain/i18n'
import { catalogs } from '../../domain/locales'
import { renderApp } from '../../web/ssr-entry'
import type { AppBindings, AppEnv } from '../env'
import { database } from '../lib/db'
import { log } from '../lib/log'
import { sessionCookieName } from '../lib/session'
import { isViteDevModule, viteDevServer } from '../lib/vite-dev-server'
import { catalogFingerprint } from '../modules/catalog/catalog.service'
import { profileSlug, profileVersion } from '../modules/reviews/profile'
import { cachedPage, contentVersion, edgeCacheKey } from '../pages/edge-cache'
import { pagePolicy } from './csp'
import { headTags } from './head'
import { inRenderScope } from './request-scope'
import { robotsTxt, sitemapXml } from './sitemap'
import { fillTemplate, pageTemplate, shellWithPreloads } from './template'

/** Paths that are never pages: an unknown one keeps the API's JSON 404. */
const notPages = /^\/(api|media|dev)(\/|$)/

type Dispatch = (request: Request, env: AppEnv, ctx: ExecutionContext) => Response | Promise<Response>

const textsVersion = contentVersion(JSON.stringify(catalogs))
/**
 * The deploy is the built template (its script names are content hashes) and the Worker's version id (a
 * deploy that changes only the rendering or the headers); catalogs and categories are data.
 */
export async function pageVersion(env: AppEnv, template: string): Promise<string> {
  const categories = await catalogFingerprint(database(env.DB))
  const worker = env.CF_VERSION_METADATA?.id ?? ''
  return contentVersion(`${template}:${worker}:${textsVersion}:${contentVersion(categories)}`)
}

/**
 * Every navigation the API does not claim (docs/decisions/009): public pages rendered with their
 * content and data, the shell for client-rendered screens, the app's not-found page with a 404, plus
 * sitemap.xml and robots.txt. `dispatch` is the Worker's own app: the loaders' API calls go through it.
 */
export function pageRoutes(dispatch: Dispatch) {
  return new Hono<AppBindings>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600')
      return c.text(robotsTxt(c.env.PUBLIC_ORIGIN))
    })
    .get('/sitemap.xml', async (c) => {
      c.header('Content-Type', 'application/xml; charset=UTF-8')
      c.header('Cache-Control', 'public, max-age=3600')
      return c.body(await sitemapXml(database(c.env.DB), c.env.PUBLIC_ORIGIN))
    })
    .get('*', async (c) => {
      const url = new URL(c.req.url)
      if (notPages.test(url.pathname)) return c.notFound()
      if (viteDevServer && c.env.ASSETS && isViteDevModule(url.pathname)) return c.env.ASSETS.fetch(c.req.raw)
      const asked = url.searchParams.get(langCookie.name)
      const locale: Locale = isLocale(asked) ? asked : c.get('locale')
      const loggedIn = Boolean(getCookie(c, sessionCookieName))
      const template = await pageTemplate(c.env, url.origin)

      const render = async (): Promise<Response> => {
        const now = Date.now()
        const result = await inRenderScope(
          {
            locale,
            origin: url.origin,
            cookie: c.req.header('Cookie'),
            api: async (request) => dispatch(request, c.env, c.executionCtx as ExecutionContext),
          },
          () => renderApp({ path: `${url.pathname}${url.search}`, locale, now }),
        ).catch((error: unknown) => {
          // A page that fails to render still works: the shell renders it in the browser (not cached).
          log.error(`render failed, answering the shell: ${String(error)}`, {
            requestId: c.get('requestId'),
            stack: error instanceof Error ? error.stack : undefined,
          })
          return { kind: 'failed' } as const
        })
        const headers = { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Language': locale }
        if (result.kind === 'failed') {
          return new Response(template.html, { headers: { ...headers, 'Cache-Control': 'no-store' } })
        }
        if (result.kind === 'redirect') {
          return new Response(null, {
            status: 302,
            headers: { Location: result.location, 'Cache-Control': 'private, no-store' },
          })
        }
        if (result.kind === 'shell') {
          // A logged-in screen: the browser renders it (in the locale of its cookie); search engines have
          // no business there.
          return new Response(shellWithPreloads(template, result.routeIds, c.get('locale'), result.data), {
            headers: { ...headers, 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' },
          })
        }
        // Before the paint on an anonymous page, where the visitor taps as soon as it shows; on a logged-in
        // screen the app's own work follows the paint anyway, and it only made the paint later.
        const warmIntl = !loggedIn
        const html = fillTemplate(template, {
          lang: locale,
          head: headTags({
            head: result.head,
            origin: c.env.PUBLIC_ORIGIN,
            pathname: url.pathname,
            locale,
            indexable: result.status === 200 && !result.head.noindex,
          }),
          body: result.html,
          data: result.data,
          routeIds: result.routeIds,
          warmIntl,
        })
        return new Response(html, {
          status: result.status,
          headers: {
            ...headers,
            'Cache-Control': result.status === 200 ? 'no-cache' : 'no-store',
            'Content-Security-Policy': pagePolicy(result.html, warmIntl),
          },
        })
      }

      let res: Response
      if (loggedIn) {
        // Who is logged in is in this HTML: never shared, always asked for again. Not `no-store`: Chrome
        // paints a `no-store` page only after its scripts have run (Lighthouse: LCP 4.3 s against 1.2 s on
        // /firma/opgaver); the browser's copy is cleared at log-out (`Clear-Site-Data`, auth/log-out.ts).
        res = await render()
        res.headers.set('Cache-Control', 'private, no-cache')
      } else {
        // A company profile's key also carries its own data's version: a changed company or review is a
        // new key at once (modules/reviews/profile.ts).
        const profile = profileSlug(url.pathname)
        const ownVersion = profile ? await profileVersion(database(c.env.DB), profile) : null
        const version = `${await pageVersion(c.env, template.version)}${ownVersion ? `.${contentVersion(ownVersion)}` : ''}`
        const key = edgeCacheKey(c.req.url, `${url.pathname}${url.search}`, { lng: locale, v: version })
        res = await cachedPage(key, (promise) => c.executionCtx.waitUntil(promise), render)
      }
      // A `?lang=` link switches the visitor's language, so the API and later pages agree with this one.
      if (asked && isLocale(asked) && asked !== getCookie(c, langCookie.name)) {
        res = new Response(res.body, res)
        setCookieOn(res, asked)
      }
      return res
    })
}

function setCookieOn(res: Response, locale: Locale) {
  res.headers.append(
    'Set-Cookie',
    `${langCookie.name}=${locale}; Path=/; Max-Age=${langCookie.maxAgeSeconds}; SameSite=Lax`,
  )
}
