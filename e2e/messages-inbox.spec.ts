import { inboxPollMs } from '../domain/schemas/messages'
import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { insertContact, insertJob } from './fixtures-market'
import { openOffer } from './steps'

/**
 * The messages pages and the header's unread badge (issue 10): the customer writes on an offer, the
 * company's badge shows it without a reload (polled every 30 s, decision 014), the company opens the
 * thread from the header's dropdown and the badge goes; the company answers, the customer's badge
 * shows it, the customer opens it on /bruger/beskeder and the badge goes. On a phone the offer's facts
 * open in a full-screen info dialog. Both browsers run a fake clock (real time, plus jumps): the test
 * jumps to the next poll instead of waiting up to 30 s for it, and the poll still does the work.
 */
test('a message raises the other side’s badge without a reload; opening the thread clears it @phone', async ({
  page,
  login,
  makeUser,
  otherDevice,
}, info) => {
  test.slow()
  const phone = info.project.name === 'mobile'
  const customer = await login()
  const firm = await makeUser({
    role: 'company',
    company: { name: `Badgefirmaet ${info.project.name} ${Date.now()}` },
  })
  const companyPage = await otherDevice(firm)
  await page.clock.install()
  await companyPage.clock.install()
  if (!firm.company) throw new Error('company expected')
  const job = await insertJob({
    customerId: customer.id,
    // Long enough to overflow a phone's width if a row did not truncate it.
    title: `Nyt gulv i stue, køkken og entré ${info.project.name} ${Date.now()}`,
  })
  await insertContact({ job, customerId: customer.id, companySlug: firm.company.slug, priceOre: 1_850_000 })

  // The company waits on its messages page: nothing yet, no badge.
  await companyPage.goto('/firma/beskeder')
  await waitForHydration(companyPage)
  await expect(companyPage.getByRole('heading', { name: 'Beskeder', level: 1 })).toBeVisible()
  await expect(companyPage.getByText('Du har ingen beskeder endnu.', { exact: false })).toBeVisible()
  await expectAccessible(companyPage, 'the company’s empty inbox')
  const companyMenu = companyPage.getByTestId('messages-menu')
  await expect(companyMenu).toHaveAccessibleName('Beskeder')
  await expect(companyPage.getByTestId('messages-badge')).toHaveCount(0)

  // The customer writes on the offer.
  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  const modal = await openOffer(page, firm.company.name)
  await modal.getByRole('textbox', { name: 'Ny besked' }).fill('Hvornår kan I lægge gulvet?')
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal.getByRole('list', { name: 'Beskeder' })).toContainText('Hvornår kan I lægge gulvet?')
  await modal.getByRole('button', { name: 'Luk' }).first().click()

  // The company's badge says 1 without a reload (the next poll).
  await companyPage.clock.fastForward(inboxPollMs)
  await expect(companyPage.getByTestId('messages-badge')).toHaveText('1')
  await expect(companyMenu).toHaveAccessibleName('Beskeder, 1 ulæst')
  // Its page lists the thread, unread, without naming the customer.
  const row = companyPage.getByRole('button', { name: new RegExp(job.title) })
  await expect(row).toHaveAttribute('data-unread', '1')
  await expect(row).toContainText('Kunden')
  await expect(row).not.toContainText(customer.name)
  // The row fits the screen: a long title is cut with an ellipsis, never past the right edge.
  const box = await row.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
    companyPage.viewportSize()?.width ?? 0,
  )

  // The dropdown shows the thread; opening it reads it and the badge goes.
  await companyMenu.click()
  const dropdown = companyPage.getByRole('dialog', { name: 'Beskeder' })
  await expect(dropdown.getByRole('link', { name: 'Se alle beskeder' })).toBeVisible()
  await dropdown.getByRole('link', { name: new RegExp(job.title) }).click()
  await expect(companyPage).toHaveURL(/\/firma\/beskeder\?kontakt=\d+/)
  const companyThread = companyPage.getByRole('region', { name: new RegExp(job.title) })
  await expect(companyThread.getByRole('list', { name: 'Beskeder' })).toContainText(
    'Hvornår kan I lægge gulvet?',
  )
  await expect(companyPage.getByTestId('messages-badge')).toHaveCount(0)
  await expect(companyMenu).toHaveAccessibleName('Beskeder')

  if (phone) {
    // modal_info_mobil: the offer's facts in a full-screen dialog.
    await companyThread.getByRole('button', { name: 'Info' }).click()
    const facts = companyPage.getByRole('dialog', { name: 'Kunden' })
    await expect(facts).toContainText(job.title)
    await expect(facts).toContainText('18.500,00 kr.')
    await expect(facts).toContainText('Tilbud givet')
    const box = await facts.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(370)
    await facts.getByRole('button', { name: 'Luk' }).click()
    await expect(facts).toHaveCount(0)
    // The thread and the list take each other's place: focus goes back to the thread's row, and into
    // the thread (its heading) when the row opens it again, never to the page's start.
    await companyThread.getByRole('button', { name: 'Tilbage til samtaler' }).click()
    await expect(row).toBeFocused()
    await row.click()
    await expect(companyThread.getByRole('heading', { level: 2 })).toBeFocused()
  } else {
    await expect(companyThread).toContainText('18.500,00 kr.')
  }

  // The company answers; the customer (on their messages page) sees the badge without a reload.
  await page.goto('/bruger/beskeder')
  await waitForHydration(page)
  await expect(page.getByTestId('messages-badge')).toHaveCount(0)
  await companyThread.getByRole('textbox', { name: 'Ny besked' }).fill('Vi kan komme på mandag.')
  await companyThread.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(companyThread.getByRole('list', { name: 'Beskeder' })).toContainText('Vi kan komme på mandag.')
  await page.clock.fastForward(inboxPollMs)
  await expect(page.getByTestId('messages-badge')).toHaveText('1')
  const customerRow = page.getByRole('button', { name: new RegExp(job.title) })
  await expect(customerRow).toContainText(firm.company.name)
  await expect(customerRow).toHaveAttribute('data-unread', '1')
  await customerRow.click()
  await expect(page.getByRole('region', { name: new RegExp(job.title) })).toContainText(
    'Vi kan komme på mandag.',
  )
  await expect(page.getByTestId('messages-badge')).toHaveCount(0)
})
