import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { bothWidths, screenshot } from './screenshots'

/**
 * Support (issue 18, "done when"): a company opens a case from /hjaelp/firma (?title= prefills the
 * pricelist subject), the administrator answers it in the /admin support queue, and the company sees the
 * answer (the case marked 'Nyt svar', the thread in its dialog, a notification).
 */
test('a support case round-trips between a company and the admin', async ({
  page,
  login,
  makeUser,
  otherDevice,
}, info) => {
  await login({ role: 'company' })
  // The window's scroll position on every frame of the page's first seconds.
  await page.addInitScript(() => {
    const w = window as unknown as { scrolls: [number, number][] }
    w.scrolls = []
    const record = (now: number) => {
      w.scrolls.push([now, window.scrollY])
      if (now < 15_000) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await page.goto('/hjaelp/firma?title=1')
  await expect(page.getByRole('heading', { name: 'Hjælp til firmaer', level: 1 })).toBeVisible()
  const subject = page.getByRole('textbox', { name: 'Emne' })
  await expect(subject).toHaveValue('Forslag til ændringer i prislisten')
  await expect(page.getByRole('heading', { name: 'Opret en supportsag' })).toBeInViewport()
  // Scrolled to just below the sticky header, not a header's height further down.
  const card = page.getByRole('region', { name: 'Opret en supportsag' })
  await expect.poll(async () => (await card.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(100)
  await expect
    .poll(async () => (await card.boundingBox())?.y ?? -1)
    .toBeGreaterThan((await page.getByRole('banner').boundingBox())?.height ?? 0)
  expect((await card.boundingBox())?.y).toBeLessThan(100)
  // Spec section 9: the page got there in a 500 ms animation, not in one jump.
  const scroll = await page.evaluate(() => {
    const s = (window as unknown as { scrolls: [number, number][] }).scrolls
    const end = s.at(-1)?.[1] ?? 0
    const left = s.findLastIndex(([, y]) => y === 0)
    const arrived = s.findIndex(([, y], i) => i > left && y === end)
    return {
      between: s.filter(([, y]) => y > 0 && y < end).length,
      ms: (s[arrived]?.[0] ?? 0) - (s[left]?.[0] ?? 0),
    }
  })
  expect(scroll.between).toBeGreaterThan(1)
  expect(scroll.ms).toBeGreaterThanOrEqual(400)
  await expectAccessible(page, 'help for companies')
  await screenshot(page, 'hjaelp-firma', bothWidths)

  // An empty message is refused with the spec's text.
  await page.getByRole('button', { name: 'Opret supportsag' }).click()
  await expect(page.getByText('Dette felt må ikke være tomt.').first()).toBeVisible()

  const title = `Forslag til ændringer i prislisten ${info.project.name} ${Date.now()}`
  await subject.fill(title)
  await page.getByRole('textbox', { name: 'Besked' }).fill('Vi vil gerne tilføje en timepris for weekender.')
  await page.getByRole('button', { name: 'Opret supportsag' }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Afventer svar')).toBeVisible()
  await dialog.getByRole('button', { name: 'Luk' }).first().click()
  await expect(dialog).toBeHidden()

  // The administrator answers in the support queue.
  const adminPage = await otherDevice(await makeUser({ role: 'admin' }))
  await adminPage.goto('/admin')
  await waitForHydration(adminPage)
  const queue = adminPage.getByRole('region', { name: 'Supportsager' })
  await expect(queue.getByRole('button', { name: /^Åbne: \d+$/ })).toBeVisible()
  const item = queue.getByRole('article', { name: title })
  await expect(item.getByText('Vi vil gerne tilføje en timepris for weekender.')).toBeVisible()
  await expectAccessible(adminPage, 'the admin queues')
  await screenshot(adminPage, 'admin-queues', bothWidths)
  await item.getByRole('button', { name: 'Svar', exact: true }).click()
  const reply = adminPage.getByRole('dialog')
  await reply.getByRole('textbox', { name: 'Svar' }).fill('Tak, vi har tilføjet den.')
  await reply.getByRole('button', { name: 'Send svar' }).click()
  await expect(adminPage.getByText('Svaret er sendt.')).toBeVisible()
  await expect(item).toBeHidden()
  await queue.getByRole('button', { name: /^Besvarede: \d+$/ }).click()
  await expect(queue.getByRole('article', { name: title })).toBeVisible()

  // The company sees the answer.
  await page.reload()
  await waitForHydration(page)
  const row = page.getByRole('listitem').filter({ hasText: title })
  await expect(row.getByText('Nyt svar')).toBeVisible()
  await row.getByRole('button', { name: /Se sagen/ }).click()
  await expect(dialog.getByText('Tak, vi har tilføjet den.')).toBeVisible()
  await expect(dialog.getByText('Opgavetorvet', { exact: true })).toBeVisible()
  // The company's own messages are signed as the message threads sign them.
  await expect(dialog.getByText('Dig', { exact: true })).toBeVisible()
})

test('a case that fails to load says so and loads again on Prøv igen', async ({ page, login }, info) => {
  await login({ role: 'company' })
  await page.goto('/hjaelp/firma')
  await waitForHydration(page)
  const title = `Fakturaen mangler ${info.project.name} ${Date.now()}`
  await page.getByRole('textbox', { name: 'Emne' }).fill(title)
  await page.getByRole('textbox', { name: 'Besked' }).fill('Vi kan ikke finde fakturaen for oktober.')
  await page.getByRole('button', { name: 'Opret supportsag' }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: 'Luk' }).first().click()
  await expect(dialog).toBeHidden()

  // The server fails the case's thread (the query's own retry included) until it is let go.
  await page.reload()
  await waitForHydration(page)
  const thread = /\/company\/support\/cases\/\d+$/
  await page.route(thread, (route) => route.fulfill({ status: 500, body: '' }))
  await page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: /Se sagen/ })
    .click()
  const failed = page.getByRole('dialog', { name: 'Supportsag' }).getByRole('alert')
  await expect(failed).toContainText('Sagen kunne ikke hentes.')
  await screenshot(page, 'case-load-failed', { ...bothWidths, fullPage: false })
  await page.unroute(thread)
  await failed.getByRole('button', { name: 'Prøv igen' }).click()
  await expect(dialog.getByText('Vi kan ikke finde fakturaen for oktober.')).toBeVisible()
  await expect(dialog.getByText('Sagen kunne ikke hentes.')).toBeHidden()
})

test('@phone the admin answers a complaint to the customer who wrote it and closes it after confirming', async ({
  page,
  login,
  makeUser,
  otherDevice,
  baseURL,
}, info) => {
  const customer = await makeUser({ name: 'Jens Østergaard' })
  const customerPage = await otherDevice(customer)
  const company = `Klagefirma ${info.project.name} ${Date.now()}`
  for (const userName of ['Jens Østergaard', 'J. Østergaard']) {
    const sent = await customerPage.request.post('/api/customer/complaints', {
      headers: { Origin: baseURL ?? '' },
      data: { companyName: company, text: `Firmaet kom aldrig (${userName}).`, userName },
    })
    expect(sent.status()).toBe(204)
  }

  await login({ role: 'admin' })
  await page.goto('/admin')
  await waitForHydration(page)
  const queue = page.getByRole('region', { name: 'Klager' })
  const item = (userName: string) =>
    queue.getByRole('article', { name: company }).filter({ hasText: `(${userName})` })
  // The customer is named once: signed with the account's own name, no '(Skrevet af Jens Østergaard)';
  // signed with another, that name beside the account's.
  const same = item('Jens Østergaard')
  await expect(same.getByRole('definition').filter({ hasText: 'Jens Østergaard' }).first()).toHaveText(
    'Jens Østergaard',
  )
  await expect(item('J. Østergaard').getByText('(navn i klagen: J. Østergaard)')).toBeVisible()

  // The answer is e-mailed to the customer: the dialog says to whom, and about which company.
  await same.getByRole('button', { name: 'Svar', exact: true }).click()
  const reply = page.getByRole('dialog', { name: `Svar til Jens Østergaard om ${company}` })
  await expect(reply.getByRole('textbox', { name: 'Svar' })).toBeFocused()
  await screenshot(page, 'admin-complaint-reply', { fullPage: false })
  await reply.getByRole('button', { name: 'Annuller' }).last().click()
  await expect(reply).toBeHidden()

  // 'Luk' beside 'Svar' asks first; cancelled, nothing changes.
  await same.getByRole('button', { name: 'Luk', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: `Luk klagen over ${company}?` })
  await expect(confirm).toContainText('Du kan genåbne den senere.')
  await screenshot(page, 'admin-complaint-close', { fullPage: false })
  await confirm.getByRole('button', { name: 'Annuller' }).click()
  await expect(confirm).toBeHidden()
  await expect(same).toBeVisible()
  await same.getByRole('button', { name: 'Luk', exact: true }).click()
  await confirm.getByRole('button', { name: 'Luk klagen' }).click()
  await expect(page.getByText('Status er ændret.')).toBeVisible()
  await expect(same).toBeHidden()
  await queue.getByRole('button', { name: /^Lukkede: \d+$/ }).click()
  await expect(same.getByRole('button', { name: 'Genåbn' })).toBeVisible()
})
