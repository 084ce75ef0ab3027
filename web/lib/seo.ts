import { productName } from '../../domain/brand'

/** `<title>` of a page: "{page} – {product}", or the product name alone. */
export const fullTitle = (page?: string) => (page ? `${page} – ${productName}` : productName)

/**
 * A route's `head`: its title and meta description (the Worker's renderer adds canonical, hreflang and
 * Open Graph from them; the root keeps `document.title` in step on client navigation).
 */
export function pageHead(page: { title?: string; description: string; noindex?: boolean }) {
  return {
    meta: [
      { title: fullTitle(page.title) },
      { name: 'description', content: page.description },
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  }
}

/**
 * The `head` of a logged-in screen the Worker renders (web/rendered-routes.ts): its title in the
 * server's HTML from the first byte, no description, never indexed. The screen's own
 * `useDocumentTitle` still follows what it shows after that (a tab in the URL's fragment, which the
 * server never sees).
 */
export function privatePageHead(title: string) {
  return { meta: [{ title: fullTitle(title) }, { name: 'robots', content: 'noindex' }] }
}
