import type { Page } from '@playwright/test'
import { waitForHydration } from './auth-fixtures'
import { expect, test } from './fixtures'
import { insertJob } from './fixtures-market'

/** The job's card in the list, found by its heading as a person would. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title })

/** Picks an option of the filter's select named by its label (React Aria: 'Alle regioner Region'). */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a company filters by category, region and a word, remembers the filter and finds the won tab', async ({
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

  await page.goto('/firma/opgaver')
  await waitForHydration(page)
  await expect(card(page, paint.title)).toBeVisible()

  await choose(page, /Kategori$/, 'Tømrer')
  await expect(page).toHaveURL(/kategori=\d+/)
  await expect(card(page, roof.title)).toBeVisible()
  await expect(card(page, paint.title)).toHaveCount(0)

  await choose(page, /Region$/, 'Region Nordjylland')
  await expect(card(page, north.title)).toBeVisible()
  await expect(card(page, roof.title)).toHaveCount(0)

  // A word from the title (any case, the start of it is enough) across all regions.
  await choose(page, /Region$/, 'Alle regioner')
  await page.getByRole('textbox', { name: 'Søg i opgaverne' }).fill(word.slice(0, -2).toLowerCase())
  await page.getByRole('button', { name: 'Søg', exact: true }).click()
  await expect(page).toHaveURL(/tekst=/)
  await expect(card(page, roof.title)).toBeVisible()
  await expect(card(page, north.title)).toHaveCount(0)

  // Remembered on the server: a fresh visit without a filter in the URL opens with it.
  await page.getByRole('button', { name: 'Husk mine filtre' }).click()
  await expect(page.getByRole('button', { name: 'Filtrene er husket' })).toBeDisabled()
  await page.goto('/firma/opgaver')
  await expect(page).toHaveURL(/tekst=/)
  await expect(card(page, roof.title)).toBeVisible()
  await expect(card(page, paint.title)).toHaveCount(0)
  await page.getByRole('button', { name: 'Glem mine filtre' }).click()
  await expect(page.getByRole('button', { name: 'Glem mine filtre' })).toHaveCount(0)

  // The won tab is the URL fragment; the spec's own path leads to it.
  await page.getByRole('link', { name: 'Vundne opgaver' }).click()
  await expect(page).toHaveURL(/#tab=vundne$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Vundne opgaver' })).toBeVisible()
  await expect(card(page, roof.title)).toHaveCount(0)
  await page.goto('/firma/opgaver/dine-vundne-opgaver')
  await expect(page).toHaveURL(/\/firma\/opgaver#tab=vundne$/)
  await expect(page.getByRole('link', { name: 'Vundne opgaver' })).toHaveAttribute('aria-current', 'page')
})
