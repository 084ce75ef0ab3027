import { expect, type Page, test } from '@playwright/test'
import {
  demoLogin,
  isMobile,
  logInThroughApi,
  submitLogInPage,
  uniqueEmail,
  waitForHydration,
} from './auth-fixtures'
import { expectAccessible } from './axe'
import { bothWidths, screenshot } from './screenshots'

/**
 * Navigation and session (issue 7, rough edges): logged-in users skip log-in and sign-up, a guarded
 * page comes back after the log-in, a Facebook cancel is a cancel, every page has its own title, focus
 * follows client navigation to the new heading, the sticky header never covers what has focus, and a
 * search without a match says so. Uses the seeded demo log-ins and never changes their data.
 */
type Role = Parameters<typeof demoLogin>[0]

/** Logs the page's browser in through the API as the demo user of `role`. */
async function apiLogIn(page: Page, baseURL: string | undefined, role: Role) {
  const res = await logInThroughApi(page, baseURL ?? '', demoLogin(role))
  expect(res.status(), await res.text()).toBe(200)
}

async function fillLogIn(page: Page, role: Role) {
  const { email, password } = demoLogin(role)
  await submitLogInPage(page, email, password)
}

test.describe('session routing', () => {
  test('a logged-in user opening /log-ind or /opret-profil goes to their start page', async ({
    page,
    baseURL,
  }) => {
    await apiLogIn(page, baseURL, 'customer')
    await page.goto('/log-ind')
    await expect(page).toHaveURL(/\/bruger\/opgaver$/)
    await page.goto('/opret-profil')
    await expect(page).toHaveURL(/\/bruger\/opgaver$/)
    // A checked redirect is honoured, another site is not.
    await page.goto('/log-ind?redirect=%2Fbruger%2Faccount')
    await expect(page).toHaveURL(/\/bruger\/account$/)
    await page.goto('/log-ind?redirect=https%3A%2F%2Fevil.example%2F')
    await expect(page).toHaveURL(/\/bruger\/opgaver$/)

    await page.context().clearCookies()
    await apiLogIn(page, baseURL, 'company')
    await page.goto('/opret-profil')
    await expect(page).toHaveURL(/\/firma\/opgaver$/)

    await page.context().clearCookies()
    await apiLogIn(page, baseURL, 'admin')
    await page.goto('/log-ind')
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('after logging in from a guarded page every role comes back to it', async ({ page }) => {
    await page.goto('/bruger/account')
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/log-ind\?redirect=%2Fbruger%2Faccount$/)
    await expect(page.getByRole('heading', { name: 'Log ind', level: 1 })).toBeVisible()
    // A company would otherwise land in its workspace.
    await fillLogIn(page, 'company')
    await expect(page).toHaveURL(/\/bruger\/account$/)
    await expect(page.getByRole('heading', { name: 'Konto', level: 1 })).toBeVisible()
    // The log-in page is not left in the history to bounce back to.
    await page.goBack()
    await expect(page).not.toHaveURL(/\/log-ind/)
  })

  test("a customer's menu names the account page as the page does (a customer has no balance)", async ({
    page,
    baseURL,
  }) => {
    await apiLogIn(page, baseURL, 'customer')
    await page.goto('/bruger/opgaver')
    await waitForHydration(page)
    await page.getByRole('button', { name: /^Brugermenu: / }).click()
    await expect(page.getByRole('menuitem', { name: /saldo/i })).toHaveCount(0)
    await page.getByRole('menuitem', { name: 'Konto', exact: true }).click()
    await expect(page).toHaveURL(/\/bruger\/account$/)
    await expect(page.getByRole('heading', { name: 'Konto', level: 1 })).toBeVisible()
  })

  test("another role's page says whose it is, who you are, and leads to your own pages", async ({
    page,
    baseURL,
  }) => {
    await apiLogIn(page, baseURL, 'customer')
    for (const path of ['/firma/abonnement', '/bruger/account-transactions']) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { name: 'Kun for firmaer', level: 1 })).toBeVisible()
      await expect(
        page.getByText('Denne side er for firmaer. Du er logget ind som privat kunde.'),
      ).toBeVisible()
      await expect(page).toHaveTitle('Kun for firmaer – Opgavetorvet')
    }
    await expectAccessible(page, 'a company page as a customer sees it')
    await screenshot(page, 'other-role', bothWidths)
    await page.getByRole('link', { name: 'Til mine opgaver' }).click()
    await expect(page).toHaveURL(/\/bruger\/opgaver$/)

    await page.context().clearCookies()
    await apiLogIn(page, baseURL, 'admin')
    await page.goto('/bruger/opgaver')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Kun for kunder', level: 1 })).toBeVisible()
    await expect(page.getByText('Du er logget ind som administrator.')).toBeVisible()
    await page.getByRole('link', { name: 'Til administrationen' }).click()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('a log-in page with a foreign redirect goes to the start page instead', async ({ page }) => {
    await page.goto('/log-ind?redirect=%2F%2Fevil.example%2Fphish')
    await waitForHydration(page)
    await fillLogIn(page, 'customer')
    await expect(page).toHaveURL(/\/bruger\/opgaver$/)
  })
})

test.describe('Facebook from the log-in page', () => {
  async function startFacebook(page: Page) {
    const popupPromise = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Log ind med Facebook' }).click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    return popup
  }

  test('a Facebook log-in leaves the log-in form for the page that asked', async ({ page }, info) => {
    await page.goto('/bruger/account')
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/log-ind\?redirect=/)
    const popup = await startFacebook(page)
    await popup.getByRole('radio', { name: /Another user/ }).check()
    await popup.getByLabel('Name').fill(`Nora Navigation ${info.project.name}`)
    await popup.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('nav-fb', info.project.name))
    await popup.getByRole('button', { name: 'Fortsæt' }).click()
    await popup.waitForEvent('close', { timeout: 15_000 })
    await expect(page).toHaveURL(/\/bruger\/account$/)
    await expect(page.getByRole('heading', { name: 'Konto', level: 1 })).toBeVisible()
  })

  test('cancelling at Facebook says so, not that something went wrong', async ({ page }) => {
    await page.goto('/log-ind')
    await waitForHydration(page)
    const popup = await startFacebook(page)
    await popup.getByRole('button', { name: 'Annullér' }).click()
    await popup.waitForEvent('close', { timeout: 15_000 })
    await expect(page.getByText('Du afbrød Facebook-login, så du er ikke logget ind.')).toBeVisible()
    await expect(page.getByText('Noget gik galt. Prøv igen senere.')).toHaveCount(0)
    await expect(page).toHaveURL(/\/log-ind$/)
  })

  test('the same-window flow lands on ?facebook=cancelled with the same message', async ({ page }) => {
    await page.goto('/?facebook=cancelled')
    await expect(page.getByText('Du afbrød Facebook-login, så du er ikke logget ind.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('titles and focus', () => {
  test('every page has a title of its own', async ({ page }) => {
    const pages = [
      '/',
      '/createjob',
      '/createjob/toemrer',
      '/createjob/findes-ikke',
      '/guarantees/haandvaerkogbyggeri-full-text',
      '/om-os',
      '/kontakt',
      '/handelsbetingelser',
      '/privatlivspolitik',
      '/cookiepolitik',
      '/log-ind',
      '/opret-profil',
      '/glemt-adgangskode',
      '/nulstil-adgangskode',
      '/side-der-ikke-findes',
    ]
    const titles = new Map<string, string>()
    for (const path of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
      // The app may set the title just after the first paint (client-rendered pages).
      await expect(page).toHaveTitle(/Opgavetorvet/)
      await expect(async () => {
        const title = await page.title()
        expect([...titles.values()]).not.toContain(title)
        titles.set(path, title)
      }).toPass({ timeout: 5000 })
    }
    expect(titles.get('/side-der-ikke-findes')).toBe('Siden findes ikke – Opgavetorvet')
    expect(titles.get('/createjob')).toBe('Opret en opgave – Opgavetorvet')
  })

  test('client navigation moves focus to the new heading, the first load does not @phone', async ({
    page,
  }) => {
    await page.goto('/om-os')
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toBeVisible()
    await expect(h1).not.toBeFocused()
    // A link pressed before the app has taken the page over loads the next page the browser's way.
    await waitForHydration(page)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Handelsbetingelser' }).click()
    await expect(page).toHaveURL(/\/handelsbetingelser$/)
    await expect(page.getByRole('heading', { name: 'Handelsbetingelser', level: 1 })).toBeFocused()
    await expect(page).toHaveTitle(/^Handelsbetingelser/)
    // Back to the home page by the logo: on desktop the search box takes focus there (spec), on a
    // phone the heading does.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Opgavetorvet/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/$/)
    if (isMobile(page)) await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    else await expect(page.getByRole('combobox', { name: 'Hvad skal du have lavet?' })).toBeFocused()
  })

  test('a focused element is never hidden under the sticky header @phone', async ({ page }) => {
    await page.goto('/handelsbetingelser')
    const header = page.getByRole('banner')
    const headerHeight = (await header.boundingBox())?.height ?? 0
    expect(headerHeight).toBeGreaterThan(0)
    const padding = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    )
    expect(padding).toBeGreaterThanOrEqual(headerHeight)
    // Scrolled to the bottom, focus the heading at the top: it scrolls into view below the header.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const h1 = page.getByRole('heading', { level: 1 })
    await h1.evaluate((el) => {
      el.setAttribute('tabindex', '-1')
      ;(el as HTMLElement).focus()
    })
    const box = await h1.boundingBox()
    const headerBox = await header.boundingBox()
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + headerHeight - 1)
  })
})

test('a category search without a match says so and shows the category list', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('combobox', { name: 'Hvad skal du have lavet?' })
  await search.fill('xqzvw blubber')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/createjob\?word=/)
  await expect(
    page.getByText('Vi fandt ingen kategori, der passer til »xqzvw blubber«.', { exact: false }),
  ).toBeVisible()
  const list = page.getByRole('region', { name: 'Alle kategorier' })
  await expect(list.getByRole('link').first()).toBeVisible()
  expect(await list.getByRole('link').count()).toBeGreaterThan(3)
})
