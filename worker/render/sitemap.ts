import type { Locale } from '../../domain/i18n'
import { guaranteePages } from '../../web/features/guarantees/pages'
import { legalPages } from '../../web/features/legal/pages'
import type { Database } from '../lib/db'
import { categoryTree } from '../modules/catalog/catalog.service'
import { profileSlugs } from '../modules/reviews/profile'
import { localeUrl } from './head'

/** Every public page: the home page, the category picker and each category, guarantees, legal pages, company profiles. */
export async function publicPaths(db: Database): Promise<string[]> {
  const tree = await categoryTree(db, 'da-DK')
  return [
    '/',
    '/createjob',
    ...tree.categories.flatMap((top) => [top, ...top.children].map((c) => `/createjob/${c.slug}`)),
    ...Object.keys(guaranteePages).map((slug) => `/guarantees/${slug}`),
    ...legalPages.map((page) => page.path),
    ...(await profileSlugs(db)).map((slug) => `/${slug}`),
  ]
}

const languages: [string, Locale][] = [
  ['da', 'da-DK'],
  ['en', 'en'],
]

/** sitemap.xml: each page in Danish, with its Danish and English alternates (hreflang). */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const urls = (await publicPaths(db)).map((path) => {
    const alternates = languages
      .map(
        ([hreflang, locale]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${localeUrl(origin, path, locale)}"/>`,
      )
      .join('')
    return `<url><loc>${localeUrl(origin, path, 'da-DK')}</loc>${alternates}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
}

/** robots.txt: everything public may be crawled; the API and logged-in screens are not pages. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /bruger/',
    'Disallow: /firma/',
    'Disallow: /admin',
    'Disallow: /dev/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
