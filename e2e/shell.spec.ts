import { expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'

async function chooseLanguage(page: Page, isMobile: boolean, name: string) {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click()
  // English while switching back: the label follows the page language.
  await page.getByRole('button', { name: /Sprog|Language/ }).click()
  // The switch reloads: wait for the new document and its hydration before using it (the old page
  // is idle before the reload starts, so 'networkidle' alone can answer for the old one).
  const reloaded = page.waitForEvent('load')
  await page.getByRole('option', { name }).click()
  await reloaded
  await waitForHydration(page)
}

test('language switch to English and back @phone', async ({ page, isMobile, context }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'da-DK')
  await chooseLanguage(page, isMobile, 'English')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Get offers from skilled craftsmen and companies',
  )
  const lang = (await context.cookies()).find((c) => c.name === 'lang')
  expect(lang?.value).toBe('en')
  expect((lang?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(86_000)
  expect((lang?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(86_400)
  await page.getByRole('button', { name: 'Find companies' }).click()
  await expect(page.getByRole('alert')).toHaveText('Enter here please... What are you looking for?')
  await chooseLanguage(page, isMobile, 'Dansk')
  await expect(page.locator('html')).toHaveAttribute('lang', 'da-DK')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Få tilbud')
})

test('the language select opens from the keyboard', async ({ page, isMobile }) => {
  test.skip(isMobile, 'at ≤ 979 px the select sits in the menu sheet')
  await page.goto('/')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: 'Dansk Sprog' })
  await button.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option', { name: 'English' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('option', { name: 'English' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Dansk Sprog' })).toBeFocused()
})

test('mobile menu opens as a dialog and closes with Escape @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button exists at ≤ 979 px')
  await page.goto('/')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: 'Menu' })
  await button.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Opret opgave' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(button).toBeFocused()
  await button.click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Opret opgave' }).click()
  await expect(page).toHaveURL(/\/createjob$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

// The public pages, their shared header and footer, and on a phone the open menu. In the phone run (touch
// emulation) axe's WCAG 2.2 rules include target-size (2.5.8): whatever a finger presses is 24 px or spaced.
test('the public pages pass axe, touch target sizes included, with the menu open on a phone @phone', async ({
  page,
  isMobile,
}) => {
  const pages = ['/', '/createjob', '/for-firmaer', '/om-os', '/hansen-soen-toemrerfirma']
  for (const path of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page, path)
  }
  if (!isMobile) return
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await expectAccessible(page, 'the open menu')
})

test('skip link and footer guarantee links', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard check on desktop')
  await page.goto('/createjob')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Gå til indhold' })
  await expect(skip).toBeFocused()
  await expect(page.getByRole('link', { name: 'Garanti på håndværk og byggeri' })).toHaveAttribute(
    'href',
    '/guarantees/haandvaerkogbyggeri-full-text',
  )
  await expect(page.getByRole('link', { name: 'Garanti på autoreparation' })).toHaveAttribute(
    'href',
    '/guarantees/autoreparation-full-text',
  )
})

test('the company-online banner is hidden 01–06 local time and re-checked every 5 minutes', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-01-15T06:58:00+01:00') })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Firmaer er online nu')).toHaveCount(0)
  await page.clock.runFor(5 * 60_000)
  await expect(page.getByText('Firmaer er online nu')).toBeVisible()
  // A landmark of its own, not loose content above the header.
  await expect(page.getByRole('complementary', { name: 'Firmaer online' })).toContainText(
    'Firmaer er online nu',
  )
})
