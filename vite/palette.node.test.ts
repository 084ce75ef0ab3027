import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../uno.config'

const root = join(import.meta.dirname, '..')
const palettes = config.theme?.colors as Record<string, Record<string, string>>

/** Every `.ts`/`.tsx` file under web/ (generated route tree included: it holds no classes). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })

describe('the colour palette', () => {
  it('defines every shade of our own colours that a class in web/ names', () => {
    const used = new Set<string>()
    for (const file of [...sources(join(root, 'web')), join(root, 'index.html')])
      for (const match of readFileSync(file, 'utf8').matchAll(/-(brand|ink)-(\d{2,3})\b/g))
        used.add(`${match[1]}-${match[2]}`)
    const missing = [...used].filter((shade) => {
      const [name, step] = shade.split('-') as [string, string]
      return !palettes[name]?.[step]
    })
    expect(used.size).toBeGreaterThan(5)
    expect(missing).toEqual([])
  })
})
