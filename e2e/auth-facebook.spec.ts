import { expect, test } from '@playwright/test'
import { expectLoggedIn, logOut, openLoginFromHeader, uniqueEmail } from './auth-fixtures'

test.describe('Facebook log-in (local fake provider)', () => {
  test('log in through the popup; the opener polls the status and reloads', async ({ page }, info) => {
    const email = uniqueEmail('fb', info.project.name)
    const name = `Freja Facebook ${info.project.name}`
    await page.goto('/')
    const dialog = await openLoginFromHeader(page)
    const popupPromise = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Log ind med Facebook' }).click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    await expect(popup.getByRole('heading', { name: 'Log ind med Facebook' })).toBeVisible()
    await popup.getByRole('radio', { name: /Another user/ }).check()
    await popup.getByLabel('Name').fill(name)
    await popup.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await popup.getByRole('button', { name: 'Fortsæt' }).click()
    await popup.waitForEvent('close', { timeout: 15_000 })
    await expectLoggedIn(page, name)
    await logOut(page)
  })

  test('a Facebook account without e-mail is asked for one', async ({ page }, info) => {
    const email = uniqueEmail('fb-noemail', info.project.name)
    const name = `Jonas Uden ${info.project.name} ${Date.now()}`
    await page.goto('/')
    const dialog = await openLoginFromHeader(page)
    const popupPromise = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Log ind med Facebook' }).click()
    const popup = await popupPromise
    await popup.getByRole('radio', { name: /Another user/ }).check()
    await popup.getByLabel('Name').fill(name)
    await popup.getByRole('button', { name: 'Fortsæt' }).click()
    await popup.waitForEvent('close', { timeout: 15_000 })

    await expect(page).toHaveURL(/\/facebook\/email$/)
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByRole('button', { name: 'Fortsæt' }).click()
    await expect(page.getByText('Du er logget ind med Facebook.')).toBeVisible()
    await expectLoggedIn(page, name)
  })

  test('a failed provider step shows the error text', async ({ page }) => {
    await page.goto('/?facebook=error')
    await expect(page.getByText('Noget gik galt. Prøv igen senere.')).toBeVisible()
  })
})
