import { foldLetters } from './text-search'

/**
 * Public company slugs (`/{slug}`): Danish letters transliterated (æ→ae, ø→oe, å→aa), lower-case,
 * hyphens between words, never a reserved route word, unique with -2, -3 … .
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  'bruger',
  'bruger2',
  'firma',
  'firma2',
  'company',
  'api',
  'admin',
  'media',
  'hjaelp',
  'help',
  'guarantees',
  'createjob',
  'opret-profil',
  'opret-opgave',
  'log-ind',
  'log-ud',
  'login',
  'logout',
  'nulstil-adgangskode',
  'glemt-adgangskode',
  'dev',
  'assets',
  'static',
  'sogeagenter',
  'opgave',
  'opgaver',
  'ajax',
  'social',
  'facebook',
  'cvr',
  'kategorier',
  'kategori',
  'search',
  'sog',
  'om-os',
  'kontakt',
  'vilkaar',
  'privatliv',
  'cookies',
  'handelsbetingelser',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  'index',
  'www',
  'mail',
  'widget',
  'bookings',
  'priser',
  'cookiepolitik',
  'privatlivspolitik',
  'anmeld',
  'anmeldelser',
  'for-firmaer',
  'prisliste',
])

const maxLength = 80

export function slugify(name: string): string {
  const base = foldLetters(name)
    .replace(/&/g, ' og ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '')
  return base || 'firma'
}

export const isReservedSlug = (slug: string) => reservedSlugs.has(slug)

/**
 * The first free slug for `name`: `base`, else `base-2`, `base-3` … . `taken` holds the slugs already
 * in use (e.g. every slug equal to `base` or starting with `base-`). A reserved base becomes `base-firma`.
 */
export function uniqueSlug(name: string, taken: Iterable<string>): string {
  let base = slugify(name)
  if (isReservedSlug(base)) base = `${base}-firma`
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!used.has(candidate) && !isReservedSlug(candidate)) return candidate
  }
}
