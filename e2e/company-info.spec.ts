import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import * as schema from '../worker/db/schema'
import { isMobile, waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { database } from './fixtures-db'
import { companyIdOf } from './fixtures-market'
import { bothWidths, screenshot } from './screenshots'
import { frames, holdBack } from './steps'

/** The company's one category (the fixture's 'toemrer'). */
async function categoryOf(companyId: number) {
  const db = await database()
  const [row] = await db
    .select({ id: schema.companyCategories.categoryId })
    .from(schema.companyCategories)
    .where(eq(schema.companyCategories.companyId, companyId))
  if (!row) throw new Error('the company has no category')
  return row.id
}

test('a company edits its details, opening hours, widget colour and price list', async ({ page, login }) => {
  const company = await login({ role: 'company' })
  const stamp = Date.now()
  await page.goto('/company/info')
  await expect(page).toHaveURL(/\/firma\/oplysninger$/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Firmaoplysninger' })).toBeVisible()

  // Details: a bad phone is refused in Danish, then the new name is saved.
  const details = page.getByRole('form', { name: 'Oplysninger' })
  // Its category is the whole trade (as the public profile lists it): chosen, its subcategories included.
  await expect(details.getByRole('checkbox', { name: 'Alle opgaver i kategorien Tømrer' })).toBeChecked()
  await expect(details.getByRole('checkbox', { name: 'Terrasse' })).toBeChecked()
  await expect(details.getByRole('checkbox', { name: 'Terrasse' })).toBeDisabled()
  await details.getByRole('textbox', { name: 'Firmanavn' }).fill(`Nyt Navn ${stamp}`)
  await details.getByRole('textbox', { name: 'Telefon', exact: false }).first().fill('12')
  await details.getByRole('button', { name: 'Gem oplysninger' }).click()
  await expect(details.getByText('Tjek de markerede felter.')).toBeVisible()
  await details.getByRole('textbox', { name: /^Telefon/ }).fill('86 12 34 56')
  await details.getByRole('checkbox', { name: 'Send mig notifikationer på SMS' }).check({ force: true })
  await details.getByRole('button', { name: 'Gem oplysninger' }).click()
  await expect(page.getByText('Dine oplysninger er gemt.')).toBeVisible()

  // Opening hours: Saturday by appointment, Monday's hours typed loosely come back normalised.
  const hours = page.getByRole('form', { name: 'Åbningstider' })
  await hours
    .getByRole('textbox', { name: /Tidsrum/ })
    .first()
    .fill('7-15.30')
  await hours.getByRole('combobox', { name: /Type/ }).nth(5).selectOption({ label: 'Efter aftale' })
  await hours.getByRole('button', { name: 'Gem åbningstider' }).click()
  await expect(page.getByText('Dine åbningstider er gemt.')).toBeVisible()
  await expect(hours.getByRole('textbox', { name: /Tidsrum/ }).first()).toHaveValue('07.00–15.30')

  // Price list: two lines in the company's category.
  const lists = page.getByRole('region', { name: 'Prislister' })
  // No price list yet: nothing to suggest changes to.
  await expect(lists.getByRole('link', { name: 'Foreslå ændringer til prislisten' })).toHaveCount(0)
  await lists.getByRole('button', { name: 'Ny prisliste' }).click()
  const listForm = lists.getByRole('form', { name: 'Ny prisliste' })
  // The form takes the button's place, and focus goes into it (not back to the page's start).
  await expect(listForm.getByRole('combobox', { name: /^Kategori/ })).toBeFocused()
  await listForm.getByRole('textbox', { name: /^Ydelse/ }).fill('Montering af dør')
  await listForm.getByRole('textbox', { name: /^Enhed/ }).fill('pr. dør')
  await listForm.getByRole('textbox', { name: /^Pris inkl. moms/ }).fill('1250')
  await listForm.getByRole('button', { name: 'Tilføj linje' }).click()
  await listForm
    .getByRole('textbox', { name: /^Ydelse/ })
    .nth(1)
    .fill('Timeløn')
  await listForm
    .getByRole('textbox', { name: /^Pris inkl. moms/ })
    .nth(1)
    .fill('495')
  // Each line's fields stand in one row, the price's label on one line, its input wide enough for
  // 36.250,00 (it was ~90 px and its label wrapped, pushing it below the others).
  if (!isMobile(page)) {
    const top = async (name: RegExp) =>
      (await listForm.getByRole('textbox', { name }).first().boundingBox())?.y ?? Number.NaN
    expect(await top(/^Pris inkl. moms/)).toBe(await top(/^Ydelse/))
    expect(await top(/^Enhed/)).toBe(await top(/^Ydelse/))
    const price = await listForm
      .getByRole('textbox', { name: /^Pris inkl. moms/ })
      .first()
      .boundingBox()
    expect(price?.width).toBeGreaterThanOrEqual(120)
  }
  await screenshot(page, 'price-list-editor', { fullPage: false })
  await listForm.getByRole('button', { name: 'Gem prisliste' }).click()
  await expect(page.getByText('Prislisten er gemt.')).toBeVisible()
  await expect(lists.getByText('1.250,00 kr.')).toBeVisible()
  // Saved, focus is on the new list's 'Rediger'; editing opens on its first line, and Annuller comes back.
  const edit = lists.getByRole('button', { name: /^Rediger / })
  await expect(edit).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(lists.getByRole('textbox', { name: /^Ydelse/ }).first()).toBeFocused()
  await lists.getByRole('button', { name: 'Annuller' }).click()
  await expect(edit).toBeFocused()
  // The link's ?title= is a plain word the router keeps as written (it was ?title=1, read as "1").
  const suggest = lists.getByRole('link', { name: 'Foreslå ændringer til prislisten' })
  await expect(suggest).toHaveAttribute('href', '/hjaelp/firma?title=prisliste')
  await suggest.click()
  await expect(page).toHaveURL(/\/hjaelp\/firma\?title=prisliste/)
  await expect(page.getByRole('textbox', { name: 'Emne' })).toHaveValue('Forslag til ændringer i prislisten')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Firmaoplysninger' })).toBeVisible()

  // Widget: a wrong colour is refused; a right one updates the embed code's widget in that colour.
  const widget = page.getByRole('form', { name: 'Widget til din hjemmeside' })
  await widget.getByRole('textbox', { name: /^Farve/ }).fill('grøn')
  await widget.getByRole('button', { name: 'Gem farve' }).click()
  await expect(widget.getByText('Skriv farven som en hex-kode, fx #1f7a4d.')).toBeVisible()
  await widget.getByRole('textbox', { name: /^Farve/ }).fill('#aa3300')
  await widget.getByRole('button', { name: 'Gem farve' }).click()
  await expect(page.getByText('Farven er gemt.', { exact: false })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Kode til din hjemmeside' })).toHaveValue(
    new RegExp(`/widget/${company.company?.slug}`),
  )
  const preview = page.frameLocator('iframe[title="Forhåndsvisning"]')
  await expect(preview.getByRole('link', { name: 'Se vores profil' })).toBeVisible()

  const db = await database()
  const companyId = await companyIdOf(company.company?.slug ?? '')
  const [saved] = await db.select().from(schema.companies).where(eq(schema.companies.id, companyId))
  expect(saved).toMatchObject({ name: `Nyt Navn ${stamp}`, phone: '86123456' })
  const sat = await db
    .select()
    .from(schema.openingHours)
    .where(and(eq(schema.openingHours.companyId, companyId), eq(schema.openingHours.day, 5)))
  expect(sat[0]?.type).toBe('appointment')

  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, 'company-info', bothWidths)

  // The embed code, pasted into a plain HTML page another site serves (another port, so another
  // origin): the widget shows in the company's colour. The page is served from loopback: Chromium
  // blocks a public origin (a routed fake domain) from framing a loopback server (Local Network
  // Access), which is why an earlier attempt here stayed empty.
  const embedCode = await page.getByRole('textbox', { name: 'Kode til din hjemmeside' }).inputValue()
  const site = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="da"><title>Kundens side</title><h1>Velkommen</h1>${embedCode}</html>`)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = site.address() as AddressInfo
    const other = `http://127.0.0.1:${port}/`
    expect(new URL(other).origin).not.toBe(new URL(page.url()).origin)
    await page.goto(other)
    const framed = page.frameLocator('iframe[src*="/widget/"]')
    await expect(framed.getByRole('link', { name: 'Se vores profil' })).toBeVisible()
    await expect(framed.getByRole('link', { name: 'Se vores profil' })).toHaveCSS(
      'background-color',
      'rgb(170, 51, 0)',
    )
    await expect(framed.locator('.h')).toHaveCSS('background-color', 'rgb(170, 51, 0)')
  } finally {
    site.close()
  }

  // Deleting the price list asks first; Annuller keeps it, and after the delete focus is on 'Ny prisliste'.
  await page.goto('/firma/oplysninger')
  await waitForHydration(page)
  await lists.getByRole('button', { name: /^Rediger / }).click()
  await lists.getByRole('button', { name: 'Slet prisliste' }).click()
  const confirmDelete = page.getByRole('alertdialog', { name: /^Slet prislisten for .+\?$/ })
  await expect(confirmDelete).toContainText('Kunderne kan ikke længere bestille fra den')
  await expectAccessible(page, 'the price list delete confirmation')
  await screenshot(page, 'price-list-delete-confirmation', { ...bothWidths, fullPage: false })
  await confirmDelete.getByRole('button', { name: 'Annuller' }).click()
  await expect(confirmDelete).toBeHidden()
  await expect(lists.getByRole('textbox', { name: /^Ydelse/ }).first()).toHaveValue('Montering af dør')
  await lists.getByRole('button', { name: 'Slet prisliste' }).click()
  await confirmDelete.getByRole('button', { name: 'Slet prisliste' }).click()
  await expect(page.getByText('Prislisten er slettet.')).toBeVisible()
  await expect(lists.getByText('Du har ingen prislister endnu.')).toBeVisible()
  await expect(lists.getByRole('button', { name: 'Ny prisliste' })).toBeFocused()
})

test('@phone the links to the parts of the page are 44 px tall targets for a thumb', async ({
  page,
  login,
}) => {
  test.skip(!isMobile(page), 'a mouse needs no 44 px rows: on a desktop the links stay compact')
  await login({ role: 'company' })
  await page.goto('/firma/oplysninger')
  const links = page.getByRole('navigation', { name: 'Afsnit' }).getByRole('link')
  await expect(links).toHaveCount(5)
  // The page keeps the shell's one gutter, as the other company pages do: a second one of its own made
  // every field 32 px narrower on a phone (the company's name cut off in its field).
  const title = await page.getByRole('heading', { level: 1, name: 'Firmaoplysninger' }).boundingBox()
  const logo = await page.getByRole('banner').getByRole('link').first().boundingBox()
  expect(title?.x).toBe(logo?.x)
  for (const link of await links.all()) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  await screenshot(page, 'company-info-sections', { fullPage: false })
  await links.filter({ hasText: 'Åbningstider' }).click()
  await expect(page).toHaveURL(/#hours-heading$/)
})

test('a visitor orders from a price list; the job appears for both sides with the company hired @phone', async ({
  page,
  login,
  newBrowser,
}, info) => {
  const company = await login({ role: 'company' })
  const companyId = await companyIdOf(company.company?.slug ?? '')
  const db = await database()
  const now = Math.floor(Date.now() / 1000)
  const [list] = await db
    .insert(schema.priceLists)
    .values({ companyId, categoryId: await categoryOf(companyId), updatedAt: now })
    .returning({ id: schema.priceLists.id })
  const title = `Rens af tagrender ${Date.now()}`
  await db
    .insert(schema.priceListItems)
    .values({ priceListId: list?.id ?? 0, name: title, unit: 'pr. meter', amountOre: 4_500, position: 0 })

  const visitor = await newBrowser()
  const shopper = await visitor.newPage()
  await shopper.goto(`/prisliste/${companyId}`)
  await waitForHydration(shopper)
  // The page's title names the list: no second 'Prisliste' heading right under it.
  await expect(shopper.getByRole('heading', { name: 'Prisliste', exact: true })).toHaveCount(0)
  await expect(shopper.getByRole('region', { name: /^Prisliste – / })).toBeVisible()
  // The way back to the company's profile, and the prices said to include VAT.
  await expect(
    shopper.getByRole('link', { name: `Se profilen for ${company.company?.name}` }),
  ).toHaveAttribute('href', `/${company.company?.slug}`)
  await expect(shopper.getByText('Alle priser er inkl. moms.')).toBeVisible()
  await expect(shopper.getByText('inkl. moms', { exact: true }).first()).toBeVisible()
  await screenshot(shopper, 'public-price-list', { fullPage: false })
  await shopper.getByRole('button', { name: `Bestil ${title}` }).click()
  const dialog = shopper.getByRole('dialog', { name: `Bestil ${title}` })
  // Each step starts at its first field (not at the ×, whose name is 'Annuller').
  await expect(dialog.getByRole('textbox', { name: 'Antal' })).toBeFocused()
  // The line's own unit, and its price per that unit (not 'pr. meter · Pris pr. stk.').
  await expect(dialog.getByText('pr. meter · Pris pr. enhed: 45,00 kr.')).toBeVisible()
  // 'I alt' follows the typing, not only the field being left.
  await dialog.getByRole('textbox', { name: 'Antal' }).fill('25')
  await expect(dialog.getByText('I alt: 1.125,00 kr.')).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Antal' })).toBeFocused()
  await dialog.getByRole('textbox', { name: 'Antal' }).fill('3')
  await dialog.getByRole('textbox', { name: 'Antal' }).press('Tab')
  await expect(dialog.getByText('I alt: 135,00 kr.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Videre' }).click()
  await expect(dialog.getByRole('textbox', { name: /^Fulde navn/ })).toBeFocused()

  // The order form's texts (spec section 5), in Danish.
  await dialog.getByRole('textbox', { name: /^Postnummer/ }).fill('12')
  // The field's scroll may stick the price block (spec §9), which moves the button: press after it.
  await frames(shopper)
  await dialog.getByRole('button', { name: 'Send bestilling' }).click()
  await expect(dialog.getByText('Indtast venligst dit fulde navn')).toBeVisible()
  await expect(dialog.getByText('Indtast venligst et gyldigt telefonnummer')).toBeVisible()
  await expect(dialog.getByText('E-mail mangler. Skriv venligst din e-mail.')).toBeVisible()
  // A binding purchase: where the job is, and the terms accepted (linked, opening in a new tab).
  await expect(dialog.getByText('Skriv vejnavn og husnummer, så firmaet ved, hvor opgaven er.')).toBeVisible()
  await expect(dialog.getByText('Accepter venligst handelsbetingelserne.')).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Læs handelsbetingelserne' })).toHaveAttribute(
    'href',
    '/handelsbetingelser',
  )
  await screenshot(shopper, 'order-form', { fullPage: false })

  const email = `bestiller-${Date.now()}-${info.project.name}@example.dk`
  await dialog.getByRole('textbox', { name: /^Fulde navn/ }).fill('Bo Bestiller')
  await dialog.getByRole('textbox', { name: /^Adresse/ }).fill('Vestergade 12')
  await dialog.getByRole('textbox', { name: /^Telefon/ }).fill('31 22 33 44')
  await dialog.getByRole('textbox', { name: /^Postnummer/ }).fill('8000')
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(email)
  await frames(shopper)
  // Back to change the amount, and on again: neither the amount nor what was typed is lost.
  await dialog.getByRole('button', { name: 'Tilbage' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Antal' })).toHaveValue('3')
  await expect(dialog.getByRole('textbox', { name: 'Antal' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Videre' }).click()
  // The amount with the line's unit ('3 meter', not '3 ×'), and the price with VAT.
  await expect(dialog.getByText(`3 meter ${title}, i alt 135,00 kr. inkl. moms`)).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: /^Fulde navn/ })).toHaveValue('Bo Bestiller')
  await expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email)
  await dialog.getByRole('textbox', { name: /^Besked til firmaet/ }).fill('Stigen står i carporten.')
  await frames(shopper)
  await dialog.getByText('Jeg accepterer handelsbetingelserne').click()
  await expect(dialog.getByRole('checkbox', { name: /Jeg accepterer handelsbetingelserne/ })).toBeChecked()
  await screenshot(shopper, 'order-form-filled')
  // While the order is on its way, the way back to the amount waits with the submit button: going back
  // then would drop the form under an order that is still being made.
  const release = await holdBack(shopper, '**/api/orders')
  await dialog.getByRole('button', { name: 'Send bestilling' }).click()
  await expect(dialog.getByRole('button', { name: 'Sender …' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Tilbage' })).toBeDisabled()
  // So does the ×, and Esc: closing then would hide an order that still goes through.
  await expect(dialog.getByRole('button', { name: 'Annuller' })).toBeDisabled()
  await shopper.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  release()

  // The customer lands on their jobs with the order, the company hired.
  await expect(shopper).toHaveURL(/\/bruger\/opgaver\?job=\d+/)
  await expect(shopper.getByText(title).first()).toBeVisible()
  await expect(shopper.getByText(company.company?.name ?? '').first()).toBeVisible()
  const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.title, title))
  expect(job?.status).toBe('hired')
  const [contact] = await db
    .select()
    .from(schema.contacts)
    .where(eq(schema.contacts.jobId, job?.id ?? 0))
  expect(contact).toMatchObject({ companyId, state: 'hired', priceOre: 13_500 })
  // Where the job is and the note are with the order.
  expect(job?.description).toContain('Adresse: Vestergade 12, 8000 Aarhus C')
  expect(job?.description).toContain('Stigen står i carporten.')

  // Logged in now, the next order's form starts from the person's own details, postcode and city too.
  await shopper.goto(`/prisliste/${companyId}`)
  await waitForHydration(shopper)
  await shopper.getByRole('button', { name: `Bestil ${title}` }).click()
  await dialog.getByRole('button', { name: 'Videre' }).click()
  await expect(dialog.getByRole('textbox', { name: /^Fulde navn/ })).toHaveValue('Bo Bestiller')
  await expect(dialog.getByRole('textbox', { name: /^Postnummer/ })).toHaveValue('8000')
  await expect(dialog.getByText('Aarhus C')).toBeVisible()
  await dialog.getByRole('button', { name: 'Annuller' }).first().click()

  // The company sees it among its won jobs.
  await page.goto('/firma/opgaver#tab=vundne')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  // On its booking the hired company reads where the job is, under the customer's name.
  await page.goto(`/firma/bookings/${contact?.id}`)
  await waitForHydration(page)
  const customer = page.getByRole('region', { name: 'Kunden', exact: true })
  await expect(customer.getByText('Bo Bestiller')).toBeVisible()
  await expect(customer.getByText('Vestergade 12, 8000 Aarhus C', { exact: true })).toBeVisible()
})

test('For firmaer explains the plans and leads to sign-up, or a company that is logged in to its jobs; the footer links to it', async ({
  page,
  login,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'For firmaer' }).click()
  await expect(page).toHaveURL(/\/for-firmaer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'For firmaer' })).toBeVisible()
  for (const plan of ['Basis', 'Pro', 'Pro Plus'])
    await expect(page.getByRole('heading', { level: 3, name: plan, exact: true })).toBeVisible()
  await expect(page.getByText('299,00 kr.')).toBeVisible()
  await screenshot(page, 'for-firmaer', bothWidths)
  await page.getByRole('link', { name: 'Opret firmaprofil' }).first().click()
  await expect(page).toHaveURL(/\/opret-profil$/)

  // A company that is logged in is led to its jobs, not to a second sign-up.
  await login({ role: 'company' })
  await page.goto('/for-firmaer')
  const cta = page.getByRole('region', { name: 'Klar til at komme i gang?' })
  await expect(cta.getByRole('link', { name: 'Gå til dine opgaver' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Opret firmaprofil' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Log ind/ })).toHaveCount(0)
  await cta.getByRole('link', { name: 'Gå til dine opgaver' }).click()
  await expect(page).toHaveURL(/\/firma\/opgaver$/)
})
