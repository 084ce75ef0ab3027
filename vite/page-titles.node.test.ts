import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import config from '../uno.config'

const root = join(import.meta.dirname, '..')

/** Every `.tsx` file under web/. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.tsx') ? [path] : []
  })

/** A class that draws a heading's size, weight or spacing itself instead of through a title level. */
const ownLook =
  /(^|[\s"'`:])(text-(xs|sm|base|lg|\d?xl)|font-(normal|medium|semibold|bold|extrabold|black)|tracking-\w+|leading-\w+)\b/

describe('page titles', () => {
  it('draws every visible <h1> in web/ with one of the title levels, never with classes of its own', () => {
    const h1s = sources(join(root, 'web')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<h1\b[^>]*>/g)].map((m) => ({
        where: relative(root, file),
        tag: m[0].replace(/\s+/g, ' '),
      })),
    )
    expect(h1s.length).toBeGreaterThan(20)
    const offLevel = h1s.filter(
      ({ tag }) =>
        !/\bsr-only\b/.test(tag.replace(/max-lg:sr-only/g, '')) &&
        (!/\btitle-(hero|display|tool)\b/.test(tag) || ownLook.test(tag)),
    )
    expect(offLevel).toEqual([])
  })

  it('makes CSS for every level (uno.config.ts shortcuts)', async () => {
    const uno = await createGenerator(config)
    const { css } = await uno.generate('title-hero title-display title-tool', { preflights: false })
    expect(css).toMatch(/\.title-hero\{[^}]*font-weight:800/)
    expect(css).toMatch(/\.title-display\{[^}]*font-weight:800/)
    expect(css).toMatch(/\.title-tool\{[^}]*font-weight:700/)
  })
})
