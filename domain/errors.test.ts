import { describe, expect, it } from 'vitest'
import { errorCatalogue } from './errors'
import { keySeparator, locales, nsSeparator } from './i18n'
import { catalogs } from './locales'

/** The text a `ns:::a::b` key names in a locale's catalogs, or undefined. */
function textOf(locale: (typeof locales)[number], key: string): unknown {
  const [ns, path] = key.split(nsSeparator)
  if (!ns || !path) return undefined
  let node: unknown = (catalogs[locale] as Record<string, unknown>)[ns]
  for (const part of path.split(keySeparator)) node = (node as Record<string, unknown> | undefined)?.[part]
  return node
}

describe('the error catalogue', () => {
  const entries = Object.entries(errorCatalogue)

  it.each(entries)('%s has a Danish and an English message', (_code, { message }) => {
    for (const locale of locales) {
      const text = textOf(locale, message)
      expect(typeof text, `${locale} ${message}`).toBe('string')
      expect((text as string).trim()).not.toBe('')
    }
  })

  it('gives every code an error status', () => {
    for (const [code, { status }] of entries) {
      expect(status >= 400 && status < 600, code).toBe(true)
    }
  })

  it('fails for a key no catalog has', () => {
    expect(textOf('da-DK', 'auth:::errors::noSuchKey')).toBeUndefined()
    expect(textOf('en', 'common:::errors')).not.toBeTypeOf('string')
  })
})
