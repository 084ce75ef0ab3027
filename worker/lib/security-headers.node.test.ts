import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, reactAriaStyleHashes, securityHeaderValues } from './security-headers'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

describe('security headers', () => {
  it('public/_headers gives static assets and the app HTML exactly the Worker set', () => {
    const lines = read('public/_headers')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
    expect(lines[0]).toBe('/*')
    const headers = Object.fromEntries(
      lines.slice(1).map((line) => {
        const at = line.indexOf(':')
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()]
      }),
    )
    expect(headers).toEqual(securityHeaderValues)
  })

  it('has no unsafe-inline and no unsafe-hashes', () => {
    expect(contentSecurityPolicy).not.toContain('unsafe')
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'")
    expect(securityHeaderValues['Strict-Transport-Security']).toMatch(/max-age=31536000/)
  })

  it('allows exactly the <style> elements React Aria inserts (recomputed from the installed version)', () => {
    const hashes = [
      'react-aria/dist/private/interactions/usePress.mjs',
      'react-aria/dist/private/overlays/usePreventScroll.mjs',
    ].map((file) => {
      const source = read(`node_modules/${file}`)
      const constants = Object.fromEntries(
        [...source.matchAll(/const ([\w$]+) = '([^']*)';/g)].map((m) => [m[1], m[2]]),
      )
      const template = source.match(/style\.textContent = `([^`]*)`\.trim\(\)/)?.[1]
      expect(template, file).toBeDefined()
      const text = (template ?? '')
        .replace(/\$\{([\w$]+)\}/g, (_, name: string) => constants[name] ?? '')
        .trim()
      return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    })
    expect(hashes).toEqual(reactAriaStyleHashes)
  })
})
