import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './auth-fixtures'
import { test } from './fixtures'
import { insertHiredContact, insertJob } from './fixtures-market'
import { holdBack } from './steps'

/** Public pages arrive rendered by the Worker; the app must take over the same markup, silently. */
const pages = [
  '/',
  '/createjob',
  '/createjob/toemrer?word=t%C3%B8m',
  '/createjob/autoreparation',
  '/guarantees/haandvaerkogbyggeri-full-text',
  '/om-os',
  '/findes-ikke',
]

// React reports a hydration mismatch as an error (production: minified #418/#419/#423/#425).
const hydrationProblem = /hydrat|did not match|server rendered|Minified React error #4(18|19|23|25)/i

/** React has taken over the page's own content (the route's Suspense boundary hydrates after the root). */
const contentHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const main = document.getElementById('main')?.firstElementChild
    return main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'))
  })

/**
 * The app has taken the whole page over: the root has committed (`html[data-hydrated]`), the content
 * has hydrated, and two frames have passed for React to report what did not match as it commits. Not
 * 'networkidle': web/boot.ts asks for the app's code only after the first paint (or a second), so the
 * network can be idle before the app has even been fetched, and the check would pass on a bare page.
 */
async function fullyHydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await contentHydrated(page)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

for (const path of pages) {
  test(`${path} hydrates without warnings or CSP violations`, async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (hydrationProblem.test(text) || /Content Security Policy/.test(text)) problems.push(text)
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const res = await page.goto(path)
    expect(res?.status()).toBe(path === '/findes-ikke' ? 404 : 200)
    // The content is in the HTML before any script runs.
    const html = await res?.text()
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Hydrated: the router answers client-side navigation.
    await fullyHydrated(page)
    expect(problems).toEqual([])
  })
}

test("a company's first screen comes with its own header: no visitor's link, no mismatch", async ({
  page,
  login,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (hydrationProblem.test(message.text())) problems.push(message.text())
  })
  await login({ role: 'company' })
  const res = await page.goto('/firma/opgaver')
  const html = (await res?.text()) ?? ''
  // The server knows the caller: the company's work is in the header before any script runs.
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
  expect(header).toContain('href="/firma/opgaver/dine-vundne-opgaver"')
  expect(header).not.toContain('href="/createjob"')
  await fullyHydrated(page)
  await expect(page.getByRole('navigation', { name: 'Hovednavigation' }).getByRole('link')).toHaveText([
    'Find opgaver',
    'Vundne opgaver',
  ])
  expect(problems).toEqual([])
})

test("a company's tab opened as the address is drawn before the page counts as ready, and a tap on the other tab lands @phone", async ({
  page,
  login,
  makeUser,
}) => {
  const customer = await makeUser()
  const company = await login({ role: 'company', company: { categories: ['toemrer'] } })
  const won = await insertJob({ customerId: customer.id, title: `Vundet carport ${Date.now()}` })
  await insertHiredContact({ job: won, customerId: customer.id, companySlug: company.company.slug })
  const problems: string[] = []
  page.on('console', (message) => {
    if (hydrationProblem.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // The page as it is the moment it counts as ready (`html[data-hydrated]`, what the journeys wait for):
  // its heading and where its tab row stands.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return
      observer.disconnect()
      const tabs = document.querySelector('nav[aria-label="Opgaver"]')
      Object.assign(window, {
        atReady: {
          heading: document.querySelector('h1')?.textContent,
          top: tabs?.getBoundingClientRect().top,
        },
      })
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })
  })
  const tabs = page.getByRole('navigation', { name: 'Opgaver' })
  // The server never sees the fragment: it draws the open jobs for every one of these addresses.
  for (const [hash, heading] of [
    ['', 'Åbne opgaver'],
    ['#tab=aabne', 'Åbne opgaver'],
    ['#tab=vundne', 'Vundne opgaver'],
  ] as const) {
    // A document of its own for each (from one fragment to another the browser would only scroll).
    await page.goto('about:blank')
    await page.goto(`/firma/opgaver${hash}`)
    await waitForHydration(page)
    const atReady = await page.evaluate(() => (window as unknown as { atReady: object }).atReady)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(tabs.getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page')
    // Taken over (a mismatch is reported as the content commits), then settled: nothing more to load.
    await fullyHydrated(page)
    await page.waitForLoadState('networkidle')
    const address = hash || 'no fragment'
    expect(problems, `${address}: taken over as the server drew it`).toEqual([])
    const settled = { heading, top: (await tabs.boundingBox())?.y }
    expect(atReady, `${address}: ready as drawn`).toEqual(settled)
  }
  // On the won tab as the address, 'Åbne opgaver' tapped as soon as the page counts as ready opens the
  // open tab (the tap was once lost with the server's markup, which React threw away).
  await expect(page.getByRole('article', { name: won.title })).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await tabs.getByRole('link', { name: 'Åbne opgaver' }).click()
  await expect(page).toHaveURL(/#tab=aabne$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Åbne opgaver' })).toBeVisible()
  expect(problems).toEqual([])
})

test("on a desktop a company's list stays where the server put it while the filters come in", async ({
  page,
  browser,
  baseURL,
  login,
}) => {
  await login({ role: 'company' })
  // The top of the list column (the cards under it change as other journeys post jobs).
  const list = (on: typeof page) => on.getByText(/^Vis skjulte/)
  // The server's layout, as the browser first paints it (no script runs).
  const serverOnly = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    javaScriptEnabled: false,
  })
  await serverOnly.addCookies(await page.context().cookies())
  const still = await serverOnly.newPage()
  await still.goto('/firma/opgaver')
  const before = await list(still).boundingBox({ timeout: 5000 })
  await serverOnly.close()
  await page.goto('/firma/opgaver')
  await expect(page.getByRole('combobox', { name: 'Sortering' })).toBeVisible()
  const after = await list(page).boundingBox()
  expect(before?.y).toBeGreaterThan(0)
  expect(after?.y).toBe(before?.y)
  expect(after?.x).toBe(before?.x)
})

test('a server-rendered page works at once: the log-in button opens the modal', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the header button is in the menu sheet on phones (shell.spec.ts)')
  await page.goto('/om-os')
  await page.getByRole('button', { name: 'Log ind' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a visitor who scrolls before the app has loaded stays where they scrolled', async ({ page }) => {
  // The app's code arrives only once the visitor has scrolled, as on a slow phone.
  const release = await holdBack(page, '**/assets/*.js')
  await page.goto('/', { waitUntil: 'commit' })
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  const where = await page.evaluate(() => window.scrollY)
  expect(where).toBeGreaterThan(200)
  release()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // The router's scroll handling runs as the app commits; give it two frames to act.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  expect(await page.evaluate(() => window.scrollY)).toBe(where)
  await footer.getByRole('link', { name: 'Om os', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Om os' })).toBeVisible()
})

/** The app's code, but not the page's first script (web/boot.ts), which a real page runs before it paints. */
const appCode = /\/assets\/(?!boot-)[^/]+\.js$/

const bootRan = (page: Page) => page.waitForFunction(() => Symbol.for('opgavetorvet.earlyPresses') in window)

test('a press begun before the app has loaded and ended after it still opens what it pressed', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the header button is in the menu sheet on phones (shell.spec.ts)')
  const release = await holdBack(page, appCode)
  await page.goto('/om-os', { waitUntil: 'commit' })
  await bootRan(page)
  const button = page.getByRole('button', { name: 'Log ind' }).first()
  const box = await button.boundingBox()
  if (!box) throw new Error('no "Log ind" button')
  // The button goes down on the server's markup and comes up once the app has it.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  release()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.mouse.up()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('on a phone, "Filtre" pressed before the app has loaded and let go after it still unfolds @phone', async ({
  page,
  login,
  isMobile,
}) => {
  test.skip(!isMobile, 'the filters are folded only on a phone')
  await login({ role: 'company', company: { categories: ['toemrer'] } })
  const release = await holdBack(page, appCode)
  await page.goto('/firma/opgaver', { waitUntil: 'commit' })
  await bootRan(page)
  const fold = page.getByRole('button', { name: /^Filtre/ })
  const box = await fold.boundingBox()
  if (!box) throw new Error('no "Filtre" button')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  release()
  await contentHydrated(page)
  await page.mouse.up()
  await expect(fold).toHaveAttribute('aria-expanded', 'true')
})

test("a job's age that turns a minute while the app loads does not break the take-over", async ({
  page,
  login,
  makeUser,
}) => {
  const customer = await makeUser()
  await login({ role: 'company', company: { categories: ['toemrer'] } })
  // Posted 57 s before the page is rendered: "Lige oprettet" in the server's HTML, a minute old by the
  // time the app takes it over.
  const job = await insertJob({
    customerId: customer.id,
    title: `Lige før minuttet ${Date.now()}`,
    createdAt: Math.floor(Date.now() / 1000) - 57,
  })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (hydrationProblem.test(message.text())) problems.push(message.text())
  })
  const release = await holdBack(page, appCode)
  await page.goto('/firma/opgaver', { waitUntil: 'commit' })
  const card = page.getByRole('article', { name: job.title })
  await expect(card).toContainText('Lige oprettet')
  await page.waitForTimeout(5000)
  release()
  await contentHydrated(page)
  await expect(card.getByRole('button', { name: 'Se opgaven' })).toBeVisible()
  expect(problems).toEqual([])
})
