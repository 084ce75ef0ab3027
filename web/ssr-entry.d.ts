import type { Locale } from '../domain/i18n'

/** What the Worker gives the web code while a page renders (one isolate serves many requests). */
export interface ServerSeams {
  /** The language of the request being rendered. */
  locale(): Locale
  /** Answers an API request (`/api/...`) of the request being rendered, in-process. */
  fetchApi(input: string, init: RequestInit): Promise<Response>
}

export interface RenderedHead {
  /** The full `<title>` text. */
  title: string
  description: string
  noindex: boolean
}

export type RenderResult =
  | {
      /** A guard or loader sent the request elsewhere (to log in, or to the remembered filter). */
      kind: 'redirect'
      /** A path on this site. */
      location: string
    }
  | {
      kind: 'shell'
      /** The matched routes, root first: the shell preloads their split code (the screen's own chunks). */
      routeIds: string[]
      /** The shell data block: who is logged in (web/lib/page-data.ts `ShellData`). */
      data: string
    }
  | {
      kind: 'page'
      status: 200 | 404 | 500
      /** The app's markup, for inside `<div id="root">`. */
      html: string
      /** The page data block: a `<script type="application/json">` element (web/lib/page-data.ts). */
      data: string
      head: RenderedHead
      /** The matched routes, root first: the Worker preloads their split code. */
      routeIds: string[]
    }

export type RenderApp = (input: { path: string; locale: Locale; now: number }) => Promise<RenderResult>

export declare function installServerSeams(seams: ServerSeams): void
export declare const renderApp: RenderApp
