import type { DehydratedState } from '@tanstack/react-query'
import type { Locale } from '../../domain/i18n'

/**
 * What a server-rendered page brings for its hydration, in a `<script type="application/json">` data
 * block (not executed, so the CSP's `script-src 'self'` holds without a nonce): the catalogs of the
 * namespaces the page used, the query cache (catalog, category, who is logged in) and when it was
 * rendered (the clock-dependent parts render as the server did, then catch up).
 */
export interface PageData {
  locale: Locale
  resources: Record<string, object>
  queries: DehydratedState
  renderedAt: number
}

export const pageDataId = 'page-data'

/**
 * What the client-rendered shell of a logged-in screen brings: the caller (`/api/auth/me`), as the
 * query cache holds it. Every such screen's guard asks first thing; answered in the page, it costs no
 * round trip before the screen's own data is asked for (issue 21).
 */
export interface ShellData {
  queries: DehydratedState
}

export const shellDataId = 'shell-data'

/** JSON safe inside `<script>`: `<` escaped, so no text can close the element. */
export function serializePageData(data: PageData | ShellData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The page data of a server-rendered page, or undefined for the client-rendered shell. */
export function readPageData(): PageData | undefined {
  const text = document.getElementById(pageDataId)?.textContent
  return text ? (JSON.parse(text) as PageData) : undefined
}

/** The shell data of a client-rendered screen, or undefined on a server-rendered page. */
export function readShellData(): ShellData | undefined {
  const text = document.getElementById(shellDataId)?.textContent
  return text ? (JSON.parse(text) as ShellData) : undefined
}

/** True while the Worker renders a page: loaders wait for data the browser would let load in parallel. */
export const renderingOnServer = typeof document === 'undefined'
