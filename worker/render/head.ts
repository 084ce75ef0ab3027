import { productName } from '../../domain/brand'
import type { Locale } from '../../domain/i18n'
import type { RenderedHead } from '../../web/ssr-entry'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The URL of a page in a language: Danish is the plain path, English adds `?lang=en` (the renderer
 * honours it, so each language has an address of its own for hreflang and the sitemap).
 */
export function localeUrl(origin: string, pathname: string, locale: Locale): string {
  return `${origin}${pathname}${locale === 'en' ? '?lang=en' : ''}`
}

/** `<head>` tags of a rendered page: title, description, canonical, hreflang da/en, Open Graph. */
export function headTags(input: {
  head: RenderedHead
  origin: string
  pathname: string
  locale: Locale
  indexable: boolean
}): string {
  const { head, origin, pathname, locale } = input
  const url = localeUrl(origin, pathname, locale)
  const ogLocale = locale === 'en' ? 'en_GB' : 'da_DK'
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`
  return [
    `<title>${escapeHtml(head.title || productName)}</title>`,
    head.description ? meta('name', 'description', head.description) : '',
    input.indexable
      ? [
          `<link rel="canonical" href="${escapeHtml(url)}" />`,
          `<link rel="alternate" hreflang="da" href="${escapeHtml(localeUrl(origin, pathname, 'da-DK'))}" />`,
          `<link rel="alternate" hreflang="en" href="${escapeHtml(localeUrl(origin, pathname, 'en'))}" />`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localeUrl(origin, pathname, 'da-DK'))}" />`,
        ].join('')
      : meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', productName),
    meta('property', 'og:title', head.title || productName),
    head.description ? meta('property', 'og:description', head.description) : '',
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocale),
    meta('property', 'og:locale:alternate', ogLocale === 'da_DK' ? 'en_GB' : 'da_DK'),
    meta('name', 'twitter:card', 'summary'),
  ].join('')
}
