import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeIdOfFile, stylesheetsFirst } from './route-chunks'

describe('built index.html', () => {
  it('puts the stylesheet ahead of the entry script, keeping the indent', () => {
    const built = [
      '<head>',
      '    <title>Opgavetorvet</title>',
      '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/index-s.css">',
      '  </head>',
    ].join('\n')
    expect(stylesheetsFirst(built)).toBe(
      [
        '<head>',
        '    <title>Opgavetorvet</title>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-s.css">',
        '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
        '  </head>',
      ].join('\n'),
    )
  })

  it('names route files by their route id', () => {
    expect(
      routeIdOfFile(`${import.meta.dirname}/../web/routes/createjob/$slug.tsx?tsr-split=component`),
    ).toBe('/createjob/$slug')
    expect(routeIdOfFile(`${import.meta.dirname}/../web/routes/index.tsx`)).toBe('/')
  })

  it('names every route file by the id its createFileRoute declares (flat files: a dot is a slash)', () => {
    const routes = join(import.meta.dirname, '../web/routes')
    const files = readdirSync(routes, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
    )
    const declared = files.flatMap((file) => {
      const id = /createFileRoute\('([^']+)'\)/.exec(readFileSync(join(routes, file), 'utf8'))?.[1]
      return id ? [[file, id] as const] : []
    })
    expect(declared.length).toBeGreaterThan(40)
    for (const [file, id] of declared) expect([file, routeIdOfFile(join(routes, file))]).toEqual([file, id])
  })
})
