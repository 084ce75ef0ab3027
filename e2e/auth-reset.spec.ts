import { expectLoggedIn, logInWithModal, logOut, waitForHydration, waitForMessage } from './auth-fixtures'
import { expect, test } from './fixtures'
import { holdBack } from './steps'

test.describe('forgotten password', () => {
  test('reset with the e-mail link from the dev outbox', async ({ page, request, makeUser }) => {
    const { email } = await makeUser({ name: 'Rasmus Reset' })

    await page.goto('/glemt-adgangskode')
    await waitForHydration(page)
    const forgot = page.getByRole('form', { name: 'Glemt adgangskode' })
    await forgot.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await forgot.getByRole('button', { name: 'Send link og kode' }).click()
    await expect(forgot.getByRole('status').filter({ hasText: /e-mail med et link og en SMS/ })).toBeVisible()

    const mail = await waitForMessage(
      request,
      email,
      (m) => m.channel === 'email' && m.links.some((l) => l.includes('token=')),
    )
    const link = new URL(mail.links.find((l) => l.includes('token=')) as string)
    await page.goto(`${link.pathname}${link.search}`)
    await waitForHydration(page)
    const reset = page.getByRole('form', { name: 'Vælg ny adgangskode' })
    await reset.getByRole('textbox', { name: 'Ny adgangskode' }).fill('kort')
    await reset.getByRole('button', { name: 'Gem ny adgangskode' }).click()
    await expect(reset.getByText('Adgangskoden skal være på mindst 8 tegn.')).toBeVisible()
    await reset.getByRole('textbox', { name: 'Ny adgangskode' }).fill('Nyt-Kodeord-Via-Link-1')
    await reset.getByRole('button', { name: 'Gem ny adgangskode' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Din adgangskode er ændret, og du er logget ind.')).toBeVisible()
    await expectLoggedIn(page, 'Rasmus Reset')
    await logOut(page)

    // The new password works; the link is single-use.
    await logInWithModal(page, email, 'Nyt-Kodeord-Via-Link-1')
    await expectLoggedIn(page, 'Rasmus Reset')
    await logOut(page)
    await page.goto(`${link.pathname}${link.search}`)
    await waitForHydration(page)
    await page.getByRole('textbox', { name: 'Ny adgangskode' }).fill('Endnu-Et-Kodeord-2')
    await page.getByRole('button', { name: 'Gem ny adgangskode' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /allerede brugt/ })).toBeVisible()
  })

  test('reset with the SMS code; both submit buttons are disabled while one submits', async ({
    page,
    request,
    makeUser,
  }) => {
    const { email, phone } = await makeUser({ name: 'Signe SMS' })

    await page.goto('/glemt-adgangskode')
    await waitForHydration(page)
    const forgot = page.getByRole('form', { name: 'Glemt adgangskode' })
    const codeForm = page.getByRole('form', { name: 'Nulstil med SMS-kode' })
    // The request is held until both disabled buttons have been seen (a fixed delay could end first on
    // a loaded machine).
    const answer = await holdBack(page, '**/api/auth/password-reset')
    await forgot.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await forgot.getByRole('button', { name: 'Send link og kode' }).click()
    await expect(forgot.getByRole('button', { name: /Sender/ })).toBeDisabled()
    await expect(codeForm.getByRole('button', { name: 'Nulstil adgangskode' })).toBeDisabled()
    answer()
    await expect(forgot.getByRole('status').filter({ hasText: /SMS/ })).toBeVisible()
    await expect(codeForm.getByRole('button', { name: 'Nulstil adgangskode' })).toBeEnabled()

    const sms = await waitForMessage(request, phone, (m) => m.channel === 'sms' && m.code !== null)
    // The e-mail is carried over from the first form.
    await expect(codeForm.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
    await codeForm
      .getByRole('textbox', { name: 'Kode fra SMS' })
      .fill(sms.code === '000000' ? '111111' : '000000')
    await codeForm.getByRole('textbox', { name: 'Ny adgangskode' }).fill('Nyt-Kodeord-Via-SMS-1')
    await codeForm.getByRole('button', { name: 'Nulstil adgangskode' }).click()
    await expect(codeForm.getByText("Koden er forkert. Tjek SMS'en, og prøv igen.").first()).toBeVisible()

    await codeForm.getByRole('textbox', { name: 'Kode fra SMS' }).fill(sms.code as string)
    await codeForm.getByRole('button', { name: 'Nulstil adgangskode' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expectLoggedIn(page, 'Signe SMS')
    await logOut(page)
    await logInWithModal(page, email, 'Nyt-Kodeord-Via-SMS-1')
    await expectLoggedIn(page, 'Signe SMS')
  })
})
