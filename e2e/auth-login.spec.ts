import { expectLoggedIn, logInWithModal, logOut, openLoginFromHeader } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'

test.describe('log-in modal', () => {
  test('wrong password shows the server text in the error area', async ({ page }) => {
    await page.goto('/')
    const dialog = await logInWithModal(page, 'mette.larsen@demo.opgavetorvet.dk', 'not-the-password')
    await expect(dialog.getByRole('alert').first()).toHaveText('Forkert e-mail eller adgangskode.')
    await expect(dialog).toBeVisible()
    await expectAccessible(page, 'the log-in dialog')
    // The same schema as the API checks the input before sending.
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ikke-en-email')
    await dialog.getByRole('button', { name: 'Log ind', exact: true }).click()
    await expect(dialog.getByText('E-mailen er ikke gyldig.')).toBeVisible()
    // A failed submit is announced (summary) and focus moves to the first invalid field.
    await expect(dialog.getByRole('alert').first()).toHaveText('Tjek de markerede felter.')
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused()
    await dialog.getByLabel('Adgangskode', { exact: true }).fill('')
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('mette.larsen@demo.opgavetorvet.dk')
    await dialog.getByRole('button', { name: 'Log ind', exact: true }).click()
    await expect(dialog.getByText('Skriv din adgangskode.')).toBeVisible()
    await expect(dialog.getByLabel('Adgangskode', { exact: true })).toBeFocused()
    // Keyboard: Escape closes the modal.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('opens from ?login=1 and links to the forgotten-password page and sign-up', async ({ page }) => {
    await page.goto('/?login=1')
    const dialog = page.getByRole('dialog', { name: 'Log ind' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(dialog.getByRole('button', { name: 'Log ind med Facebook' })).toBeVisible()
    await dialog.getByRole('link', { name: 'Glemt adgangskode?' }).click()
    await expect(page).toHaveURL(/\/glemt-adgangskode$/)
    await expect(dialog).toBeHidden()
    await openLoginFromHeader(page)
    await page.getByRole('dialog', { name: 'Log ind' }).getByRole('link', { name: 'Opret profil' }).click()
    await expect(page).toHaveURL(/\/opret-profil$/)
  })

  test('a customer log-in reloads the current page; log-out goes home @phone', async ({ page, makeUser }) => {
    const user = await makeUser({ name: 'Ida Indlogget' })
    await page.goto('/glemt-adgangskode')
    await logInWithModal(page, user.email, user.password)
    await expect(page).toHaveURL(/\/glemt-adgangskode$/)
    await expectLoggedIn(page, 'Ida Indlogget')
    await logOut(page)
  })
})
