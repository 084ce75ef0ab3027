import { keySeparator, type Locale, nsSeparator } from '../../domain/i18n'
import { catalogs } from '../../domain/locales'

/** Translates `ns:::path::to::key` with `{{var}}` interpolation; unknown keys come back as the key. */
export function translate(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(nsSeparator) ? key.split(nsSeparator) : ['common', key]
  const catalog = (catalogs[locale] as Record<string, unknown>)[ns ?? 'common']
  let node: unknown = catalog
  for (const part of (path ?? '').split(keySeparator)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
  }
  if (typeof node !== 'string') return key
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
}
