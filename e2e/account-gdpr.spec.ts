import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { logInOnPage, waitForHydration, waitForMessage } from './auth-fixtures'
import { expectAccessible } from './axe'

/**
 * Account pages (issue 3): a customer changes name and phone (with the password, issue 6), changes the
 * e-mail through the link mailed to the new address, changes the password (and logs in with the new
 * one), downloads their data, deletes the account and can then not log in.
 */

async function signUp(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const res = await request.post('/api/auth/signup/customer', {
    headers: { Origin: baseURL },
    data: { name: 'Karen Kunde', email, phone: '31313131', zip: '8000', password },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
}

test('a customer edits the profile, changes password, downloads data and deletes the account (anonymous → log-in, customer → 403 on /admin)', async ({
  page,
  baseURL,
}, info) => {
  const email = `karen-${info.project.name}-${Date.now()}@example.dk`
  const newEmail = `karen-ny-${info.project.name}-${Date.now()}@example.dk`
  const firstPassword = 'Sikker-kode-2026'
  const newPassword = 'Endnu-bedre-kode-77'
  // Anonymous visitors are sent to the log-in page, which comes back here afterwards.
  await page.goto('/bruger/profil')
  await expect(page).toHaveURL(/\/log-ind\?redirect=%2Fbruger%2Fprofil$/)
  await expect(page.getByRole('heading', { name: 'Log ind', level: 1 })).toBeVisible()

  await signUp(page.request, baseURL ?? '', email, firstPassword)

  // A customer is not an admin: 403 page.
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Ingen adgang' })).toBeVisible()

  // Profile: name and phone.
  await page.goto('/bruger/profil')
  await waitForHydration(page)
  const subnav = page.getByRole('navigation', { name: 'Min konto' })
  await expect(subnav.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page')
  await expect(subnav.getByRole('link', { name: 'Konto' })).not.toHaveAttribute('aria-current', 'page')
  // Each page's link is a 44 px target (they were 40 px tall, side by side on a phone).
  for (const link of await subnav.getByRole('link').all())
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  await expect(page.getByLabel('By')).toHaveValue('Aarhus C')
  const details = page.getByRole('form', { name: 'Kontaktoplysninger' })
  await details.getByLabel('Navn').fill('Karen Østergaard')
  await details.getByLabel('Telefonnummer').fill('12 34 56 78')
  // The phone is the SMS reset factor: a new one asks for the current password (issue 6).
  await details.getByRole('button', { name: 'Gem ændringer' }).click()
  await expect(details.getByText('Skriv din nuværende adgangskode.')).toBeVisible()
  await expectAccessible(page, 'the account page with an error')
  await details.getByLabel('Din nuværende adgangskode').fill(firstPassword)
  await details.getByRole('button', { name: 'Gem ændringer' }).click()
  await expect(
    page.getByText('Dit telefonnummer er ændret. Du er logget ud på alle andre enheder.'),
  ).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('Navn')).toHaveValue('Karen Østergaard')
  await expect(page.getByLabel('Telefonnummer')).toHaveValue('12 34 56 78')

  // Bad input: one message per field, what to type when empty, focus on the first wrong field.
  await details.getByLabel('Navn').fill('')
  await details.getByLabel('Postnummer').fill('1')
  await details.getByRole('button', { name: 'Gem ændringer' }).click()
  await expect(details.getByLabel('Navn')).toBeFocused()
  await expect(details.getByText('Skriv dit navn.')).toBeVisible()
  await expect(details.getByText('Postnummeret skal være præcis 4 cifre.')).toHaveCount(1)
  await expect(details.getByText('Ukendt postnummer')).toHaveCount(0)
  await expect(details.getByLabel('Postnummer')).toHaveAttribute('aria-invalid', 'true')
  await details.getByLabel('Navn').fill('Karen Østergaard')
  await details.getByLabel('Postnummer').fill('8000')
  await details.getByLabel('Telefonnummer').fill('123')
  await details.getByRole('button', { name: 'Gem ændringer' }).click()
  await expect(details.getByLabel('Telefonnummer')).toHaveAttribute('aria-invalid', 'true')
  await expect(details.getByText('Telefonnummeret skal være 8 cifre.')).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('Telefonnummer')).toHaveValue('12 34 56 78')

  // E-mail change: the password first, then the link mailed to the new address applies it.
  const emailForm = page.getByRole('form', { name: 'E-mailadresse' })
  await emailForm.getByLabel('Ny e-mailadresse').fill(newEmail)
  await emailForm.getByLabel('Din nuværende adgangskode').fill('forkert-kode-1')
  await emailForm.getByRole('button', { name: 'Skift e-mail' }).click()
  await expect(emailForm.getByText('Adgangskoden er forkert.').first()).toBeVisible()
  // Said as it is (above and on the field), not the generic 'Nogle felter er ikke udfyldt korrekt.'.
  await expect(emailForm.locator('[data-form-summary]')).toHaveText('Adgangskoden er forkert.')
  await expect(emailForm.getByText('Nogle felter er ikke udfyldt korrekt.')).toHaveCount(0)
  await emailForm.getByLabel('Din nuværende adgangskode').fill(firstPassword)
  await emailForm.getByRole('button', { name: 'Skift e-mail' }).click()
  await expect(page.getByText(`Tjek indbakken for ${newEmail}`)).toBeVisible()
  await expect(page.getByText(`Venter på bekræftelse: ${newEmail}.`)).toBeVisible()
  await expect(page.getByText(`Din e-mail er ${email}.`)).toBeVisible()
  const confirmation = await waitForMessage(
    page.request,
    newEmail,
    (m) => m.template === 'emailChangeConfirm',
  )
  await page.goto(confirmation.links[0] ?? '')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Bekræft din nye e-mail' })).toBeVisible()
  await page.getByRole('button', { name: 'Bekræft ny e-mail' }).click()
  await expect(page).toHaveURL(/\/bruger\/profil$/)
  await expect(page.getByText(`Din e-mail er nu ${newEmail}.`)).toBeVisible()
  await expect(page.getByText(`Din e-mail er ${newEmail}.`)).toBeVisible()
  // The old address is told.
  await waitForMessage(page.request, email, (m) => m.template === 'emailChanged')

  // Password change.
  await subnav.getByRole('link', { name: 'Konto' }).click()
  await expect(page).toHaveURL(/\/bruger\/account$/)
  await expect(subnav.getByRole('link', { name: 'Konto' })).toHaveAttribute('aria-current', 'page')
  await expect(subnav.getByRole('link', { name: 'Profil' })).not.toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'Konto', level: 1 })).toBeVisible()
  const currentPassword = page.getByRole('textbox', { name: 'Nuværende adgangskode', exact: true })
  await currentPassword.fill('forkert-kode-1')
  await page.getByRole('textbox', { name: 'Ny adgangskode', exact: true }).fill(newPassword)
  await page.getByLabel('Gentag ny adgangskode').fill(newPassword)
  await page.getByRole('button', { name: 'Skift adgangskode' }).click()
  await expect(page.getByText('Adgangskoden er forkert.').first()).toBeVisible()
  await expect(page.getByText('Nogle felter er ikke udfyldt korrekt.')).toHaveCount(0)
  await currentPassword.fill(firstPassword)
  await page.getByRole('button', { name: 'Skift adgangskode' }).click()
  await expect(page.getByText('Din adgangskode er ændret.')).toBeVisible()

  // Download my data (GDPR art. 20).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download mine data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^opgavetorvet-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'))
  expect(data.profile).toMatchObject({ name: 'Karen Østergaard', email: newEmail, phone: '12345678' })
  expect(JSON.stringify(data)).not.toContain('scrypt$')
  // Messages sent to me are listed without their links (issue 6).
  expect(data.messages.map((m: { template: string }) => m.template)).toContain('emailChangeConfirm')
  expect(JSON.stringify(data.messages)).not.toContain('token=')
  expect(data.linkedLogins).toEqual([])

  // Log out, then the old password fails and the new one works (with the new e-mail).
  const logout = await page.request.post('/api/auth/logout', { headers: { Origin: baseURL ?? '' }, data: {} })
  // Still logged in, the log-in page would send her on and the next step wait for a form never shown.
  expect(logout.status(), await logout.text()).toBeLessThan(300)
  await logInOnPage(page, newEmail, firstPassword)
  await expect(page.getByText('Forkert e-mail eller adgangskode.')).toBeVisible()
  await logInOnPage(page, newEmail, newPassword)
  await expect(page).not.toHaveURL(/log-ind/, { timeout: 15_000 })

  // Delete the account.
  await page.goto('/bruger/account')
  await waitForHydration(page)
  await expect(page.getByTestId('messages-menu')).toBeVisible()
  // A customer has no company: her data's list does not name one (it said 'dit firma').
  const exportText = page.getByText(/^Få en kopi af de oplysninger/)
  await expect(exportText).toContainText('din profil, dine opgaver')
  await expect(exportText).not.toContainText('firma')
  await page.getByRole('button', { name: 'Slet min konto' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('heading', { name: 'Vil du slette din konto?' })).toBeVisible()
  await expect(dialog).toContainText('5 år')
  // A customer has no company: the dialog does not talk about CVR.
  await expect(dialog).not.toContainText('CVR')
  // A wrong password: the dialog says so, on the field and above it, and stays.
  await dialog.getByLabel('Bekræft med din adgangskode').fill('forkert-kode-1')
  await dialog.getByRole('button', { name: 'Slet kontoen permanent' }).click()
  await expect(dialog.locator('[data-form-summary]')).toHaveText('Adgangskoden er forkert.')
  await expect(dialog.getByText('Nogle felter er ikke udfyldt korrekt.')).toHaveCount(0)
  await expect(dialog.getByLabel('Bekræft med din adgangskode')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Bekræft med din adgangskode')).toBeFocused()
  await dialog.getByLabel('Bekræft med din adgangskode').fill(newPassword)
  await dialog.getByRole('button', { name: 'Slet kontoen permanent' }).click()
  await expect(page.getByText('Din konto er slettet.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  // The header forgets the account at once: no messages of someone who is gone.
  await expect(page.getByTestId('messages-menu')).toHaveCount(0)
  const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))
  expect(me.user).toBeNull()

  // The deleted account cannot log in.
  await logInOnPage(page, newEmail, newPassword)
  await expect(page.getByText('Forkert e-mail eller adgangskode.')).toBeVisible()
})
