import { expect, test } from '@playwright/test'
import { isMobile } from './auth-fixtures'

const pages = [
  ['Om os', 'Om os'],
  ['Kontakt', 'Kontakt'],
  ['Handelsbetingelser', 'Handelsbetingelser'],
  ['Privatlivspolitik', 'Privatlivspolitik'],
  ['Cookiepolitik', 'Cookiepolitik'],
] as const

test('the footer names the operator and every legal page opens from it', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Opgavetorvet ApS')
  await expect(footer).toContainText('CVR 41800003')
  for (const [link, heading] of pages) {
    await footer.getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(`${heading} – Opgavetorvet`)
  }
  await page.goto('/kontakt')
  await expect(page.getByRole('link', { name: 'kontakt@opgavetorvet.dk' })).toHaveAttribute(
    'href',
    'mailto:kontakt@opgavetorvet.dk',
  )
})

test('@phone every footer link is a 44 px tall target for a thumb', async ({ page }) => {
  test.skip(!isMobile(page), 'a mouse needs no 44 px rows: the desktop footer stays compact')
  await page.goto('/')
  const links = page.getByRole('contentinfo').getByRole('link')
  await expect(links).toHaveCount(9)
  for (const link of await links.all()) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44)
})

test('the terms are in English with the lang cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }])
  await page.goto('/handelsbetingelser')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '4. Subscriptions for companies' })).toBeVisible()
})
