import { AsyncLocalStorage } from 'node:async_hooks'
import { defaultLocale, type Locale, langCookie } from '../../domain/i18n'
import { installServerSeams } from '../../web/ssr-entry'

/** The request a page is being rendered for. One isolate renders many pages at once. */
export interface RenderScope {
  locale: Locale
  origin: string
  /** The visitor's Cookie header: the session reaches `/api/auth/me` as it would from the browser. */
  cookie: string | undefined
  /** The Worker's own app: API calls of the route loaders are answered in-process. */
  api: (request: Request) => Promise<Response>
}

const scope = new AsyncLocalStorage<RenderScope>()

/** The visitor's cookies, with `lang` set to the page's language (a `?lang=` link may differ from it). */
function cookieFor(current: RenderScope): string {
  const others = (current.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${langCookie.name}=`))
  return [...others, `${langCookie.name}=${current.locale}`].join('; ')
}

let installed = false
function install() {
  if (installed) return
  installed = true
  installServerSeams({
    locale: () => scope.getStore()?.locale ?? defaultLocale,
    fetchApi: (input, init) => {
      const current = scope.getStore()
      if (!current) return Promise.reject(new Error(`API call outside a page render: ${input}`))
      const headers = new Headers(init.headers)
      headers.set('Cookie', cookieFor(current))
      return current.api(new Request(new URL(input, current.origin), { ...init, headers }))
    },
  })
}

/** Runs a page render with its request in scope (read by the web code through the seams above). */
export function inRenderScope<T>(current: RenderScope, render: () => Promise<T>): Promise<T> {
  install()
  return scope.run(current, render)
}
