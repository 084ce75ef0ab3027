/** Locales and i18n conventions shared by the worker and the web (spec section 7: `:::` and `::`). */
export const locales = ['da-DK', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'da-DK'
export const nsSeparator = ':::'
export const keySeparator = '::'
/** Spec: the language cookie lives one day. */
export const langCookie = { name: 'lang', maxAgeSeconds: 86_400 } as const

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
