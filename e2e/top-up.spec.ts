import type { Page } from '@playwright/test'
import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { useUpOffers } from './fixtures-market'
import { bothWidths, screenshot } from './screenshots'
import { sendBid } from './steps'

/** 'Indsæt penge' on the balance page: amount, method, on to the fake provider's page. */
async function startFromBalance(page: Page, kroner: string, method: 'Betalingskort' | 'MobilePay') {
  await page.goto('/firma/saldo')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Indsæt penge' }).click()
  const dialog = page.getByRole('dialog', { name: 'Indsæt penge på din saldo' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: /Beløb/ }).fill(kroner)
  await dialog.getByText(method, { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: new RegExp(method) })).toBeChecked()
  await dialog.getByRole('button', { name: 'Gå til betaling' }).click()
  await page.waitForURL(/\/dev\/pay\/cs_fake_/)
}

test('a company tops up 500 kr. with the fake provider and gets its receipt; a declined and an abandoned payment credit nothing', async ({
  page,
  login,
}) => {
  const firm = await login({ role: 'company' })

  await page.goto('/firma/saldo')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Saldo' })).toBeVisible()
  await expect(page.getByText('0,00 kr.', { exact: true })).toBeVisible()
  await expectAccessible(page, 'the balance page')

  // Too little is refused by the form before anything leaves the page.
  await page.getByRole('button', { name: 'Indsæt penge' }).click()
  const dialog = page.getByRole('dialog', { name: 'Indsæt penge på din saldo' })
  await dialog.getByRole('textbox', { name: /Beløb/ }).fill('20')
  await dialog.getByRole('button', { name: 'Gå til betaling' }).click()
  await expect(dialog.getByText('Du kan indsætte mindst 50 kr.').first()).toBeVisible()
  await screenshot(page, 'dialog')
  await dialog.getByRole('button', { name: 'Annuller' }).click()

  // Paid: the provider's webhook credits, the return page shows the new balance.
  await startFromBalance(page, '500', 'Betalingskort')
  await expect(page.getByText('500,00 kr.')).toBeVisible()
  await expect(page.getByText('Betalingskort')).toBeVisible()
  await screenshot(page, 'provider')
  await page.getByRole('button', { name: 'Betal' }).click()
  await page.waitForURL(/\/firma\/saldo\/betaling\/[A-Za-z0-9]+$/)
  await expect(page.getByText('Tak! 500,00 kr. er sat ind på din saldo.')).toBeVisible()
  await expect(page.getByText('Din saldo er nu 500,00 kr.')).toBeVisible()
  // Credited: the return page links its receipt, with the words the transactions use for it.
  const receiptLink = page.getByRole('link', { name: /^Kvittering nr\. \d+$/ })
  await expect(receiptLink).toBeVisible()
  const receiptNumber = (await receiptLink.textContent())?.replace(/\D/g, '') ?? ''
  await expectAccessible(page, 'the return page of a paid top-up')
  await screenshot(page, 'paid', bothWidths)
  await receiptLink.click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Kvittering for indbetaling nr. ${receiptNumber}` }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByRole('article')
      .getByRole('row', { name: /I alt betalt/ }),
  ).toContainText('500,00 kr.')

  // Declined with MobilePay: nothing taken, the balance stays.
  await startFromBalance(page, '100', 'MobilePay')
  await expect(page.getByText('MobilePay')).toBeVisible()
  await page.getByRole('button', { name: 'Afvis' }).click()
  await expect(page.getByText(/Betalingen blev afvist/)).toBeVisible()
  await expect(page.getByText('Din saldo er nu 500,00 kr.')).toBeVisible()
  await expect(page.getByRole('link', { name: /Kvittering/ })).toHaveCount(0)
  await screenshot(page, 'declined')

  // Abandoned.
  await startFromBalance(page, '250', 'Betalingskort')
  await page.getByRole('button', { name: 'Annuller' }).click()
  await page.waitForURL(/\?afbrudt=1$/)
  await expect(page.getByText('Betalingen blev afbrudt, og der er ikke trukket penge.')).toBeVisible()
  await expect(page.getByText('Din saldo er nu 500,00 kr.')).toBeVisible()
  await expect(page.getByRole('link', { name: /Kvittering/ })).toHaveCount(0)

  await page.getByRole('link', { name: 'Til din saldo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Saldo' })).toBeVisible()
  await expect(page.getByText('500,00 kr.', { exact: true })).toBeVisible()
  await screenshot(page, 'balance')

  // The paid top-up has a receipt, linked on its line in the transactions as a charge's is; the
  // declined and the abandoned one are not there at all.
  await page.goto('/bruger/account-transactions')
  const rows = page.getByRole('table', { name: 'Transaktioner i perioden' }).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Indbetaling til saldo')
  await screenshot(page, 'transactions')
  await rows
    .first()
    .getByRole('link', { name: `Kvittering nr. ${receiptNumber}`, exact: true })
    .click()
  // A payment on account: the amount paid, how and the provider's reference, no VAT line.
  const title = /^Kvittering for indbetaling nr\. \d+$/
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(/^Kvittering for indbetaling nr\. \d+/)
  const receipt = page.getByRole('main').getByRole('article')
  await expect(receipt.getByText('Opgavetorvet ApS')).toBeVisible()
  await expect(receipt.getByText(firm.company?.name ?? '')).toBeVisible()
  await expect(receipt.getByRole('row', { name: /Indbetaling til saldo/ })).toContainText('500,00 kr.')
  await expect(receipt.getByRole('row', { name: /I alt betalt/ })).toContainText('500,00 kr.')
  await expect(receipt.getByText('Betalt med betalingskort.')).toBeVisible()
  await expect(receipt.getByText(/^Betalingsreference: cs_fake_\w+$/)).toBeVisible()
  await expect(
    receipt.getByText('Ingen moms på indbetalingen: moms opkræves, når saldoen bruges til abonnementer.'),
  ).toBeVisible()
  await expect(receipt.getByText(/Moms \d+ %|inkl\. moms/)).toHaveCount(0)
  await expectAccessible(page, 'the receipt of a top-up')
  await screenshot(page, 'receipt-top-up', bothWidths)
  // On paper: the receipt alone, as a charge's.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByTestId('online-banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Udskriv' })).toBeHidden()
  await expect(receipt.getByText('I alt betalt')).toBeVisible()
  await screenshot(page, 'receipt-top-up-print')
  await page.pdf({ path: test.info().outputPath('receipt-top-up.pdf'), format: 'A4' })
  await page.emulateMedia({ media: 'screen' })
})

test('a bid the plan has no offers left for leads to the plans, a top-up and back to the job, clearing the payment-callback cookie', async ({
  page,
  context,
  jobInMyTrade,
}) => {
  const { job, company } = await jobInMyTrade(`Nyt trægulv ${Date.now()}`)
  await useUpOffers(company.company.slug)

  await page.goto(`/firma/opgaver?jobid=${job.id}`)
  await waitForHydration(page)
  const bid = await sendBid(page, job.title, { price: '5.000', text: 'Vi lægger gulvet i næste uge.' })
  await expect(bid.getByText(/Du har brugt de tilbud, dit abonnement giver/)).toBeVisible()
  await bid.getByRole('link', { name: 'Se abonnementer' }).click()
  await page.waitForURL(new RegExp(`/firma/abonnement\\?jobid=${job.id}$`))
  await waitForHydration(page)

  // The top-up remembers the job (the 1-day payment-callback cookie) while the company pays.
  await page.getByRole('button', { name: 'Indsæt penge' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Indsæt penge på din saldo' })
  await dialog.getByRole('textbox', { name: /Beløb/ }).fill('75')
  await dialog.getByRole('button', { name: 'Gå til betaling' }).click()
  await page.waitForURL(/\/dev\/pay\/cs_fake_/)
  const cookie = (await context.cookies()).find((c) => c.name === 'payment-callback')
  expect(cookie?.value).toBe(String(job.id))
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000)

  await page.getByRole('button', { name: 'Betal' }).click()
  await expect(page.getByText('Tak! 75,00 kr. er sat ind på din saldo.')).toBeVisible()
  await page.getByRole('link', { name: 'Tilbage til opgaven' }).click()
  await page.waitForURL(new RegExp(`/firma/opgaver\\?jobid=${job.id}`))
  await expect(page.getByRole('dialog', { name: job.title })).toBeVisible()
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'payment-callback'))
    .toBe(false)
})

test('an administrator credits a company with a reason: the ledger, the balance and the audit trail show it', async ({
  page,
  login,
  makeUser,
  otherDevice,
}, info) => {
  const companyName = `Saldomaler ${info.project.name} ${Date.now()} ApS`
  const companyPage = await otherDevice(await makeUser({ role: 'company', company: { name: companyName } }))

  const admin = await login({ role: 'admin' })
  await page.goto('/admin?tab=companies')
  await waitForHydration(page)
  await expect(page.getByRole('tab', { name: 'Firmaer' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('searchbox', { name: /Søg efter firmanavn/ }).fill(companyName)
  // Wait for the search to land: a click before it would be overtaken by its late navigation.
  await expect(page.getByText('1 resultat', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: companyName }).click()
  const ledger = page.getByRole('region', { name: 'Saldo og posteringer' })
  await expect(ledger.getByText('Firmaet har ingen posteringer endnu.')).toBeVisible()

  await ledger.getByText('Godskrivning', { exact: true }).click()
  await ledger.getByRole('textbox', { name: /Beløb inkl. moms/ }).fill('150')
  await ledger.getByRole('textbox', { name: /Begrundelse/ }).fill('Kompensation for nedetid i uge 47')
  await ledger.getByRole('button', { name: 'Bogfør' }).click()
  // Asked once more, with the amount, the company and the reason: nothing here takes the money back.
  const confirm = page.getByRole('alertdialog', { name: `Godskriv 150,00 kr. til ${companyName}?` })
  await expect(confirm).toContainText('Begrundelse: »Kompensation for nedetid i uge 47«')
  await expectAccessible(page, 'the credit confirmation')
  await screenshot(page, 'admin-credit-confirmation', { widths: [1280, 375], fullPage: false })
  await confirm.getByRole('button', { name: 'Annuller' }).click()
  await expect(confirm).toBeHidden()
  await expect(ledger.getByText('Firmaet har ingen posteringer endnu.')).toBeVisible()
  await ledger.getByRole('button', { name: 'Bogfør' }).click()
  await confirm.getByRole('button', { name: 'Bogfør 150,00 kr.' }).click()
  await expect(page.getByText('150,00 kr. er bogført på firmaets saldo.')).toBeVisible()
  await expect(ledger.getByRole('row', { name: /Godskrivning/ })).toContainText('150,00 kr.')
  await expect(ledger.getByRole('paragraph').filter({ hasText: 'Saldo:' })).toContainText('150,00 kr.')
  const audit = page.getByRole('region', { name: 'Log – hvem og hvornår' })
  await expect(audit.getByRole('listitem').first()).toContainText('Saldo godskrevet')
  await expect(audit.getByRole('listitem').first()).toContainText(admin.name)
  await screenshot(page, 'admin')

  // The company sees the money on its own balance.
  await companyPage.goto('/firma/saldo')
  await expect(companyPage.getByText('150,00 kr.', { exact: true })).toBeVisible()
})
