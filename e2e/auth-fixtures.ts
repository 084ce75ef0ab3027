import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

/** Helpers of the accounts e2e specs (auth-*.spec.ts). Every spec makes its own data. */

/** Playwright's worker (0, 1, …): workers run at once and count from the same millisecond. */
export const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
let counter = 0
/** A unique e-mail per run, project, worker and call. */
export function uniqueEmail(tag: string, project: string): string {
  counter += 1
  return `e2e-${tag}-${project}-${Date.now()}-${workerIndex}-${counter}@example.dk`
}
/** A unique 8-digit Danish phone number (starts with 2-9). */
export function uniquePhone(): string {
  counter += 1
  return `2${String(Date.now() * 100 + workerIndex * 50 + (counter % 50)).slice(-7)}`
}

/** A CVR number that passes the modulus-11 check (weights 2,7,6,5,4,3,2,1), different on every call. */
export function uniqueCvr(): string {
  const weights = [2, 7, 6, 5, 4, 3, 2]
  for (let seed = Date.now() + counter++ * 7919 + workerIndex * 4_000_037; ; seed += 1) {
    const head = String(10_000_000 + (seed % 8_999_999)).slice(0, 7)
    const sum = head.split('').reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0)
    const check = (11 - (sum % 11)) % 11
    if (check < 10) return `${head}${check}`
  }
}

export const strongPassword = 'Solsikke-Tag-2026'

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 980
}

/**
 * Until React has taken over a server-rendered page (web/main.tsx marks it), a press on its buttons is
 * lost; a journey that lands on a page by a redirect or reload waits for this before pressing.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

async function openMobileMenu(page: Page) {
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Menu' })
  await expect(sheet).toBeVisible()
  return sheet
}

/** The mobile menu sheet (≤ 979 px), opened; on desktop the header itself. */
async function accountArea(page: Page) {
  if (isMobile(page)) return openMobileMenu(page)
  await waitForHydration(page)
  return page.getByRole('banner')
}

/** Opens the log-in modal from the header (or the mobile menu). */
export async function openLoginFromHeader(page: Page) {
  const area = await accountArea(page)
  await area.getByRole('button', { name: 'Log ind', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Log ind' })
  await expect(dialog).toBeVisible()
  return dialog
}

export async function logInWithModal(page: Page, email: string, password: string) {
  const dialog = await openLoginFromHeader(page)
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await dialog.getByLabel('Adgangskode', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log ind', exact: true }).click()
  return dialog
}

/** Fills the log-in page's form (`/log-ind`) and submits it; answers the status of the log-in request. */
export async function submitLogInPage(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Adgangskode', { exact: true }).fill(password)
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'))
  await page.getByRole('button', { name: 'Log ind', exact: true }).last().click()
  return (await answer).status()
}

/**
 * Logs the page's browser in through the API, not the form (the session cookie lands in the page's
 * context); `origin` is the app's, for the API's Origin check. Answers the log-in's response.
 */
export function logInThroughApi(page: Page, origin: string, login: { email: string; password: string }) {
  return page.request.post('/api/auth/login', {
    headers: { Origin: origin },
    data: { email: login.email, password: login.password },
  })
}

const demoLogins = JSON.parse(
  readFileSync(new URL('../scripts/demo-logins.json', import.meta.url), 'utf8'),
) as { role: string; email: string; password: string }[]

/** The seeded demo log-in of `role` (scripts/demo-logins.json); a test that uses it never changes its data. */
export function demoLogin(role: 'customer' | 'company' | 'admin') {
  const login = demoLogins.find((l) => l.role === role)
  if (!login) throw new Error(`scripts/demo-logins.json lacks a ${role} log-in`)
  return login
}

/** Opens the log-in page and logs in there; answers the status of the log-in request. */
export async function logInOnPage(page: Page, email: string, password: string) {
  await page.goto('/log-ind')
  return submitLogInPage(page, email, password)
}

/** Checks the header shows the user (desktop: the user-menu button; mobile: the menu sheet). */
export async function expectLoggedIn(page: Page, name: string) {
  if (!isMobile(page)) {
    await expect(page.getByRole('button', { name: `Brugermenu: ${name}` })).toBeVisible()
    return
  }
  // A log-in reloads the page at a moment the test does not see: a tap may land on the old document
  // (and open its logged-out sheet, or be lost in the unload), so tap again until the new one answers.
  const sheet = page.getByRole('dialog', { name: 'Menu' })
  await expect(async () => {
    if (!(await sheet.isVisible())) {
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
    }
    await expect(sheet.getByRole('navigation', { name: 'Brugermenu' })).toContainText(name, {
      timeout: 2000,
    })
  }).toPass()
  await sheet.getByRole('button', { name: 'Luk menu' }).click()
  await expect(sheet).toBeHidden()
}

export async function logOut(page: Page) {
  if (isMobile(page)) {
    await (await openMobileMenu(page)).getByRole('button', { name: 'Log ud' }).click()
  } else {
    await waitForHydration(page)
    await page.getByRole('button', { name: /^Brugermenu: / }).click()
    await page.getByRole('menuitem', { name: 'Log ud' }).click()
  }
  await expect(page).toHaveURL(/\/$/)
  // The toast's heading is Danish ('Udført', not the spec's 'OK!'; issue 20). An earlier toast (a
  // welcome, a changed password) may still be showing above it.
  await expect(
    page.getByRole('alertdialog', { name: 'Udført', exact: true }).filter({ hasText: 'Du er nu logget ud.' }),
  ).toBeVisible()
  const area = await accountArea(page)
  await expect(area.getByRole('button', { name: 'Log ind', exact: true })).toBeVisible()
  if (isMobile(page)) await page.getByRole('button', { name: 'Luk menu' }).click()
}

export interface OutboxMessage {
  id: number
  channel: 'email' | 'sms'
  to: string
  template: string
  subject: string | null
  text: string
  links: string[]
  code: string | null
}

/** The dev outbox (APP_ENV development), newest first; polls until `pick` finds a message. */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  pick: (m: OutboxMessage) => boolean,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        // A dropped connection on a loaded machine (ECONNRESET) is one more try, not a failed test.
        const res = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`).catch(() => null)
        if (!res?.ok()) return false
        const body = (await res.json()) as { messages: OutboxMessage[] }
        found = body.messages.find(pick)
        return Boolean(found)
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found as OutboxMessage
}

/** Signs up a private person through the UI; ends logged in on the home page. */
export async function signUpPerson(page: Page, user: { name: string; email: string; phone: string }) {
  await page.goto('/opret-profil')
  const form = page.getByRole('form', { name: 'Profil for privatperson' })
  await form.getByRole('textbox', { name: 'Dit fulde navn' }).fill(user.name)
  await form.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await form.getByRole('textbox', { name: 'Telefonnummer' }).fill(user.phone)
  await form.getByRole('textbox', { name: 'Postnummer' }).fill('8000')
  await expect(form.getByRole('textbox', { name: 'By' })).toHaveValue('Aarhus C')
  await form.getByLabel(/^Adgangskode/).fill(strongPassword)
  await form.getByRole('button', { name: 'Opret profil' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Din profil er oprettet. Velkommen!')).toBeVisible()
}

/** Where a profile is made (sign-up, a new customer's first job): its terms are said, and both linked. */
export async function expectProfileTerms(scope: Page | Locator) {
  await expect(
    scope.getByText(
      'Når du opretter en profil, accepterer du vores handelsbetingelser og privatlivspolitik.',
    ),
  ).toBeVisible()
  // exact: the page's footer has its own 'Handelsbetingelser' and 'Privatlivspolitik'.
  for (const name of ['handelsbetingelser', 'privatlivspolitik'])
    await expect(scope.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${name}`)
}
