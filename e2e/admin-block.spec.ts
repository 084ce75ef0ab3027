import { logInOnPage, logInThroughApi, waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { bothWidths, screenshot } from './screenshots'
import { chooseSupplier, itemHeaded, pageAlert } from './steps'

/**
 * Admin start (issue 3, "done when"): the admin blocks a company, whose open session ends and whose
 * log-in is then refused; unblocking restores it. Every action shows in the audit trail. Each test
 * makes its own admin and company (e2e/fixtures.ts): the seeded demo accounts stay untouched.
 */

test('the admin blocks a company: its session ends, its log-in is refused; unblock restores it', async ({
  page,
  baseURL,
  login,
  makeUser,
  otherDevice,
}, info) => {
  const companyName = `Blokmaler ${info.project.name} ${Date.now()} ApS`
  // The company is logged in, in its own browser.
  const company = await makeUser({ role: 'company', company: { name: companyName } })
  const companyPage = await otherDevice(company)
  await companyPage.goto('/bruger/profil')
  await expect(companyPage.getByRole('heading', { name: 'Min profil', level: 1 })).toBeVisible()

  // The admin finds the company and blocks it.
  const admin = await login({ role: 'admin' })
  await page.goto('/')
  // Staff cannot post jobs: the header leads them to the console instead of to 'Opret opgave'.
  const mainNav = page.getByRole('navigation', { name: 'Hovednavigation' })
  await expect(mainNav.getByRole('link', { name: 'Opret opgave' })).toHaveCount(0)
  await mainNav.getByRole('link', { name: 'Administration' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('tab', { name: 'Firmaer' }).click()
  await page.getByRole('searchbox', { name: /Søg efter firmanavn/ }).fill(companyName)
  await expect(page.getByText('1 resultat', { exact: true })).toBeVisible()
  await screenshot(page, 'admin-companies', bothWidths)
  await page.getByRole('link', { name: companyName }).click()
  await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible()
  // Every phone in pairs, the company's mobile too (issue 20: '40506070' in the admin).
  await expect(page.locator('dt:text-is("Mobil") + dd')).toHaveText(/^\d{2} \d{2} \d{2} \d{2}$/)
  await expectAccessible(page, 'the admin’s company page')
  await screenshot(page, 'admin-company', bothWidths)
  await page.getByRole('button', { name: 'Bloker', exact: true }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('logget ud med det samme')
  await confirm.getByRole('button', { name: 'Bloker', exact: true }).click()
  await expect(page.getByText(`${companyName} er blokeret.`)).toBeVisible()
  const audit = page.getByRole('region', { name: 'Log – hvem og hvornår' })
  await expect(audit.getByRole('listitem').first()).toContainText('Blokeret')
  await expect(audit.getByRole('listitem').first()).toContainText(admin.name)
  await expect(audit.getByRole('listitem').first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}\.\d{2}/)

  // The company's next page load shows it logged out; its log-in is refused.
  await companyPage.reload()
  await expect(companyPage).toHaveURL(/\/log-ind\?redirect=%2Fbruger%2Fprofil$/)
  await expect(companyPage.getByRole('heading', { name: 'Log ind', level: 1 })).toBeVisible()
  const me = await companyPage.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))
  expect(me.user).toBeNull()
  expect(await logInOnPage(companyPage, company.email, company.password)).toBe(403)
  await expect(companyPage.getByText('Din konto er spærret. Kontakt kundeservice.')).toBeVisible()

  // Unblock restores the log-in.
  await page.getByRole('button', { name: 'Ophæv blokering' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ophæv blokering' }).click()
  await expect(page.getByText(`Blokeringen af ${companyName} er ophævet.`)).toBeVisible()
  await expect(audit.getByRole('listitem').first()).toContainText('Blokering ophævet')
  // Logged in through the API: the UI log-in sends a company on to /firma/opgaver, a later issue's page.
  expect((await logInThroughApi(companyPage, baseURL ?? '', company)).status()).toBe(200)
  await companyPage.goto('/bruger/profil')
  await expect(companyPage.getByRole('heading', { name: 'Min profil', level: 1 })).toBeVisible()
})

test('the admin searches users and opens one', async ({ page, login, makeUser }) => {
  const customer = await makeUser({ name: 'Bodil Søgbar' })
  await login({ role: 'admin' })
  await page.goto('/admin')
  await page.getByRole('searchbox', { name: /Søg efter navn/ }).fill(customer.email)
  await expect(page.getByText('1 resultat', { exact: true })).toBeVisible()
  // The filters are selects named by their labels, and kept in the URL.
  const role = page.getByRole('combobox', { name: 'Rolle' })
  await role.selectOption({ label: 'Firma' })
  await expect(page).toHaveURL(/role=company/)
  await expect(page.getByText('Ingen resultater.')).toBeVisible()
  await role.selectOption({ label: 'Kunde' })
  await expect(page.getByText('1 resultat', { exact: true })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('')
  await screenshot(page, 'admin-users', bothWidths)
  await page.getByRole('link', { name: customer.name }).click()
  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible()
  await screenshot(page, 'admin-user', bothWidths)
  await expect(page.getByText(customer.email)).toBeVisible()
  await page.getByRole('link', { name: /Tilbage til oversigten/ }).click()
  await expect(page.getByRole('tab', { name: 'Brugere' })).toHaveAttribute('aria-selected', 'true')
})

test('a blocked company leaves the market: the customer can no longer hire it', async ({
  page,
  makeUser,
  myJobWithOffer,
  otherDevice,
}) => {
  const { job, company: firm } = await myJobWithOffer('Nyt gulv', 'Blokeret Tømrer')

  // The admin blocks the company's owner.
  const adminPage = await otherDevice(await makeUser({ role: 'admin' }))
  await adminPage.goto(`/admin/users/${firm.id}`)
  await waitForHydration(adminPage)
  await adminPage.getByRole('button', { name: 'Bloker', exact: true }).click()
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Bloker', exact: true }).click()
  await expect(adminPage.getByText(/er blokeret\.$/)).toBeVisible()

  // The customer tries to hire it: refused with a clear Danish text, and the job stays open.
  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  const offer = itemHeaded(page, firm.company.name)
  await chooseSupplier(page, firm.company.name)
  await expect(
    pageAlert(page, 'Firmaet er ikke længere aktivt på Opgavetorvet og kan derfor ikke vælges.'),
  ).toBeVisible()
  // Nothing moved: the offer can still be seen, the job is still open for other offers.
  await expect(offer.getByRole('button', { name: 'Vælg dette firma' })).toBeVisible()
  const res = await page.request.get(`/api/customer/jobs/${job.id}`)
  const body = await res.json()
  expect(body.status ?? body.job?.status).toBe('open')
})
