import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/**
 * Account pages (issue 3): a customer changes name and phone, changes the password (and logs in with
 * the new one), downloads their data, deletes the account and can then not log in.
 */

async function signUp(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const res = await request.post('/api/auth/signup/customer', {
    headers: { Origin: baseURL },
    data: { name: 'Karen Kunde', email, phone: '31313131', zip: '8000', password },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
}

async function logInOnPage(page: Page, email: string, password: string) {
  await page.goto('/log-ind')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Adgangskode', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log ind', exact: true }).last().click()
}

test('a customer edits the profile, changes password, downloads data and deletes the account (anonymous → log-in, customer → 403 on /admin)', async ({
  page,
  baseURL,
}, info) => {
  const email = `karen-${info.project.name}-${Date.now()}@example.dk`
  const firstPassword = 'Sikker-kode-2026'
  const newPassword = 'Endnu-bedre-kode-77'
  // Anonymous visitors are sent to the log-in modal.
  await page.goto('/bruger/profil')
  await expect(page).toHaveURL(/\/$|\/\?/)
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log ind' })).toBeVisible()

  await signUp(page.request, baseURL ?? '', email, firstPassword)

  // A customer is not an admin: 403 page.
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Ingen adgang' })).toBeVisible()

  // Profile: name and phone.
  await page.goto('/bruger/profil')
  const subnav = page.getByRole('navigation', { name: 'Min konto' })
  await expect(subnav.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page')
  await expect(subnav.getByRole('link', { name: 'Konto' })).not.toHaveAttribute('aria-current', 'page')
  await expect(page.getByLabel('By')).toHaveValue('Aarhus C')
  await page.getByLabel('Navn').fill('Karen Østergaard')
  await page.getByLabel('Telefon').fill('12 34 56 78')
  await page.getByRole('button', { name: 'Gem ændringer' }).click()
  await expect(page.getByText('Dine oplysninger er gemt.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Navn')).toHaveValue('Karen Østergaard')
  await expect(page.getByLabel('Telefon')).toHaveValue('12345678')

  // Bad input shows the field's message and saves nothing.
  await page.getByLabel('Telefon').fill('123')
  await page.getByRole('button', { name: 'Gem ændringer' }).click()
  await expect(page.getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true')

  // Password change.
  await subnav.getByRole('link', { name: 'Konto' }).click()
  await expect(page).toHaveURL(/\/bruger\/account$/)
  await expect(subnav.getByRole('link', { name: 'Konto' })).toHaveAttribute('aria-current', 'page')
  await expect(subnav.getByRole('link', { name: 'Profil' })).not.toHaveAttribute('aria-current', 'page')
  await page.getByLabel('Nuværende adgangskode').fill('forkert-kode-1')
  await page.getByLabel('Ny adgangskode', { exact: true }).fill(newPassword)
  await page.getByLabel('Gentag ny adgangskode').fill(newPassword)
  await page.getByRole('button', { name: 'Skift adgangskode' }).click()
  await expect(page.getByText('Adgangskoden er forkert.').first()).toBeVisible()
  await page.getByLabel('Nuværende adgangskode').fill(firstPassword)
  await page.getByRole('button', { name: 'Skift adgangskode' }).click()
  await expect(page.getByText('Din adgangskode er ændret.')).toBeVisible()

  // Download my data (GDPR art. 20).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download mine data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^opgavetorvet-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'))
  expect(data.profile).toMatchObject({ name: 'Karen Østergaard', email, phone: '12345678' })
  expect(JSON.stringify(data)).not.toContain('scrypt$')

  // Log out, then the old password fails and the new one works.
  await page.request.post('/api/auth/logout', { headers: { Origin: baseURL ?? '' }, data: {} })
  await logInOnPage(page, email, firstPassword)
  await expect(page.getByText('Forkert e-mail eller adgangskode.')).toBeVisible()
  await logInOnPage(page, email, newPassword)
  await expect(page).not.toHaveURL(/log-ind/, { timeout: 15_000 })

  // Delete the account.
  await page.goto('/bruger/account')
  await page.getByRole('button', { name: 'Slet min konto' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('heading', { name: 'Vil du slette din konto?' })).toBeVisible()
  await expect(dialog).toContainText('5 år')
  await dialog.getByLabel('Bekræft med din adgangskode').fill(newPassword)
  await dialog.getByRole('button', { name: 'Slet kontoen permanent' }).click()
  await expect(page.getByText('Din konto er slettet.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))
  expect(me.user).toBeNull()

  // The deleted account cannot log in.
  await logInOnPage(page, email, newPassword)
  await expect(page.getByText('Forkert e-mail eller adgangskode.')).toBeVisible()
})
