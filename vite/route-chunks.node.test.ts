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
})
