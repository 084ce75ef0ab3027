import type { Page } from '@playwright/test'
import { waitForHydration } from './auth-fixtures'
import { expect, test } from './fixtures'
import { openJobList, openOffer, sendBid } from './steps'

/** What has focus: never the page's `<body>` after these steps. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    return `${el.tagName.toLowerCase()}:${(el.textContent ?? '').trim().slice(0, 60)}`
  })

test('after a bid, focus is on the job’s "Ret tilbud", not on the body @phone', async ({
  page,
  jobInMyTrade,
}) => {
  const { job } = await jobInMyTrade(`Fokus tilbud ${Date.now()}`)
  await openJobList(page)
  const card = page.getByRole('article', { name: job.title })
  // From the job's description: the button that opened the bid is gone with it.
  await card.getByRole('button', { name: 'Se opgaven' }).click()
  const bid = await sendBid(page, job.title, { price: '12.500', text: 'Vi kan gå i gang i uge 12.' })
  await expect(bid).toBeHidden()
  // On the job's own card (its 'Ret tilbud', or the control that opened its description).
  await expect(card.locator(':focus')).toHaveCount(1)
  expect(await focused(page)).not.toBe('body')
})

test('a declined offer’s dialog drops "Vælg dette firma" at once; closing it leaves focus on the company', async ({
  page,
  myJobWithOffer,
}) => {
  const { job, company: firm } = await myJobWithOffer('Fokus nej tak')
  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  const companyName = firm.company.name
  const dialog = await openOffer(page, companyName)
  await expect(dialog.getByRole('button', { name: 'Vælg dette firma' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Sig nej tak' }).click()
  await page.getByRole('menuitem', { name: 'Tak, men nej tak.' }).click()
  await expect(page.getByText('Du har sagt nej tak til tilbuddet.')).toBeVisible()
  // At once, without a refresh: the declined offer cannot be chosen.
  await expect(dialog.getByRole('button', { name: 'Vælg dette firma' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Luk' }).first().click()
  await expect(dialog).toBeHidden()
  // The offer moved to 'Ikke længere aktuelle': focus is on its company there, not on the body.
  await expect.poll(() => focused(page)).toBe(`a:${companyName}`)
})

test('choosing a search suggestion leaves focus on the new page, not on the body', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const box = page.getByRole('combobox').first()
  await box.click()
  await box.pressSequentially('tøm', { delay: 40 })
  await expect(page.getByRole('option').first()).toHaveAccessibleName(/^Tømrer/)
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/createjob\/toemrer/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tømrer' })).toBeVisible()
  await expect.poll(() => focused(page)).not.toBe('body')
})

test('saving the company’s details and opening hours with the keyboard leaves focus on their save buttons', async ({
  page,
  login,
}) => {
  await login({ role: 'company' })
  await page.goto('/firma/oplysninger')
  await waitForHydration(page)
  // The details start a fresh form with the saved values: its new 'Gem oplysninger' takes the focus.
  const details = page.getByRole('form', { name: 'Oplysninger' })
  await details.getByRole('textbox', { name: 'Firmanavn' }).fill(`Fokus Firma ${Date.now()}`)
  await details.getByRole('button', { name: 'Gem oplysninger' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Dine oplysninger er gemt.')).toBeVisible()
  await expect(details.getByRole('button', { name: 'Gem oplysninger' })).toBeFocused()
  const hours = page.getByRole('form', { name: 'Åbningstider' })
  await hours.getByRole('button', { name: 'Gem åbningstider' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Dine åbningstider er gemt.')).toBeVisible()
  await expect(hours.getByRole('button', { name: 'Gem åbningstider' })).toBeFocused()
  expect(await focused(page)).not.toBe('body')
})
