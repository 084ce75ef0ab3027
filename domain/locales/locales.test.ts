import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { locales } from '../i18n'
import { catalogs } from './index'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Every leaf key of a catalog, as `a::b::c`. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}::${k}` : k))
}

describe('locale catalogs', () => {
  const [first, ...others] = locales

  it('have the same namespace files in every locale folder', () => {
    const files = (locale: string) => readdirSync(join(root, 'domain/locales', locale)).sort()
    for (const locale of others) expect(files(locale), locale).toEqual(files(first))
  })

  it('register the same namespaces for every locale', () => {
    for (const locale of others)
      expect(Object.keys(catalogs[locale]).sort()).toEqual(Object.keys(catalogs[first]).sort())
  })

  it('have the same keys, deep, in every namespace of every locale', () => {
    for (const ns of Object.keys(catalogs[first]) as (keyof (typeof catalogs)[typeof first])[]) {
      const expected = leafKeys(catalogs[first][ns]).sort()
      for (const locale of others) {
        const actual = leafKeys(catalogs[locale][ns]).sort()
        const missing = expected.filter((k) => !actual.includes(k)).map((k) => `${locale} lacks ${ns}:::${k}`)
        const extra = actual.filter((k) => !expected.includes(k)).map((k) => `${first} lacks ${ns}:::${k}`)
        expect([...missing, ...extra]).toEqual([])
      }
    }
  })

  it('have no empty texts', () => {
    for (const locale of locales) {
      for (const [ns, catalog] of Object.entries(catalogs[locale])) {
        const empty: string[] = []
        const walk = (value: unknown, path: string) => {
          if (typeof value === 'string') {
            if (value.trim() === '') empty.push(`${locale} ${ns}:::${path}`)
          } else if (value && typeof value === 'object')
            for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}::${k}` : k)
        }
        walk(catalog, '')
        expect(empty).toEqual([])
      }
    }
  })

  // One form of the pending label per language: Danish sets the ellipsis off with a space ('Sender …',
  // 'Gemmer …'), English closes it up ('Sending…'); three full stops are never a Danish ellipsis.
  it.each([
    ['da-DK', 'Sender …', /\p{L}…|\.\.\./u],
    // The spec quotes 'Enter here please... What are you looking for?' verbatim for English.
    ['en', 'Sending…', /\p{L} …/u],
  ] as const)('write the ellipsis one way in %s: %s', (locale, _form, wrong) => {
    const offending: string[] = []
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (wrong.test(value)) offending.push(`${path}: ${value}`)
      } else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}::${k}` : k)
    }
    for (const [ns, catalog] of Object.entries(catalogs[locale]))
      for (const [k, v] of Object.entries(catalog)) walk(v, `${ns}:::${k}`)
    expect(offending).toEqual([])
  })

  it('name the free plan Basis in Danish everywhere (the plans page, a receipt, a mail, an error)', () => {
    const english: string[] = []
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (/\bBasic\b/.test(value)) english.push(`${path}: ${value}`)
      } else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}::${k}` : k)
    }
    for (const [ns, catalog] of Object.entries(catalogs['da-DK']))
      for (const [k, v] of Object.entries(catalog)) walk(v, `${ns}:::${k}`)
    expect(english).toEqual([])
    expect(catalogs['da-DK'].subscriptions.plans.basic.name).toBe('Basis')
  })

  // Danish quotes with »…« (the UI, the SMS, the mails, the review page); English keeps “…”.
  it('quote with »…« in Danish, never with “ or ”', () => {
    const curly: string[] = []
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (/[“”]/.test(value)) curly.push(`${path}: ${value}`)
      } else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}::${k}` : k)
    }
    for (const [ns, catalog] of Object.entries(catalogs['da-DK']))
      for (const [k, v] of Object.entries(catalog)) walk(v, `${ns}:::${k}`)
    expect(curly).toEqual([])
  })

  // A Danish genitive glued onto a name is wrong whenever the name ends in s, x or z (»ApSs profil«,
  // »A/Ss prisliste«): most companies are ApS or A/S. Word the text around the name instead. The brand is
  // one known word (»Opgavetorvets«).
  it('glue no genitive s onto an interpolated name in Danish', () => {
    const glued: string[] = []
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (/\{\{(?!brand\}\})[^}]+\}\}s\b/.test(value)) glued.push(`${path}: ${value}`)
      } else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}::${k}` : k)
    }
    for (const [ns, catalog] of Object.entries(catalogs['da-DK']))
      for (const [k, v] of Object.entries(catalog)) walk(v, `${ns}:::${k}`)
    expect(glued).toEqual([])
  })

  // An error is a sentence: every Danish text under an `errors` key ends with . ! or ?, like its
  // neighbours. Except where the spec quotes the Danish text verbatim (spec-texts.test.ts).
  it('end every Danish error text with . ! or ?', () => {
    const specQuotedDanish = new Set(['money:::errors::acceptTerms'])
    const open: string[] = []
    const walk = (value: unknown, path: string, inErrors: boolean) => {
      if (typeof value === 'string') {
        if (inErrors && !specQuotedDanish.has(path) && !/[.!?]$/.test(value.trim()))
          open.push(`${path}: ${value}`)
      } else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value))
          walk(v, path.endsWith(':::') ? `${path}${k}` : `${path}::${k}`, inErrors || k === 'errors')
    }
    for (const [ns, catalog] of Object.entries(catalogs['da-DK'])) walk(catalog, `${ns}:::`, false)
    expect(open).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------------
// No hard-coded user-facing strings in components: JSX text with letters, and literal strings in the
// attributes people read or hear, must come from the catalogs (t(…)).

/** Attributes whose value a person reads or hears. */
const userFacingAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
  'label',
])

/**
 * Texts that are not language (brand, symbols, codes). Add an entry with a reason; keep it tiny.
 * Key: the literal text (trimmed); value: why it is allowed.
 */
const allowList: Record<string, string> = {
  // e.g. 'CVR': 'a Danish register name, the same in every language',
}

const hasLetters = (text: string) => /\p{L}/u.test(text)

interface HardCodedString {
  file: string
  line: number
  text: string
}

/** Finds hard-coded user-facing strings in one TSX source. */
function findHardCodedStrings(source: string, file = 'inline.tsx'): HardCodedString[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: HardCodedString[] = []
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim()
    if (!hasLetters(trimmed) || trimmed in allowList) return
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
    found.push({ file, line, text: trimmed })
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxAttribute(node) && userFacingAttributes.has(node.name.getText(sf))) {
      const init = node.initializer
      if (init && ts.isStringLiteral(init)) report(init, init.text)
      else if (init && ts.isJsxExpression(init) && init.expression) {
        const e = init.expression
        if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) report(e, e.text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

describe('hard-coded user-facing strings', () => {
  it('are found by the scanner (self-test)', () => {
    const sample = [
      'export const A = () => (',
      '  <div title="Hej" aria-label={t("x")}>',
      '    Skriv her',
      '    <img alt={"Logo"} src="/a.png" />',
      '    <input placeholder={`Søg`} />',
      '    <span aria-hidden="true">×</span>',
      '    {t("ok")} {" "} 42 →',
      '  </div>',
      ')',
    ].join('\n')
    expect(findHardCodedStrings(sample).map((f) => f.text)).toEqual(['Hej', 'Skriv her', 'Logo', 'Søg'])
  })

  it('do not occur in web/**/*.tsx', () => {
    const found = tsxFiles(join(root, 'web')).flatMap((path) =>
      findHardCodedStrings(readFileSync(path, 'utf8'), relative(root, path)),
    )
    expect(found.map((f) => `${f.file}:${f.line} "${f.text}"`)).toEqual([])
  })
})
