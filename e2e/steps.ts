import { expect, type Locator, type Page } from '@playwright/test'
import { uniqueEmail, uniquePhone, waitForHydration } from './auth-fixtures'

/** Steps through the web's forms that several specs take. */

/** Picks an option of a kit select (the browser's own select). */
export async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option })
}

/** The create-job form's next step. */
export const next = (page: Page) => page.getByRole('button', { name: 'Næste' }).click()

/**
 * The category search box (home, create-job picker): a plain text field until the visitor reaches for it
 * (or, on a desktop, until it takes focus), then React Aria's combobox with the same name.
 */
export const categorySearchBox = (page: Page) =>
  page
    .getByRole('combobox', { name: 'Hvad skal du have lavet?' })
    .or(page.getByRole('textbox', { name: 'Hvad skal du have lavet?' }))

/**
 * The company opens its job list and waits until it has settled: hydrated and, on a desktop, with its
 * filter fields, which join the server's phone-first markup only then and move the cards down (a press
 * aimed at a card before lands beside it).
 */
export async function openJobList(page: Page) {
  await page.goto('/firma/opgaver')
  await waitForHydration(page)
  if ((page.viewportSize()?.width ?? 0) >= 980)
    await page.getByRole('combobox', { name: 'Sortering' }).waitFor()
}

/** Step 2 of the create-job form: the description, the postcode and when the work is to be done. */
export async function describeJob(page: Page, job: { description: string; zip: string; when: string }) {
  await page.getByRole('textbox', { name: 'Beskrivelse' }).fill(job.description)
  await page.getByRole('textbox', { name: 'Postnummer' }).fill(job.zip)
  await choose(page, /Hvornår skal opgaven udføres\?$/, job.when)
}

/** Step 3 of the create-job form: who posts the job (a new or a known e-mail), then 'Opret opgave'. */
export async function postJobAs(page: Page, who: { name: string; email: string; phone: string }) {
  await page.getByRole('textbox', { name: 'Navn' }).fill(who.name)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(who.email)
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill(who.phone)
  await page.getByRole('button', { name: 'Opret opgave' }).click()
}

/**
 * Step 3 as a visitor new to the site: a new e-mail (unique to the run) becomes a new customer, logged in
 * and taken to my jobs with the job open. Answers that e-mail and the new job's id.
 */
export async function postJobAsNewCustomer(page: Page, name: string, project: string) {
  const email = uniqueEmail('new-customer', project)
  await postJobAs(page, { name, email, phone: uniquePhone() })
  await expect(page).toHaveURL(/\/bruger\/opgaver\?job=\d+$/)
  return { email, jobId: Number(new URL(page.url()).searchParams.get('job')) }
}

/** The list item headed `heading`: a job in my jobs, a company's offer on my job. */
export const itemHeaded = (page: Page, heading: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) })

/** The customer opens a company's offer on the job page: 'Tilbud fra {company}', with its messages. */
export async function openOffer(page: Page, company: string) {
  await itemHeaded(page, company).getByRole('button', { name: 'Se tilbud og beskeder' }).click()
  return page.getByRole('dialog', { name: `Tilbud fra ${company}` })
}

/** The customer chooses a company's offer on the job page and confirms it ('Vælg {company}?'). */
export async function chooseSupplier(page: Page, company: string) {
  await itemHeaded(page, company).getByRole('button', { name: 'Vælg dette firma' }).click()
  await page
    .getByRole('alertdialog', { name: `Vælg ${company}?` })
    .getByRole('button', { name: 'Ja, vælg firmaet' })
    .click()
}

/** The page's own alert saying `text`, in its main content (a refusal that stays, not a passing toast). */
export const pageAlert = (page: Page, text: string) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: text })

/** Types a Danish amount into a bid's money field and leaves it (React Aria reads it on blur). */
export async function typePrice(bid: Page | Locator, amount: string) {
  const price = bid.getByRole('textbox', { name: 'Pris inkl. moms' })
  await price.fill(amount)
  await price.press('Tab')
}

/** The company bids from the job's open description: price, text, 'Send tilbud'; answers the bid dialog. */
export async function sendBid(page: Page, title: string, offer: { price: string; text: string }) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Giv tilbud' }).click()
  const bid = page.getByRole('dialog', { name: `Giv tilbud på »${title}«` })
  await typePrice(bid, offer.price)
  await bid.getByRole('textbox', { name: 'Dit tilbud' }).fill(offer.text)
  await bid.getByRole('button', { name: 'Send tilbud' }).click()
  return bid
}

/**
 * Holds back every request to `url` (a route's code, an API answer) until the returned function is
 * called, so a journey can see and press what the page shows while it is on its way.
 */
export async function holdBack(page: Page, url: string | RegExp) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Three frames: long enough for an IntersectionObserver to have told the page and React to have drawn
 * what it says (the profile bar, the order form's stuck price block). A press right after a scroll
 * (a field filled is scrolled to) waits for this: the block that sticks then moves the button.
 */
export const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))),
  )
