/** Locales and i18n conventions shared by the worker and the web (spec section 7: `:::` and `::`). */
export const locales = ['da-DK', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'da-DK'
export const nsSeparator = ':::'
export const keySeparator = '::'
/** Spec: the language cookie lives one day. */
export const langCookie = { name: 'lang', maxAgeSeconds: 86_400 } as const

/**
 * The catalogs a client-rendered (logged-in) screen draws on its first paint: the header's account menu
 * and bell, and the form kit's messages. The shell asks for them beside its scripts, and the app loads
 * them all at start, so no part of the first screen waits for a catalog of its own (issue 21).
 */
export const shellNamespaces = ['common', 'login', 'auth', 'notifications'] as const

/** Where the Worker serves a catalog (spec): `/media/js/i18n/{lng}/{ns}.json`. */
export const catalogPath = (locale: string, namespace: string) => `/media/js/i18n/${locale}/${namespace}.json`

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Accepts `da`, `da-DK`, `en-GB` …; anything else falls back to Danish. */
export function pickLocale(value: string | null | undefined): Locale {
  if (!value) return defaultLocale
  if (isLocale(value)) return value
  const lower = value.toLowerCase()
  if (lower.startsWith('en')) return 'en'
  return defaultLocale
}
