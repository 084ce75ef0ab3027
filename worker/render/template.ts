import type { AppEnv } from '../env'

/** Tests run without built assets: the same shape as index.html, without scripts. */
const bareTemplate =
  '<!doctype html><html lang="da-DK"><head><meta charset="UTF-8" /><title>Opgavetorvet</title></head><body><div id="root"></div></body></html>'

let template: Promise<string> | undefined

/**
 * The built `index.html` (hashed script and stylesheet names included), read once per isolate from the
 * static assets: the page template of every rendered page and the shell of the client-rendered ones.
 */
export function pageTemplate(env: AppEnv, origin: string): Promise<string> {
  const assets = env.ASSETS
  if (!assets) return Promise.resolve(bareTemplate)
  template ??= assets
    .fetch(new Request(new URL('/', origin)))
    .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`index.html: ${res.status}`))))
    .catch((error: unknown) => {
      template = undefined
      throw error
    })
  return template
}

export interface PageParts {
  lang: string
  /** Tags for `<head>`, replacing the template's `<title>`. */
  head: string
  /** The rendered app. */
  body: string
  /** The page data block (a `<script type="application/json">` element). */
  data: string
}

/** Fills the template; replacer functions, so `$` in page text is never a replacement pattern. */
export function fillTemplate(html: string, parts: PageParts): string {
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${parts.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => parts.head)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.body}</div>${parts.data}`)
}
