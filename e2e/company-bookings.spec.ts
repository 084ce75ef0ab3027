import type { Page } from '@playwright/test'
import * as schema from '../worker/db/schema'
import { isMobile, waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { database } from './fixtures-db'
import { companyIdOf, insertHiredContact, insertJob } from './fixtures-market'
import { screenshot } from './screenshots'

/** `count` jobs the company was hired on (the last hired newest); the first has dates in the calendar. */
async function bookings(companySlug: string, customerId: number, count: number, word: string) {
  const db = await database()
  const companyId = await companyIdOf(companySlug)
  const now = Math.floor(Date.now() / 1000)
  const made: { contactId: number; title: string }[] = []
  for (let i = 1; i <= count; i++) {
    const title = i === 1 ? `Carport ${word}` : `Opgave ${i} ${word}`
    const job = await insertJob({ customerId, title })
    const contact = await insertHiredContact({ job, customerId, companySlug, updatedAt: now - count + i })
    made.push({ contactId: contact.id, title })
  }
  const first = made[0]
  if (first)
    await db.insert(schema.calendarEvents).values({
      companyId,
      contactId: first.contactId,
      startsAt: now + 86_400,
      endsAt: now + 2 * 86_400,
      createdAt: now,
    })
  return made
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dine bookinger' })
const bookingList = (page: Page) => sidebar(page).getByRole('list', { name: 'Dine bookinger' })

/** The company opens its won jobs ('Vundne opgaver', beside them its bookings), hydrated. */
async function openWonJobs(page: Page) {
  await page.goto('/firma/opgaver/dine-vundne-opgaver')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Vundne opgaver' })).toBeVisible()
}

test('the bookings list pages, searches and marks the active booking', async ({ page, login, makeUser }) => {
  const customer = await makeUser()
  const company = await login({ role: 'company' })
  const word = `w${Date.now().toString(36)}`
  const made = await bookings(company.company?.slug ?? '', customer.id, 12, word)

  // The won-jobs page: 10 a page from the server, newest hire first; no booking opens by itself.
  await openWonJobs(page)
  const pageList = page.getByRole('main').getByRole('list', { name: 'Vundne opgaver' })
  await expect(pageList.getByRole('listitem')).toHaveCount(10)
  await expect(pageList.getByRole('listitem').first()).toContainText(`Opgave 12 ${word}`)
  await expect(page).toHaveURL(/\/firma\/opgaver\/dine-vundne-opgaver$/)
  await expectAccessible(page, 'the won jobs page')
  await page.getByRole('link', { name: 'Næste side' }).click()
  await expect(page).toHaveURL(/side=2/)
  await expect(pageList.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByText('Side 2 af 2')).toBeVisible()
  // A page that no longer exists: the URL goes back to page 1.
  await page.goto('/firma/opgaver/dine-vundne-opgaver?side=7')
  await waitForHydration(page)
  await expect(page).toHaveURL(/\/firma\/opgaver\/dine-vundne-opgaver$/)
  await expect(pageList.getByRole('listitem')).toHaveCount(10)

  // The sidebar list: hidden until 'Bookinger' is pressed; then the search box and page 1.
  const toggle = sidebar(page).getByRole('button', { name: 'Bookinger' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('searchbox', { name: 'Søg i bookinger' })).toHaveCount(0)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const search = page.getByRole('searchbox', { name: 'Søg i bookinger' })
  await expect(search).toBeVisible()
  await expect(bookingList(page).getByRole('listitem')).toHaveCount(10)
  // Scrolled to its end, the list loads the next page.
  await bookingList(page).evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(bookingList(page).getByRole('listitem')).toHaveCount(12)
  // The first booking has its dates in the calendar (a blue calendar); every one is unseen.
  const carport = bookingList(page).getByRole('link', { name: new RegExp(`Carport ${word}`) })
  await expect(carport.getByRole('img', { name: 'Datoer sendt og i kalenderen' })).toBeVisible()
  await expect(carport.getByText('Ny', { exact: true })).toHaveCount(1)
  await expect(carport).toContainText('Planlagt')
  await screenshot(page, 'won-jobs-list-open')

  // Two characters do not search; three do, after the typing pause; emptied, all come back.
  await search.fill('Ca')
  await page.waitForTimeout(800)
  await expect(bookingList(page).getByRole('listitem')).toHaveCount(12)
  await search.fill('Carport')
  await expect(bookingList(page).getByRole('listitem')).toHaveCount(1)
  await search.fill('')
  // All again, with the pages already loaded.
  await expect(bookingList(page).getByRole('listitem')).toHaveCount(12)
  await search.fill('zzqxv')
  await expect(sidebar(page).getByText('Ingen bookinger passer til søgningen.')).toBeVisible()
  await search.fill('Carport')
  await expect(bookingList(page).getByRole('listitem')).toHaveCount(1)

  // Opening it: /firma/bookings/{id}, marked active, its id kept as bookingId, its dot gone.
  await carport.click()
  const id = made[0]?.contactId
  await expect(page).toHaveURL(new RegExp(`/firma/bookings/${id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Carport ${word}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Kunden', exact: true })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('bookingId'))).toBe(String(id))
  const active = bookingList(page).locator('a[aria-current="page"]')
  await expect(active).toHaveCount(1)
  await expect(active).toContainText(`Carport ${word}`)
  await expect(active.getByText('Ny', { exact: true })).toHaveCount(0)
  await expectAccessible(page, 'one booking')
  // No control is named just 'Kalender': the dates' calendar buttons are read with their field, and the
  // calendar marks are pictures inside their booking's link, named for what they say.
  await expect(page.getByRole('button', { name: 'Kalender', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Kalender Forventet start', exact: true })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Kalender Forventet slut', exact: true })).toHaveCount(1)
  await expect(carport.getByRole('img', { name: 'Datoer sendt og i kalenderen' })).toHaveCount(1)
  await screenshot(page, 'booking')

  // Hidden again: the search box and the loaded entries go.
  await toggle.click()
  await expect(page.getByRole('searchbox', { name: 'Søg i bookinger' })).toHaveCount(0)
})

test('a company without bookings sees notBooking; its menu leads to its pages, not to Opret opgave @phone', async ({
  page,
  login,
}) => {
  await login({ role: 'company' })
  await openWonJobs(page)
  await sidebar(page).getByRole('button', { name: 'Bookinger' }).click()
  await expect(sidebar(page).getByText('Du har ingen bookinger endnu.', { exact: false })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Opret opgave' })).toHaveCount(0)
  const pages = ['Find opgaver', 'Vundne opgaver', 'Beskeder', 'Kalender', 'Søgeagenter', 'Notifikationer']
  const more = ['Abonnementer', 'Saldo', 'Transaktioner', 'Firmaoplysninger']
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    for (const name of [...pages, ...more])
      await expect(menu.getByRole('link', { name }).first()).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Opret opgave' })).toHaveCount(0)
  } else {
    await page.getByRole('button', { name: /Brugermenu/ }).click()
    for (const name of [...pages, ...more]) await expect(page.getByRole('menuitem', { name })).toBeVisible()
  }
})

test("another company's booking is a dead end back to the won jobs", async ({ page, login, makeUser }) => {
  const customer = await makeUser()
  const other = await makeUser({ role: 'company' })
  const [theirs] = await bookings(other.company.slug, customer.id, 1, `w${Date.now().toString(36)}`)
  await login({ role: 'company' })
  await page.goto(`/firma/bookings/${theirs?.contactId}`)
  await waitForHydration(page)
  // Says so with a heading and a way back, not a bare line and not a 'Prøv igen' that cannot succeed.
  await expect(page.getByRole('heading', { level: 1, name: 'Bookingen findes ikke' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Vi fandt ingen booking med det nummer hos dig.')
  await expect(page).toHaveTitle(/^Bookingen findes ikke/)
  await expect(page.getByRole('main').getByText(theirs?.title ?? '')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Prøv igen' })).toHaveCount(0)
  await expectAccessible(page, 'an unknown booking')
  await screenshot(page, 'booking-not-found', { widths: [1280, 375] })
  await page.getByRole('main').getByRole('link', { name: 'Alle vundne opgaver' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Vundne opgaver' })).toBeVisible()
})

test('on a phone the booking list opens above the page and marks the booking opened @phone', async ({
  page,
  login,
  makeUser,
}) => {
  const customer = await makeUser()
  const company = await login({ role: 'company' })
  const word = `p${Date.now().toString(36)}`
  const made = await bookings(company.company?.slug ?? '', customer.id, 3, word)
  await openWonJobs(page)
  await sidebar(page).getByRole('button', { name: 'Bookinger' }).click()
  await expect(bookingList(page).getByRole('listitem')).toHaveCount(3)
  await screenshot(page, 'phone-list-open')
  // Nothing runs past the right edge at 375 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await bookingList(page)
    .getByRole('link', { name: new RegExp(`Opgave 3 ${word}`) })
    .click()
  await expect(page).toHaveURL(new RegExp(`/firma/bookings/${made[2]?.contactId}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Opgave 3 ${word}` })).toBeVisible()
  // On a phone the list closes with the page it opened (a wide screen keeps it open); opened again it
  // marks the booking shown.
  const toggle = sidebar(page).getByRole('button', { name: 'Bookinger' })
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  await expect(bookingList(page).locator('a[aria-current="page"]')).toContainText(`Opgave 3 ${word}`)
  await screenshot(page, 'phone-booking')
})

test('the company keeps its own note on a booking: saved, read back after a reload, refused blank, deleted @phone', async ({
  page,
  makeUser,
  login,
}) => {
  const company = await login({ role: 'company' })
  const customer = await makeUser()
  const [booking] = await bookings(company.company?.slug ?? '', customer.id, 1, `n${Date.now().toString(36)}`)
  await page.goto(`/firma/bookings/${booking?.contactId}`)
  await waitForHydration(page)
  const notes = page.getByRole('region', { name: 'Noter' })
  const field = notes.getByRole('textbox', { name: 'Din note til opgaven' })
  await expect(field).toBeVisible()
  await expect(field).toHaveAccessibleDescription(/Kun dit firma kan se noten/)
  await expect(notes.getByRole('button', { name: 'Slet note' })).toHaveCount(0)

  // Blank: not sent, the field says why and has the focus.
  await field.fill('   ')
  await notes.getByRole('button', { name: 'Gem note' }).click()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(notes.getByText('Skriv noten, før du gemmer.')).toBeVisible()
  await expect(field).toBeFocused()

  // Written and saved with the keyboard: 'Noten er gemt.' is said, the focus is kept.
  await field.fill('Ring efter kl. 16, kunden vil have egetræ')
  await field.press('Tab')
  await expect(notes.getByRole('button', { name: 'Gem note' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(notes.getByRole('status')).toHaveText('Noten er gemt.')
  await expect(notes.getByText(/^Sidst gemt \d\d\.\d\d\.\d{4} \d\d[.:]\d\d$/)).toBeVisible()
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectAccessible(page, 'a booking with a saved note')
  // From the top, so the sticky header stands where a person sees it in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, 'booking-note-saved', { widths: [isMobile(page) ? 375 : 1280] })

  // Typing again makes 'saved' stale; a reload reads the saved note back.
  await field.fill('Ring efter kl. 16, kunden vil have egetræ. Husk stige')
  await expect(notes.getByRole('status')).toHaveText('')
  await page.reload()
  await waitForHydration(page)
  await expect(field).toHaveValue('Ring efter kl. 16, kunden vil have egetræ')

  // Emptied while a note is saved: the way to remove it is 'Slet note', said on the field.
  await field.fill('')
  await notes.getByRole('button', { name: 'Gem note' }).click()
  await expect(
    notes.getByText('Noten er tom. Vil du fjerne den gemte note, så brug »Slet note«.'),
  ).toBeVisible()
  await notes.getByRole('button', { name: 'Slet note' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Slet noten?' })
  await expect(dialog).toBeVisible()
  await screenshot(page, 'booking-note-delete', { widths: [isMobile(page) ? 375 : 1280], fullPage: false })
  await dialog.getByRole('button', { name: 'Slet note' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(notes.getByRole('status')).toHaveText('Noten er slettet.')
  await expect(field).toHaveValue('')
  await expect(field).toBeFocused()
  await expect(notes.getByRole('button', { name: 'Slet note' })).toHaveCount(0)
  await page.reload()
  await waitForHydration(page)
  await expect(field).toHaveValue('')
})
