import { expect, test } from '@playwright/test'

/**
 * No link leads to a 404: from the home page, every internal link on every page a visitor can reach
 * (breadth first, each path once) opens a page that is not the not-found page.
 */
test('every internal link a visitor can reach opens a real page', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const origin = new URL(baseURL ?? 'http://localhost').origin
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const broken: string[] = []
  while (queue.length > 0) {
    const path = queue.shift() ?? '/'
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    const notFound = await page.getByRole('heading', { name: 'Siden findes ikke' }).count()
    if ((response?.status() ?? 0) >= 400 || notFound > 0) broken.push(path)
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    for (const href of hrefs) {
      const url = new URL(href)
      if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/'))
        continue
      // Category pages are many and alike: one of each kind is enough.
      const key = url.pathname.replace(/^\/createjob\/.+/, '/createjob/_')
      if (seen.has(key)) continue
      seen.add(key)
      queue.push(url.pathname + url.search)
    }
  }
  expect(broken).toEqual([])
  expect(seen.size).toBeGreaterThan(8)
})
