import { describe, expect, it } from 'vitest'
import { warmIntlScript } from '../../web/warm-intl'
import { fillTemplate, parseTemplate, shellWithPreloads } from './template'

const built = `<!doctype html>
<html lang="da-DK">
  <head>
    <title>Opgavetorvet</title>
    <link rel="stylesheet" crossorigin href="/assets/index-s.css">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <!--route-chunks {"(entry)":["assets/vendor-v.js"],"(boot)":["assets/boot-b.js"],"/":["assets/routes-c.js"],"/createjob/$slug":["assets/_slug-d.js","assets/form-e.js"],"/guarantees/$slug":["assets/form-e.js"]}-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

describe('page template', () => {
  it('takes the route-chunk note out of the built page', () => {
    const template = parseTemplate(built)
    expect(template.html).not.toContain('route-chunks')
    expect(template.html).toContain(
      '<script type="module" crossorigin src="/assets/index-a.js"></script>\n  </head>',
    )
    expect(template.routeChunks['/createjob/$slug']).toEqual(['assets/_slug-d.js', 'assets/form-e.js'])
  })

  it("lists the rendered routes' chunks, each once and inert, for the first script to fetch after the paint", () => {
    const html = fillTemplate(parseTemplate(built), {
      lang: 'en',
      head: '<title>Tømrer</title>',
      body: '<main>…</main>',
      data: '<script type="application/json" id="page-data">{}</script>',
      routeIds: ['__root__', '/createjob/$slug', '/guarantees/$slug'],
      warmIntl: true,
    })
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? []
    expect(preloads).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/_slug-d.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-e.js">',
    ])
    // Nothing but the stylesheet and the tiny first script before the first paint: the app's entry and
    // the route's chunks wait in a template after the page (web/boot.ts adds them after the paint).
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('modulepreload')
    expect(head).not.toContain('index-a.js')
    expect(head).toContain('<script type="module" crossorigin src="/assets/boot-b.js"></script>')
    expect(html).toContain(
      '<script type="application/json" id="page-data">{}</script><template id="app-code"><script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload"',
    )
    expect(html).toContain('<html lang="en">')
    // The ICU warm-up is a classic inline script just before the stylesheet: it runs before the first
    // paint, while the stylesheet is on its way (web/warm-intl.ts).
    expect(head).toContain(`<script>${warmIntlScript}</script><link rel="stylesheet"`)
  })

  it("gives a client-rendered screen the empty shell with its route's chunks preloaded", () => {
    const html = shellWithPreloads(
      parseTemplate(built),
      ['__root__', '/createjob/$slug'],
      'en',
      '<script id="x"></script>',
    )
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/vendor-v.js">',
      '<link rel="modulepreload" crossorigin href="/assets/_slug-d.js">',
      '<link rel="modulepreload" crossorigin href="/assets/form-e.js">',
    ])
    // The app's first fetch, found without waiting for the scripts; as `fetch()` asks (cors, same origin).
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/media/js/i18n/en/common.json">')
    expect(html).toContain('<div id="root"></div><script id="x"></script>')
    expect(html.indexOf('index-s.css')).toBeLessThan(html.indexOf('rel="modulepreload"'))
    expect(
      shellWithPreloads(parseTemplate(built), ['/unknown'], 'da-DK', '').match(/rel="modulepreload"/g),
    ).toHaveLength(1)
  })

  it('leaves a template without a note as it is', () => {
    const plain = '<html lang="da-DK"><head><title>x</title></head><body><div id="root"></div></body></html>'
    expect(parseTemplate(plain)).toMatchObject({ html: plain, routeChunks: {} })
  })

  it('is a new deploy when only the first script or a route chunk changed (cached pages are keyed by it)', () => {
    const before = parseTemplate(built)
    for (const changed of [
      built.replace('assets/boot-b.js', 'assets/boot-c.js'),
      built.replace('assets/_slug-d.js', 'assets/_slug-x.js'),
    ]) {
      const after = parseTemplate(changed)
      expect(after.html).toBe(before.html)
      expect(after.version).not.toBe(before.version)
    }
    expect(parseTemplate(built).version).toBe(before.version)
  })
})
