import type { Page } from '@playwright/test'
import {
  expectLoggedIn,
  logOut,
  openLoginFromHeader,
  uniqueEmail,
  waitForHydration,
  waitForMessage,
} from './auth-fixtures'
import { expect, test } from './fixtures'

/**
 * Confirms in the fake provider's popup. The opener closes the popup on its next poll, which can come
 * while the click still waits for the popup's navigation: listen before clicking, or the close is missed.
 */
async function continueAndWaitForClose(popup: Page) {
  const closed = popup.waitForEvent('close', { timeout: 15_000 })
  await popup.getByRole('button', { name: 'Fortsæt' }).click()
  await closed
}

/** From the home page's header: the log-in dialog's 'Log ind med Facebook', and the popup it opens. */
async function openFacebookPopup(page: Page) {
  await page.goto('/')
  const dialog = await openLoginFromHeader(page)
  const popupPromise = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Log ind med Facebook' }).click()
  return popupPromise
}

/** In the popup: another user by this name (and e-mail, unless Facebook gives none), then 'Fortsæt'. */
async function logInAsFacebookUser(popup: Page, name: string, email?: string) {
  await popup.getByRole('radio', { name: /Another user/ }).check()
  await popup.getByLabel('Name').fill(name)
  if (email !== undefined) await popup.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await continueAndWaitForClose(popup)
}

test.describe('Facebook log-in (local fake provider)', () => {
  test('log in through the popup; the opener polls the status and reloads', async ({ page }, info) => {
    const email = uniqueEmail('fb', info.project.name)
    const name = `Freja Facebook ${info.project.name}`
    const popup = await openFacebookPopup(page)
    await popup.waitForLoadState()
    await expect(popup.getByRole('heading', { name: 'Log ind med Facebook' })).toBeVisible()
    await logInAsFacebookUser(popup, name, email)
    await expectLoggedIn(page, name)
    await logOut(page)
  })

  test('a Facebook account without e-mail confirms the typed address by a mailed link', async ({
    page,
    request,
  }, info) => {
    const email = uniqueEmail('fb-noemail', info.project.name)
    const name = `Jonas Uden ${info.project.name} ${Date.now()}`
    // Facebook gives no e-mail.
    await logInAsFacebookUser(await openFacebookPopup(page), name)

    await expect(page).toHaveURL(/\/facebook\/email$/)
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByRole('button', { name: 'Fortsæt' }).click()
    await expect(page.getByRole('heading', { name: 'Tjek din e-mail' })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: `Vi har sendt et link til ${email}.` }),
    ).toBeVisible()

    // Not logged in before the link is opened.
    const mail = await waitForMessage(request, email, (m) => m.template === 'facebookConfirm')
    expect(mail.subject).toBe('Bekræft din e-mail hos Opgavetorvet')
    const link = new URL(mail.links[0] as string)
    await page.goto(`${link.pathname}${link.search}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Bekræft din e-mail' })).toBeVisible()
    await page.getByRole('button', { name: 'Bekræft og log ind' }).click()
    await expect(page.getByText('Du er logget ind med Facebook.')).toBeVisible()
    await expectLoggedIn(page, name)

    // The account page lists the Facebook log-in; it is the only way in, so it cannot be removed.
    await page.goto('/bruger/account')
    await waitForHydration(page)
    const linked = page.getByRole('region', { name: 'Log ind med andre tjenester' })
    await expect(linked.getByText('Bekræftet med e-mail')).toBeVisible()
    await linked.getByRole('button', { name: 'Fjern log ind med Facebook' }).click()
    await expect(linked.getByRole('alert')).toContainText('Du kan ikke fjerne den eneste måde')

    // Single use.
    await logOut(page)
    await page.goto(`${link.pathname}${link.search}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Bekræft og log ind' }).click()
    await expect(page.getByText('Linket er allerede brugt. Log ind med Facebook igen.')).toBeVisible()
  })

  test('a linked Facebook log-in can be removed on the account page', async ({ page, makeUser }) => {
    const { email } = await makeUser({ name: 'Ulla Unlink' })
    // Facebook gives the same (verified) e-mail: the log-in is linked to the account.
    await logInAsFacebookUser(await openFacebookPopup(page), 'Ulla på Facebook', email)
    await expectLoggedIn(page, 'Ulla Unlink')

    await page.goto('/bruger/account')
    await waitForHydration(page)
    const linked = page.getByRole('region', { name: 'Log ind med andre tjenester' })
    await linked.getByRole('button', { name: 'Fjern log ind med Facebook' }).click()
    await expect(page.getByText('Log ind med Facebook er fjernet.')).toBeVisible()
    await expect(linked.getByText('Der er ingen andre tjenester knyttet til din konto.')).toBeVisible()
  })

  test('a failed provider step shows the error text', async ({ page }) => {
    await page.goto('/?facebook=error')
    await expect(page.getByText('Noget gik galt. Prøv igen senere.')).toBeVisible()
  })
})
