import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { sql } from 'drizzle-orm'
import type { Ledger, LedgerEntry } from '../domain/schemas/money'
import * as schema from '../worker/db/schema'
import { copenhagenMonth } from '../worker/modules/subscriptions/copenhagen-month'
import { demoLogin, logInThroughApi, waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { database } from './fixtures-db'
import { companyIdOf } from './fixtures-market'
import { bothWidths, screenshot } from './screenshots'

/**
 * Issue 11's money journey as a company with a credited balance: upgrade a category basic → pro → pro-plus
 * seeing the breakdown, one upgrade refused for lack of funds (nothing charged), a downgrade behind its
 * confirmation, an unsubscribe, then every step in the transactions list, the CSV and a receipt. The top-ups go in
 * through the database as the provider's webhook would write them (top-up.spec drives the provider).
 */

/** A paid top-up: the provider's money on the company's wallet (the ledger's top-up postings). */
async function creditTopUp(companyId: number, amountOre: number) {
  const db = await database()
  const now = Math.floor(Date.now() / 1000)
  const key = `topup:e2e-${companyId}-${now}-${Math.random().toString(36).slice(2)}`
  const [tx] = await db
    .insert(schema.ledgerTransactions)
    .values({ companyId, kind: 'topup', idempotencyKey: key, nonce: key, createdAt: now })
    .returning({ id: schema.ledgerTransactions.id })
  if (!tx) throw new Error('top-up not written')
  await db.insert(schema.ledgerPostings).values([
    { transactionId: tx.id, companyId, account: 'wallet', amountOre, createdAt: now },
    { transactionId: tx.id, companyId, account: 'provider', amountOre: -amountOre, createdAt: now },
  ])
}

const category = (page: Page) => page.getByRole('region', { name: 'Tømrer' })
const plan = (page: Page, name: string) => category(page).getByRole('article', { name, exact: true })
const balance = (page: Page) => page.getByTestId('balance')

/** A person ticks the box by its label (React Aria draws the box over the native input). */
async function acceptTerms(dialog: Locator) {
  await dialog.getByText('Jeg accepterer handelsbetingelserne').click()
  await expect(dialog.getByRole('checkbox', { name: /Jeg accepterer handelsbetingelserne/ })).toBeChecked()
}

test('a company upgrades, is refused for lack of funds, downgrades, and finds it all in its transactions @phone', async ({
  page,
  login,
}, info) => {
  const project = info.project.name
  const firm = await login({ role: 'company', company: { categories: ['toemrer'] } })
  const companyId = await companyIdOf(firm.company?.slug ?? '')
  await creditTopUp(companyId, 50_000)

  await page.goto('/firma/abonnement')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementer' })).toBeVisible()
  await expect(balance(page)).toHaveText('500,00 kr.')
  await expect(plan(page, 'Basis').getByRole('button', { name: 'Nuværende' })).toBeDisabled()
  await expect(plan(page, 'Pro').getByText('299,00 kr. ekskl. moms')).toBeVisible()
  // Each plan button names its category for a screen reader: a firm with ten categories does not hear
  // the same 'Opgrader til Pro' ten times.
  await expect(
    plan(page, 'Basis').getByRole('button', { name: 'Nuværende i Tømrer', exact: true }),
  ).toBeDisabled()
  await expect(
    plan(page, 'Pro').getByRole('button', { name: 'Opgrader til Pro i Tømrer', exact: true }),
  ).toBeEnabled()
  await screenshot(page, 'subscriptions')

  // basic → pro: the breakdown, the terms required, then paid from the balance.
  await plan(page, 'Pro').getByRole('button', { name: 'Opgrader til Pro' }).click()
  let dialog = page.getByRole('dialog', { name: 'Opgrader Tømrer til Pro' })
  await expect(dialog.getByText('Pro for 30 dage')).toBeVisible()
  await expect(dialog.getByRole('definition').filter({ hasText: '299,00 kr.' }).first()).toBeVisible()
  await expect(dialog.getByText('Fratrukket for resten af din nuværende periode')).toBeVisible()
  await expect(dialog.getByRole('definition').filter({ hasText: '373,75 kr.' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Læs handelsbetingelserne' })).toHaveAttribute(
    'href',
    '/handelsbetingelser',
  )
  await dialog.getByRole('button', { name: 'Betal og opgrader' }).click()
  // Said once, at the box (the summary only points to the marked field).
  await expect(dialog.getByText('Accepter venligst handelsbetingelser')).toHaveCount(1)
  await expect(dialog.getByText('Accepter venligst handelsbetingelser')).toBeVisible()
  await expect(dialog.getByRole('alert').filter({ hasText: 'Tjek de markerede felter.' })).toBeVisible()
  await screenshot(page, 'upgrade-terms')
  await acceptTerms(dialog)
  await dialog.getByRole('button', { name: 'Betal og opgrader' }).click()
  await expect(dialog).toBeHidden()
  await expect(plan(page, 'Pro').getByRole('button', { name: 'Nuværende' })).toBeDisabled()
  await expect(balance(page)).toHaveText('126,25 kr.')

  // pro → pro-plus costs more than is left: the spec's alert, the dialog closes, nothing is charged.
  await plan(page, 'Pro Plus').getByRole('button', { name: 'Opgrader til Pro Plus' }).click()
  dialog = page.getByRole('dialog', { name: 'Opgrader Tømrer til Pro Plus' })
  await expect(dialog.getByText('Pro Plus for 30 dage')).toBeVisible()
  await expect(dialog.getByText('Der er ikke penge nok på din saldo til denne opgradering.')).toBeVisible()
  await acceptTerms(dialog)
  await dialog.getByRole('button', { name: 'Betal og opgrader' }).click()
  await expect(dialog).toBeHidden()
  const refused = page.getByRole('alert').filter({ hasText: 'Betalingen er ikke gennemført' })
  await expect(refused).toContainText(
    'Betalingen er ikke gennemført, fordi der ikke er penge nok på din saldo.',
  )
  await expect(refused.getByRole('button', { name: 'Indsæt penge' })).toBeVisible()
  await expect(balance(page)).toHaveText('126,25 kr.')
  await expect(plan(page, 'Pro').getByRole('button', { name: 'Nuværende' })).toBeDisabled()
  await screenshot(page, 'insufficient')

  // More money in; pro → pro-plus subtracts the unused part of the pro period.
  await creditTopUp(companyId, 50_000)
  await page.reload()
  await waitForHydration(page)
  await expect(balance(page)).toHaveText('626,25 kr.')
  await plan(page, 'Pro Plus').getByRole('button', { name: 'Opgrader til Pro Plus' }).click()
  dialog = page.getByRole('dialog', { name: 'Opgrader Tømrer til Pro Plus' })
  await expect(dialog.getByRole('definition').filter({ hasText: '599,00 kr.' })).toBeVisible()
  // Seconds of pro are used: the credit is just under the 299,00 kr. paid.
  await expect(dialog.getByRole('definition').filter({ hasText: /^-29[89],\d\d\skr\.$/ })).toBeVisible()
  await screenshot(page, 'upgrade-credit')
  await acceptTerms(dialog)
  await dialog.getByRole('button', { name: 'Betal og opgrader' }).click()
  await expect(dialog).toBeHidden()
  await expect(plan(page, 'Pro Plus').getByRole('button', { name: 'Nuværende' })).toBeDisabled()

  // pro-plus → pro waits for the period's end, behind a confirmation that says when.
  await plan(page, 'Pro').getByRole('button', { name: 'Skift til Pro i Tømrer', exact: true }).click()
  // A confirmation before a step down: an alert dialog.
  dialog = page.getByRole('alertdialog', { name: 'Skift Tømrer til Pro?' })
  await expect(dialog).toContainText(/Du beholder Pro Plus til og med \d\d\.\d\d\.\d{4}\./)
  await expect(dialog).toContainText('Der trækkes ikke noget nu.')
  await screenshot(page, 'downgrade')
  await acceptTerms(dialog)
  await dialog.getByRole('button', { name: 'Bekræft skiftet' }).click()
  await expect(dialog).toBeHidden()
  await expect(category(page)).toContainText(/Skifter til Pro den \d\d\.\d\d\.\d{4}\./)
  await expect(plan(page, 'Pro').getByRole('button', { name: 'Skift til Pro' })).toBeDisabled()
  const afterUpgrades = (await balance(page).textContent()) ?? ''

  // Unsubscribing is on the plan the firm pays for (Basis has nothing to end): the plan runs to its
  // period's end, then basic; nothing is charged or refunded.
  await expect(plan(page, 'Basis').getByRole('button', { name: 'Opsig abonnement' })).toHaveCount(0)
  await plan(page, 'Pro Plus').getByRole('button', { name: 'Opsig abonnement i Tømrer', exact: true }).click()
  dialog = page.getByRole('alertdialog', { name: 'Opsig Pro Plus i Tømrer?' })
  await expect(dialog).toContainText(/løber perioden ud til og med \d\d\.\d\d\.\d{4}/)
  await expectAccessible(page, 'the unsubscribe confirmation')
  await dialog.getByRole('button', { name: 'Opsig abonnementet' }).click()
  await expect(dialog).toBeHidden()
  await expect(category(page)).toContainText(/Abonnementet er opsagt og slutter den \d\d\.\d\d\.\d{4}\./)
  await expect(plan(page, 'Pro Plus').getByRole('button', { name: 'Opsig abonnement' })).toBeDisabled()
  await expect(plan(page, 'Basis').getByRole('button', { name: 'Skift til Basis' })).toBeDisabled()
  await expect(balance(page)).toHaveText(afterUpgrades)

  // Every step in the transactions list, newest first, with the running balance.
  await page.getByRole('link', { name: 'Se transaktioner' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Transaktioner' })).toBeVisible()
  // A table from 480 px, a list of cards on a phone; the same rows either way.
  const rows =
    project === 'mobile'
      ? page.getByRole('list', { name: 'Transaktioner i perioden' }).getByRole('listitem')
      : page.getByRole('table', { name: 'Transaktioner i perioden' }).locator('tbody tr')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(0)).toContainText('Abonnement: Pro Plus, Tømrer')
  await expect(rows.nth(0)).toContainText(afterUpgrades)
  await expect(rows.nth(1)).toContainText('Indbetaling til saldo')
  await expect(rows.nth(1)).toContainText('+500,00 kr.')
  await expect(rows.nth(1)).toContainText('626,25 kr.')
  await expect(rows.nth(2)).toContainText('Abonnement: Pro, Tømrer')
  await expect(rows.nth(2)).toContainText('-373,75 kr.')
  await expect(rows.nth(2)).toContainText('126,25 kr.')
  await expect(rows.nth(3)).toContainText('Indbetaling til saldo')
  await expect(page.getByRole('main').getByText('Saldo ved periodens slutning')).toBeVisible()
  await screenshot(page, 'transactions')

  // The CSV of the same rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Hent CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('transaktioner.csv')
  const csv = readFileSync((await download.path()) ?? '', 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const lines = csv.slice(1).trim().split('\r\n')
  expect(lines[0]).toBe('Dato;Tekst;Beløb (kr.);Saldo (kr.);Kvitteringsnr.')
  expect(lines).toHaveLength(5)
  expect(lines[2]).toMatch(/^\d\d\.\d\d\.\d{4};Abonnement: Pro, Tømrer;-373,75;126,25;\d+$/)

  // A period with nothing in it.
  await page.goto('/bruger/account-transactions?from=2030-01-01&to=2030-01-31')
  await expect(page.getByText('Der er ingen transaktioner i perioden.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Hent CSV' })).toHaveAttribute(
    'href',
    '/api/company/ledger.csv?from=2030-01-01&to=2030-01-31',
  )
  await page.getByRole('link', { name: 'Vis alle' }).click()
  await expect(rows).toHaveCount(4)
  // The period's date fields: segments large enough to tap (axe target-size; issue 20).
  await expectAccessible(page, 'the transactions with their period')

  // The pro-plus charge's receipt: both parties, the credit as a line, VAT and total.
  await rows
    .nth(0)
    .getByRole('link', { name: /^Kvittering nr\. \d+$/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /^Kvittering nr\. \d+$/ })).toBeVisible()
  const receipt = page.getByRole('main').getByRole('article')
  await expect(receipt.getByText('Opgavetorvet ApS')).toBeVisible()
  await expect(receipt.getByText('CVR-nr. 41800003')).toBeVisible()
  await expect(receipt.getByText(firm.company?.name ?? '')).toBeVisible()
  await expect(
    receipt.getByText(/^Abonnement Pro Plus, Tømrer, \d\d\.\d\d\.\d{4}–\d\d\.\d\d\.\d{4}$/),
  ).toBeVisible()
  await expect(receipt.getByText('Fradrag for den ubrugte del af din tidligere periode')).toBeVisible()
  await expect(receipt.getByRole('rowheader', { name: 'Moms 25 %' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Udskriv' })).toBeVisible()
  // Spec section 9: the print dialog opens 250 ms after the press (as on an offer's summary).
  await page.evaluate(() => {
    const w = window as unknown as { pressedAt?: number; printedAt: number[] }
    w.printedAt = []
    document.addEventListener('pointerdown', () => (w.pressedAt ??= performance.now()), true)
    window.print = () => void w.printedAt.push(performance.now())
  })
  await page.getByRole('button', { name: 'Udskriv' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printedAt: number[] }).printedAt.length))
    .toBe(1)
  const printWait = await page.evaluate(() => {
    const w = window as unknown as { pressedAt: number; printedAt: number[] }
    return (w.printedAt[0] ?? 0) - w.pressedAt
  })
  expect(printWait).toBeGreaterThanOrEqual(250)
  await screenshot(page, 'receipt')
  // On paper: the receipt alone, without the site's header, footer and buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Udskriv' })).toBeHidden()
  await expect(receipt.getByText('I alt inkl. moms')).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
})

test("another company's receipt is not found", async ({ page, login }) => {
  const owner = await login({ role: 'company', company: { categories: ['toemrer'] } })
  const companyId = await companyIdOf(owner.company?.slug ?? '')
  await creditTopUp(companyId, 50_000)
  await page.goto('/firma/abonnement')
  await waitForHydration(page)
  await plan(page, 'Pro').getByRole('button', { name: 'Opgrader til Pro' }).click()
  const dialog = page.getByRole('dialog', { name: 'Opgrader Tømrer til Pro' })
  await acceptTerms(dialog)
  await dialog.getByRole('button', { name: 'Betal og opgrader' }).click()
  await expect(dialog).toBeHidden()
  await page.goto('/bruger/account-transactions')
  const href = await page
    .getByRole('link', { name: /^Kvittering nr\. \d+$/ })
    .first()
    .getAttribute('href')

  await page.context().clearCookies()
  await login({ role: 'company', company: { categories: ['toemrer'] } })
  await page.goto(href ?? '')
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByRole('main').getByText('Opgavetorvet ApS')).toHaveCount(0)
  // A dead end that says so and leads back, not a failed load whose 'Prøv igen' can never succeed.
  await expect(page.getByRole('heading', { level: 1, name: 'Kvitteringen findes ikke' })).toBeVisible()
  await expect(page).toHaveTitle(/^Kvitteringen findes ikke/)
  await expect(page.getByRole('button', { name: 'Prøv igen' })).toHaveCount(0)
  await expectAccessible(page, 'an unknown receipt')
  await screenshot(page, 'receipt-not-found', bothWidths)
  await page.getByRole('link', { name: 'Tilbage til transaktioner' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Transaktioner' })).toBeVisible()
})

test('the demo company’s month counter agrees with the offers it sent, and its seeded charge has a receipt', async ({
  page,
  baseURL,
}) => {
  const demo = demoLogin('company')
  expect((await logInThroughApi(page, baseURL ?? '', demo)).status()).toBe(200)
  // The offers it sent this month (Copenhagen) on Tømrer jobs it was not invited to, from the rows.
  const month = copenhagenMonth(Math.floor(Date.now() / 1000))
  const db = await database()
  const offers = await db.all<{ offeredAt: number }>(sql`
    SELECT c.offered_at AS offeredAt FROM contacts c
      JOIN jobs j ON j.id = c.job_id JOIN categories cat ON cat.id = j.category_id
      JOIN companies co ON co.id = c.company_id JOIN users u ON u.id = co.owner_user_id
    WHERE u.email = ${demo.email} AND c.invited_at IS NULL AND c.offered_at IS NOT NULL
      AND coalesce(cat.parent_id, cat.id) = (SELECT id FROM categories WHERE slug = 'toemrer')`)
  // Each offer's month in Copenhagen, as the counter keeps it (SQLite's strftime is UTC: an offer sent
  // in the first hour or two of a Copenhagen month is in the month before there).
  const n = offers.filter((offer) => copenhagenMonth(offer.offeredAt) === month).length
  expect(n).toBeGreaterThan(0)
  await page.goto('/firma/abonnement')
  await expect(category(page)).toContainText(`Sendt denne måned: ${n} af 40 tilbud`)

  const ledger = (await (await page.request.get('/api/company/ledger')).json()) as Ledger
  const receiptOf = async (kind: LedgerEntry['kind']) => {
    const entry = ledger.entries.find((e) => e.kind === kind)
    expect(entry?.invoiceNumber, kind).not.toBeNull()
    const receipt = await page.request.get(`/api/company/receipts/${entry?.invoiceNumber}`)
    expect(receipt.status()).toBe(200)
    return receipt.json()
  }
  expect((await receiptOf('subscription')).lines[0].text).toMatch(/^Abonnement Pro, Tømrer, /)
  // The seeded top-up has its payment receipt too (decision 025), the number before the charge's.
  expect(await receiptOf('topup')).toMatchObject({ kind: 'payment', totalOre: 100_000 })
})
