import { keySeparator, type Locale, nsSeparator } from '../../domain/i18n'
import { catalogs } from '../../domain/locales'

/**
 * Translates `ns:::path::to::key` with `{{var}}` interpolation; unknown keys come back as the key. A
 * numeric `count` picks the plural form the way i18next does (`key_one` / `key_other` by the locale's
 * plural rules, else the plain key), so the Worker's texts and the app's share one catalog shape.
 */
export function translate(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(nsSeparator) ? key.split(nsSeparator) : ['common', key]
  const catalog = (catalogs[locale] as Record<string, unknown>)[ns ?? 'common']
  const parts = (path ?? '').split(keySeparator)
  const last = parts.pop() ?? ''
  let parent: unknown = catalog
  for (const part of parts) {
    parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[part] : undefined
  }
  const leaf = (name: string): unknown =>
    parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[name] : undefined
  const plural = typeof vars.count === 'number' ? new Intl.PluralRules(locale).select(vars.count) : undefined
  const node = (plural ? (leaf(`${last}_${plural}`) ?? leaf(`${last}_other`)) : undefined) ?? leaf(last)
  if (typeof node !== 'string') return key
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
}

const collators = new Map<Locale, Intl.Collator>()

/** Alphabetical order in the reader's language (æ ø å after z in Danish), one collator per locale. */
export function collatorFor(locale: Locale) {
  let collator = collators.get(locale)
  if (!collator) {
    collator = new Intl.Collator(locale)
    collators.set(locale, collator)
  }
  return collator
}
