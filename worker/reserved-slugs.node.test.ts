import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isReservedSlug } from '../domain/rules/slug'

/**
 * `/{slug}` is a company profile, so a company slug must never be the first segment of one of the
 * app's own pages (DESIGN.md): every file route's first segment is a reserved word.
 */
describe('reserved slugs', () => {
  it('holds the first segment of every web route', () => {
    const routes = readdirSync(join(__dirname, '../web/routes'))
    const firstSegments = new Set(
      routes
        .map((name) => name.replace(/\.tsx$/, '').split('.')[0] ?? '')
        .filter(
          (segment) =>
            // `-name` files sit beside the routes but are no route (the generator ignores them).
            segment &&
            !segment.startsWith('$') &&
            !segment.startsWith('__') &&
            !segment.startsWith('-') &&
            segment !== 'index',
        ),
    )
    expect(firstSegments.size).toBeGreaterThan(10)
    const missing = [...firstSegments].filter((segment) => !isReservedSlug(segment.replace(/^_/, '')))
    expect(missing).toEqual([])
  })
})
