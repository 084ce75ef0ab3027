import type { Page } from '@playwright/test'
import { isMobile, waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { insertJob, moveCompany } from './fixtures-market'
import { openJobList } from './steps'

/** The job's card in the list, found by its heading as a person would. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title })

/** Unfolds the filters below the free text; on a phone they start folded away under "Filtre". */
async function openFilters(page: Page) {
  if (!isMobile(page)) return
  const trigger = page.getByRole('button', { name: /^Filtre( \(\d+\))?$/ })
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  // The fold's fields are their own chunk: once they are in, the buttons under them stop moving (a tap
  // aimed at 'Glem mine filtre' while they came in once landed beside it).
  await expect(page.getByRole('combobox', { name: 'Sortering' })).toBeVisible()
}

/** Ticks or clears a box of the filter's category and region lists, by its label as a person does. */
async function tick(page: Page, name: string, checked = true) {
  await openFilters(page)
  const filter = page.getByRole('form', { name: 'Filtrér opgaverne' })
  const box = filter.getByRole('checkbox', { name, exact: true })
  if ((await box.isChecked()) !== checked) await filter.getByText(name, { exact: true }).click()
  await expect(box).toBeChecked({ checked })
}

test('a company filters by categories, regions and a word, remembers the filter and finds the won tab @phone', async ({
  page,
  login,
  makeUser,
}) => {
  const customer = await makeUser()
  const word = `Kvist${Date.now().toString(36)}`
  const north = await insertJob({
    customerId: customer.id,
    title: `Carport i Aalborg ${Date.now()}`,
    zip: '9000',
    city: 'Aalborg',
    region: 'Region Nordjylland',
  })
  const roof = await insertJob({ customerId: customer.id, title: `${word} på taget ${Date.now()}` })
  const paint = await insertJob({
    customerId: customer.id,
    category: 'maler',
    title: `Maling af stue ${Date.now()}`,
  })
  await login({ role: 'company', company: { categories: ['toemrer', 'maler'] } })

  await openJobList(page)
  await expect(card(page, paint.title)).toBeVisible()
  if (isMobile(page)) {
    // Folded on a phone so the first job is on the first screen; the search box stays.
    await expect(page.getByRole('button', { name: 'Filtre', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(page.getByRole('checkbox', { name: 'Tømrer', exact: true })).toBeHidden()
    await expect(page.getByRole('textbox', { name: 'Søg i opgaverne' })).toBeVisible()
    await expect(card(page, paint.title)).toBeInViewport()
  } else {
    await expect(page.getByRole('button', { name: /^Filtre( \(\d+\))?$/ })).toHaveCount(0)
  }

  // Both trades' lists show in full: no box of its own that hides the second trade below a scroll.
  await openFilters(page)
  const categories = page.getByRole('group', { name: 'Kategorier' })
  expect(await categories.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1)
  await expectAccessible(page, 'the open jobs with their filters')
  await tick(page, 'Tømrer')
  await expect(page).toHaveURL(/kategori=/)
  await expect(card(page, roof.title)).toBeVisible()
  await expect(card(page, paint.title)).toHaveCount(0)
  // Two categories at once (spec kategorier).
  await tick(page, 'Maler')
  await expect(card(page, paint.title)).toBeVisible()
  await expect(card(page, roof.title)).toBeVisible()
  await tick(page, 'Maler', false)
  await expect(card(page, paint.title)).toHaveCount(0)

  await tick(page, 'Region Nordjylland')
  await expect(card(page, north.title)).toBeVisible()
  await expect(card(page, roof.title)).toHaveCount(0)
  // Two regions at once (spec regioner).
  await tick(page, 'Region Midtjylland')
  // The address says it as a person would: a comma list, not JSON.
  await expect(page).toHaveURL(/region=Nordjylland(%2C|,)Midtjylland/)
  expect(decodeURIComponent(page.url())).not.toMatch(/[[\]"]/)
  // A filtered list is still 'Find opgaver': the main navigation keeps marking it.
  if (!isMobile(page))
    await expect(page.getByRole('link', { name: 'Find opgaver', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  if (isMobile(page)) await expect(page.getByRole('button', { name: 'Filtre (3)' })).toBeVisible()
  await expect(card(page, north.title)).toBeVisible()
  await expect(card(page, roof.title)).toBeVisible()

  // A word from the title (any case, the start of it is enough) across all regions; the box says
  // one-character words are not searched (decision 022).
  await expect(page.getByRole('textbox', { name: 'Søg i opgaverne' })).toHaveAccessibleDescription(
    /Der søges på ord med mindst 2 tegn\./,
  )
  await tick(page, 'Region Nordjylland', false)
  await tick(page, 'Region Midtjylland', false)
  await page.getByRole('textbox', { name: 'Søg i opgaverne' }).fill(word.slice(0, -2).toLowerCase())
  await page.getByRole('button', { name: 'Søg', exact: true }).click()
  await expect(page).toHaveURL(/tekst=/)
  await expect(card(page, roof.title)).toBeVisible()
  await expect(card(page, north.title)).toHaveCount(0)
  // The cards change without a sound: a screen reader hears what the list now holds, once.
  const shown = await page.getByRole('article').count()
  const said = `Listen er opdateret: ${shown} ${shown === 1 ? 'opgave' : 'opgaver'}.`
  await expect(page.getByRole('status').filter({ hasText: said })).toHaveCount(1)

  // Remembered on the server: a fresh visit without a filter in the URL opens with it.
  await openFilters(page)
  await page.getByRole('button', { name: 'Husk mine filtre' }).click()
  await expect(page.getByRole('button', { name: 'Filtrene er husket' })).toBeDisabled()
  await openJobList(page)
  await expect(page).toHaveURL(/tekst=/)
  await expect(card(page, roof.title)).toBeVisible()
  await expect(card(page, paint.title)).toHaveCount(0)
  await openFilters(page)
  await page.getByRole('button', { name: 'Glem mine filtre' }).click()
  await expect(page.getByRole('button', { name: 'Glem mine filtre' })).toHaveCount(0)

  // The won tab is the URL fragment; the spec's own path is the paged booking list, in the header.
  const tabs = page.getByRole('navigation', { name: 'Opgaver' })
  await tabs.getByRole('link', { name: 'Vundne opgaver' }).click()
  await expect(page).toHaveURL(/#tab=vundne$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Vundne opgaver' })).toBeVisible()
  await expect(card(page, roof.title)).toHaveCount(0)
  await expect(tabs.getByRole('link', { name: 'Vundne opgaver' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: 'Åbne opgaver' })).not.toHaveAttribute('aria-current')
  // The header marks where the company is: its won jobs, not 'Find opgaver'; back on the open tab, 'Find
  // opgaver'; and on the won tab opened as the address (the server never sees the fragment: the browser
  // marks it once it has taken over the page).
  if (!isMobile(page)) {
    const header = page.getByRole('banner')
    const marked = async (current: string, other: string, opened: string) => {
      await expect(header.getByRole('link', { name: current }), opened).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(header.getByRole('link', { name: other }), opened).not.toHaveAttribute('aria-current')
    }
    await marked('Vundne opgaver', 'Find opgaver', 'the won tab')
    await tabs.getByRole('link', { name: 'Åbne opgaver' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Åbne opgaver' })).toBeVisible()
    await marked('Find opgaver', 'Vundne opgaver', 'the open tab')
    await tabs.getByRole('link', { name: 'Vundne opgaver' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vundne opgaver' })).toBeVisible()
    await page.reload()
    await waitForHydration(page)
    await marked('Vundne opgaver', 'Find opgaver', 'the won tab as the address')
  }
  await page.goto('/firma/opgaver/dine-vundne-opgaver')
  await expect(page).toHaveURL(/\/firma\/opgaver\/dine-vundne-opgaver$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Vundne opgaver' })).toBeVisible()

  // A search that finds nothing says so, as a status a screen reader reads out.
  await page.goto('/firma/opgaver?tekst=xqzvwy')
  await expect(
    page.getByRole('status').filter({ hasText: 'Ingen åbne opgaver passer til filteret' }),
  ).toBeVisible()
})

test('an older link with one category and one region still filters', async ({ page, login, makeUser }) => {
  const customer = await makeUser()
  const north = await insertJob({
    customerId: customer.id,
    title: `Ny hoveddør i Hjørring ${Date.now()}`,
    zip: '9800',
    city: 'Hjørring',
    region: 'Region Nordjylland',
  })
  const south = await insertJob({ customerId: customer.id, title: `Nyt gulv i Aarhus ${Date.now()}` })
  await login({ role: 'company', company: { categories: ['toemrer'] } })
  await page.goto('/firma/opgaver?region=Region%20Nordjylland')
  await waitForHydration(page)
  await expect(card(page, north.title)).toBeVisible()
  await expect(card(page, south.title)).toHaveCount(0)
  await openFilters(page)
  await expect(page.getByRole('checkbox', { name: 'Region Nordjylland', exact: true })).toBeChecked()
  // Each group's hint says what it does now: not 'Ingen valgt' while a region is ticked.
  await expect(page.getByRole('group', { name: 'Regioner' })).toHaveAccessibleDescription(
    '1 valgt: kun de valgte vises',
  )
  await expect(page.getByRole('group', { name: 'Kategorier' })).toHaveAccessibleDescription(
    'Ingen valgt: alle vises',
  )
  // The distance from the company's postcode is on each card.
  await expect(card(page, north.title).getByText(/\d+ km/)).toBeVisible()
})

test('a job in the company’s own municipality says so, not 0 km', async ({ page, jobInMyTrade }) => {
  const { company, job } = await jobInMyTrade(`Ny carport ${Date.now()}`)
  // The job is in 8000 Aarhus C; 8200 Aarhus N is the same municipality, whose centre is all we know.
  await moveCompany(company.company.slug, '8200', 'Aarhus N')
  await openJobList(page)
  await expect(card(page, job.title).getByText('I din kommune', { exact: true })).toBeVisible()
  await expect(card(page, job.title).getByText(/\b0 km/)).toHaveCount(0)
})

test('the won tab offers the SMS with dates on each job the company was hired on', async ({
  page,
  myWonJob,
}) => {
  const { job } = await myWonJob(`Ny trappe ${Date.now()}`)

  await page.goto('/firma/opgaver#tab=vundne')
  await waitForHydration(page)
  await expect(card(page, job.title)).toBeVisible()
  const form = page.getByRole('form', { name: `SMS med datoer for ${job.title}` })
  await form.getByRole('button', { name: 'Send SMS til kunden' }).click()
  await expect(form.getByRole('alert')).toContainText(
    'Angiv venligst forventet start- og slutdato for opgaven',
  )
})
