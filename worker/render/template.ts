import { catalogPath, type Locale, shellNamespaces } from '../../domain/i18n'
import { bootKey, entryImportsKey, routeChunksMarker } from '../../web/rendered-routes'
import { warmIntlScript } from '../../web/warm-intl'
import type { AppEnv } from '../env'
import { contentVersion } from '../pages/edge-cache'

/** Tests run without built assets: the same shape as index.html, without scripts. */
const bareTemplate =
  '<!doctype html><html lang="da-DK"><head><meta charset="UTF-8" /><title>Opgavetorvet</title></head><body><div id="root"></div></body></html>'

export interface PageTemplate {
  /** The built page, without the build's route-chunk note. */
  html: string
  /** Per route id, the chunks its split code needs beyond the entry's (vite/route-chunks.ts). */
  routeChunks: Record<string, readonly string[]>
  /**
   * The deploy: a content version of the whole built page, note included. A deploy that changes only
   * the first script or a route's chunks leaves `html` as it was, and a cached page would go on naming
   * files the deploy removed (the app would never start).
   */
  version: string
}

const chunkNote = new RegExp(`\\s*<!--${routeChunksMarker} (.*?)-->`)

/** Takes the build's note of route chunks out of the template. */
export function parseTemplate(built: string): PageTemplate {
  const note = chunkNote.exec(built)
  return {
    html: note ? built.replace(note[0], '') : built,
    routeChunks: note?.[1] ? (JSON.parse(note[1]) as PageTemplate['routeChunks']) : {},
    version: contentVersion(built),
  }
}

let template: Promise<PageTemplate> | undefined

/**
 * The built `index.html` (hashed script and stylesheet names included), read once per isolate from the
 * static assets: the page template of every rendered page and the shell of the client-rendered ones.
 */
export function pageTemplate(env: AppEnv, origin: string): Promise<PageTemplate> {
  const assets = env.ASSETS
  if (!assets) return Promise.resolve(parseTemplate(bareTemplate))
  template ??= assets
    .fetch(new Request(new URL('/', origin)))
    .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`index.html: ${res.status}`))))
    .then(parseTemplate)
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
  /** Ids of the rendered routes: their code is fetched beside the app's after the first paint (web/boot.ts). */
  routeIds: readonly string[]
  /** Whether the ICU warm-up runs before the first paint (anonymous pages only: web/warm-intl.ts says why). */
  warmIntl: boolean
}

/** `<link rel="modulepreload">` tags for the split code of the given routes, each file once. */
export function routePreloads(template: PageTemplate, routeIds: readonly string[]): string {
  const files = new Set(routeIds.flatMap((id) => template.routeChunks[id] ?? []))
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
}

/**
 * The shell of a client-rendered screen (a logged-in first screen, issue 21): the entry's imports (the
 * vendor chunk) and then the screen's split code are preloaded beside the entry, so nothing waits for the
 * script before it to run to be found (nothing paints before they have all run). The catalogs of the
 * first paint (`shellNamespaces`) are fetched beside them too: the app asks for them first thing, and
 * would otherwise find them only after the scripts have run, one round trip later. `data` is the shell
 * data block (who is logged in).
 */
export function shellWithPreloads(
  template: PageTemplate,
  routeIds: readonly string[],
  locale: Locale,
  data: string,
): string {
  const catalogs = shellNamespaces
    .map((ns) => `<link rel="preload" as="fetch" crossorigin href="${catalogPath(locale, ns)}">`)
    .join('')
  return template.html
    .replace('</head>', () => `${routePreloads(template, [entryImportsKey, ...routeIds])}${catalogs}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"></div>${data}`)
}

const entryScript = /<script type="module"[^>]*><\/script>/

/**
 * Fills the template; replacer functions, so `$` in page text is never a replacement pattern. The page's
 * first script is web/boot.ts: the app's entry script and the route's chunks wait, inert, in
 * `<template id="app-code">` until the first paint (fetched and compiled in the head, they held the paint
 * back, issue 21).
 */
export function fillTemplate(template: PageTemplate, parts: PageParts): string {
  const [boot] = template.routeChunks[bootKey] ?? []
  const app = boot ? (entryScript.exec(template.html)?.[0] ?? '') : ''
  const appCode = `${app}${routePreloads(template, parts.routeIds)}`
  return template.html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${parts.lang}"`)
    .replace(/<link rel="stylesheet"|<\/head>/, (first) =>
      parts.warmIntl ? `<script>${warmIntlScript}</script>${first}` : first,
    )
    .replace(/<title>[^<]*<\/title>/, () => parts.head)
    .replace(entryScript, (script) =>
      boot ? `<script type="module" crossorigin src="/${boot}"></script>` : script,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${parts.body}</div>${parts.data}<template id="app-code">${appCode}</template>`,
    )
}
