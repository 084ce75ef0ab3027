import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import legalDa from '../../domain/locales/da-DK/legal.json'
import { legalPages } from '../../web/features/legal/pages'
import { warmIntlScript } from '../../web/warm-intl'
import { inlineHash } from '../lib/security-headers'
import { makeCompanyUser, makeLoggedOutUser, makeUser } from '../modules/account/account.fixtures'
import { call } from '../test/client'
import { makeCategoryTree } from '../test/factories'
import { login } from '../test/helpers'
import { makeJob } from '../test/market.fixtures'
import { pageData, shellData, waitForHit } from '../test/pages'
import { pageVersion } from './pages.routes'

describe('server-rendered public pages', () => {
  it('renders / in English with the hero, the categories and the page data (lang=en)', async () => {
    const { top } = await makeCategoryTree()
    const res = await call('/', { cookie: 'lang=en' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.text).toContain('<html lang="en">')
    expect(res.text).toContain('Get offers from skilled craftsmen and companies')
    expect(res.text).toContain(top.nameEn)
    expect(res.text).toContain(`href="/createjob/${top.slug}"`)
    // Data for hydration: translations of the page's namespaces, the catalog, who is logged in.
    const data = pageData(res.text)
    expect(data.locale).toBe('en')
    expect(Object.keys(data.resources)).toEqual(expect.arrayContaining(['common', 'home']))
    const keys = data.queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey.join('/'))
    expect(keys).toEqual(expect.arrayContaining(['me', 'catalog/en/tree']))
    // SEO: title, description, canonical and hreflang, Open Graph.
    expect(res.text).toMatch(/<title>[^<]+ – Opgavetorvet<\/title>/)
    expect(res.text).toContain('<meta name="description" content="Describe your job for free')
    expect(res.text).toContain('<link rel="canonical" href="https://opgavetorvet.dk/?lang=en" />')
    expect(res.text).toContain('<link rel="alternate" hreflang="da" href="https://opgavetorvet.dk/" />')
    expect(res.text).toContain('<meta property="og:locale" content="en_GB" />')
    // No executable inline script: the CSP stays 'self'.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline')
  })

  it('renders / in Danish by default, and in English for ?lang=en (which sets the cookie)', async () => {
    const da = await call('/')
    expect(da.text).toContain('<html lang="da-DK">')
    expect(da.text).toContain('Få tilbud fra dygtige håndværkere og firmaer')
    const en = await call('/?lang=en')
    expect(en.text).toContain('<html lang="en">')
    expect(en.headers.get('set-cookie')).toContain('lang=en')
  })

  it('renders /createjob/{slug} with the category and its questions, in English', async () => {
    const { top, sub } = await makeCategoryTree()
    const res = await call(`/createjob/${top.slug}`, { cookie: 'lang=en' })
    expect(res.status).toBe(200)
    expect(res.text).toContain('<html lang="en">')
    expect(res.text).toContain(`<h1 class="title-display">${top.nameEn}</h1>`)
    expect(res.text).toContain('Material')
    expect(res.text).toContain(sub.nameEn)
    expect(res.text).toContain(`<title>${top.nameEn} – post a job – Opgavetorvet</title>`)
  })

  it('renders a guarantee page with the app header and footer, in English', async () => {
    const res = await call('/guarantees/autoreparation-full-text', { cookie: 'lang=en' })
    expect(res.status).toBe(200)
    expect(res.text).toContain('<html lang="en">')
    expect(res.text).toContain('The Opgavetorvet guarantee for car repair')
    expect(res.text).toContain('Log in')
    expect(res.text).toContain('<footer')
    expect(res.text.split('id="page-data"')[0]).not.toContain('{{')
  })

  it('renders every legal page with its full text, indexable', async () => {
    for (const { path, key } of legalPages) {
      const res = await call(path)
      const text = legalDa[key]
      expect(res.status, path).toBe(200)
      expect(res.text, path).toContain(`>${text.title}</h1>`)
      expect(res.text, path).toContain(text.lead.slice(0, 40).replaceAll('{{brand}}', 'Opgavetorvet'))
      // The last section too: the whole text is in the HTML, not only what is above the fold.
      const last = 'sections' in text ? text.sections.at(-1)?.heading : text.cvr
      expect(res.text, path).toContain(String(last))
      expect(res.text, path).not.toContain('noindex')
    }
  })

  it('answers unknown pages with the app not-found page and a real 404', async () => {
    for (const path of ['/findes-ikke', '/createjob/findes-ikke', '/guarantees/findes-ikke']) {
      const res = await call(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(res.text, path).toContain('<meta name="robots" content="noindex" />')
    }
    expect((await call('/findes-ikke')).text).toContain('Siden findes ikke')
    // The API keeps its JSON envelope.
    const api = await call('/api/findes-ikke')
    expect(api.status).toBe(404)
    expect(api.json.error.code).toBe('not_found')
  })

  it('gives logged-in screens the shell, for the browser to render', async () => {
    const res = await call('/bruger/profil')
    expect(res.status).toBe(200)
    expect(res.text).toContain('<div id="root"></div>')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
  })

  it("brings who is logged in with the shell, so the screen's guard asks nobody (never shared)", async () => {
    const meOf = (html: string) =>
      shellData(html).queries.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === 'me').state.data
    expect(meOf((await call('/bruger/profil')).text)).toBeNull()
    const user = await makeLoggedOutUser({ name: 'Tove Ditlevsen' })
    const { cookie } = await login(user.email)
    const mine = await call('/bruger/profil', { cookie: `${cookie}` })
    expect(meOf(mine.text).name).toBe('Tove Ditlevsen')
    expect(mine.headers.get('cache-control')).toBe('private, no-cache')
    expect(mine.text).not.toContain('id="page-data"')
  })

  it('edge-caches anonymous pages per path and language, never a logged-in page', async () => {
    const path = '/createjob?utm=edge-test'
    const first = await call(path, { cookie: 'lang=en' })
    expect(first.headers.get('cache-control')).toBe('public, max-age=300')
    expect(first.headers.get('vary')).toContain('Cookie')
    const hit = await waitForHit(path, 'lang=en')
    expect(hit.text).toBe(first.text)
    expect((await call(path, { cookie: 'lang=da-DK' })).text).toContain('<html lang="da-DK">')

    const user = await makeLoggedOutUser({ name: 'Karen Blixen' })
    const { cookie } = await login(user.email)
    const mine = await call(path, { cookie: `${cookie}; lang=en` })
    expect(mine.headers.get('cache-control')).toBe('private, no-cache')
    expect(mine.headers.get('x-edge-cache')).toBeNull()
    expect(
      pageData(mine.text).queries.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === 'me').state
        .data.name,
    ).toBe('Karen Blixen')
  })

  it('carries the ICU warm-up as its one inline script, and its CSP allows exactly that script', async () => {
    const res = await call('/createjob')
    const inline = [...res.text.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([^<]*)<\/script>/g)].map(
      (m) => m[1] ?? '',
    )
    expect(inline).toEqual([warmIntlScript])
    const scriptSrc = (res.headers.get('content-security-policy') ?? '')
      .split('; ')
      .find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe(`script-src 'self' ${inlineHash(warmIntlScript)}`)

    const { cookie } = await login((await makeLoggedOutUser()).email)
    const mine = await call('/createjob', { cookie: `${cookie}` })
    expect(mine.text).not.toContain(warmIntlScript)
    expect(mine.headers.get('content-security-policy')).toContain("script-src 'self';")
  })

  it('a new Worker version is a new cache key, even with the same built page', async () => {
    const version = (id: string) =>
      pageVersion({ ...env, CF_VERSION_METADATA: { id, tag: '', timestamp: '' } }, 'same-template')
    expect(await version('version-a')).not.toBe(await version('version-b'))
    expect(await version('version-a')).toBe(await version('version-a'))
  })

  it('a new category is a new cache key: the cached page shows it at once', async () => {
    await call('/createjob')
    await waitForHit('/createjob')
    const { top } = await makeCategoryTree()
    const res = await call('/createjob')
    expect(res.headers.get('x-edge-cache')).toBe('MISS')
    expect(res.text).toContain(top.nameDa)
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page with its Danish and English address', async () => {
    const { top, sub } = await makeCategoryTree()
    const res = await call('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    for (const path of [
      '/',
      '/createjob',
      `/createjob/${top.slug}`,
      `/createjob/${sub.slug}`,
      '/guarantees/haandvaerkogbyggeri-full-text',
      '/guarantees/autoreparation-full-text',
      ...legalPages.map((page) => page.path),
    ]) {
      expect(res.text).toContain(`<loc>https://opgavetorvet.dk${path}</loc>`)
    }
    // A company's own job list is behind the log-in: never in the sitemap.
    expect(res.text).not.toContain('/firma/')
    expect(res.text).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="https://opgavetorvet.dk/createjob/${top.slug}?lang=en"/>`,
    )
  })

  it('serves robots.txt as plain text pointing at the sitemap', async () => {
    const res = await call('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(res.text).toContain('User-agent: *')
    expect(res.text).toContain('Disallow: /api/')
    expect(res.text).toContain('Sitemap: https://opgavetorvet.dk/sitemap.xml')
  })
})

describe('server-rendered logged-in first screens (issue 21)', () => {
  it("renders the customer's jobs into the HTML for that customer only, never shared", async () => {
    const customer = await makeUser({ name: 'Inger Christensen' })
    const { top } = await makeCategoryTree()
    await makeJob({ customerId: customer.user.id, categoryId: top.id, title: 'Nyt tag på carporten' })
    const mine = await call('/bruger/opgaver', { cookie: customer.cookie })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('private, no-cache')
    expect(mine.text).toMatch(/<h1[^>]*>Mine opgaver<\/h1>/)
    expect(mine.text).toContain('Nyt tag på carporten')
    // The page's own title from the first byte (not the product name until the scripts run), never indexed.
    expect(mine.text).toContain('<title>Mine opgaver – Opgavetorvet</title>')
    expect(mine.text).toContain('<meta name="robots" content="noindex" />')
    expect(mine.text).not.toContain('rel="canonical"')
    // Another customer's page does not have it.
    const other = await makeUser({ name: 'Anden Kunde' })
    expect((await call('/bruger/opgaver', { cookie: other.cookie })).text).not.toContain(
      'Nyt tag på carporten',
    )
  })

  it('sends an anonymous visitor to log in and back, as a redirect no cache keeps', async () => {
    for (const path of ['/bruger/opgaver?job=3', '/firma/opgaver']) {
      const res = await call(path)
      expect(res.status, path).toBe(302)
      expect(res.headers.get('location'), path).toBe(`/log-ind?redirect=${encodeURIComponent(path)}`)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it("renders the company's open jobs, and answers its remembered filter with the filtered address", async () => {
    const company = await makeCompanyUser('Server Tømrer ApS')
    const customer = await makeUser({ name: 'Karen Kunde' })
    await makeJob({
      customerId: customer.user.id,
      categoryId: company.category.id,
      title: 'Ny terrasse i lærk',
    })
    const open = await call('/firma/opgaver', { cookie: company.cookie })
    expect(open.status).toBe(200)
    expect(open.text).toMatch(/<h1[^>]*>Åbne opgaver<\/h1>/)
    expect(open.text).toContain('Ny terrasse i lærk')
    expect(open.text).toContain('<title>Åbne opgaver – Opgavetorvet</title>')
    expect(open.text).toContain('<meta name="robots" content="noindex" />')
    // A customer's view of the company workspace has the title it shows.
    const asCustomer = await call('/firma/opgaver', { cookie: customer.cookie })
    expect(asCustomer.status).toBe(200)
    expect(asCustomer.text).toContain('<title>For firmaer – Opgavetorvet</title>')

    const filter = { region: ['Region Midtjylland'], q: 'terrasse' }
    await call('/api/company/jobs/saved-filter', { cookie: company.cookie, method: 'PUT', body: filter })
    const remembered = await call('/firma/opgaver', { cookie: company.cookie })
    expect(remembered.status).toBe(302)
    const to = new URL(remembered.headers.get('location') ?? '', 'http://x')
    expect(to.pathname).toBe('/firma/opgaver')
    expect(to.searchParams.get('region')).toBe('Midtjylland')
    expect(to.searchParams.get('tekst')).toBe('terrasse')
    const filtered = await call(`${to.pathname}${to.search}`, { cookie: company.cookie })
    expect(filtered.status).toBe(200)
    expect(filtered.text).toContain('Ny terrasse i lærk')
    // An address with a filter of its own keeps it.
    expect((await call('/firma/opgaver?tekst=tag', { cookie: company.cookie })).status).toBe(200)
  })
})
