import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { insertContact, insertJob } from './fixtures-market'
import { bothWidths, screenshot } from './screenshots'

/**
 * The spec's 'open job' modal (modalopenjob): on a company's profile a customer sends it a job she has
 * already posted instead of posting it again. A visitor keeps 'Få et tilbud' alone; a customer without
 * open jobs is sent on to create one for the company; with jobs, each says 'Inviter' or why not (the
 * invitation limit in the spec's words, a trade the company does not work in), and inviting works from
 * the keyboard, leaving focus on the invited job's link.
 */
test('a customer sends a company on its profile one of her open jobs @phone', async ({
  page,
  login,
  makeUser,
}, info) => {
  const stamp = `${info.project.name} ${Date.now()}`
  const firm = await makeUser({ role: 'company', company: { name: `Profil Tømrer ${stamp}` } })
  const { name, slug } = firm.company ?? { name: '', slug: '' }
  const send = page.getByRole('button', { name: 'Send en af dine opgaver' })
  // The button comes after the app has taken over the cached page: no mismatch, no error, for anyone.
  const problems: string[] = []
  page.on('console', (message) => {
    if (/hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(message.text()))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))

  // A visitor: today's flow, no way to send a job she does not have.
  await page.goto(`/${slug}`)
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: 'Få et tilbud' })).toBeVisible()
  await expect(send).toHaveCount(0)
  // The company's categories, each a way to start a job for it, are 44 px targets (they were 30 px).
  const categories = page.getByRole('region', { name: 'Kategorier' }).getByRole('link')
  await expect(categories).toHaveText(['Tømrer'])
  expect((await categories.first().boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)

  // A customer without open jobs is sent on to create one for this company.
  const customer = await login()
  await page.reload()
  await waitForHydration(page)
  await send.click()
  const dialog = page.getByRole('dialog', { name: `Send en opgave til ${name}` })
  await expect(dialog.getByText('Du har ingen åbne opgaver.')).toBeVisible()
  const create = dialog.getByRole('link', { name: `Opret en opgave til ${name}` })
  await expect(create).toHaveAttribute('href', `/createjob?sendcompany=${slug}`)
  // A long company name wraps the label on a phone: the button grows with it, nothing runs over.
  expect(await create.evaluate((link) => link.scrollHeight <= link.clientHeight)).toBe(true)
  await screenshot(page, 'open-job-empty', { fullPage: false })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(send).toBeFocused()
  expect(problems).toEqual([])

  // Her open jobs: one in the company's trade, one in another trade, one with its three invitations.
  const terrace = await insertJob({ customerId: customer.id, title: `Ny terrasse ${stamp}` })
  const painting = await insertJob({
    customerId: customer.id,
    title: `Maling af stue ${stamp}`,
    category: 'maler',
  })
  const full = await insertJob({ customerId: customer.id, title: `Nyt tag ${stamp}` })
  const carport = await insertJob({ customerId: customer.id, title: `Ny carport ${stamp}` })
  const others: string[] = []
  for (const i of [1, 2, 3]) {
    const other = await makeUser({ role: 'company', company: { name: `Inviteret ${i} ${stamp}` } })
    others.push(other.company?.slug ?? '')
  }
  const inviteOthers = async (job: { id: number }) => {
    for (const companySlug of others)
      await insertContact({ job, customerId: customer.id, companySlug, state: 'invited' })
  }
  await inviteOthers(full)
  await send.click()
  const list = dialog.getByRole('list', { name: 'Dine åbne opgaver' })
  const row = (title: string) => list.getByRole('listitem').filter({ hasText: title })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await expect(row(painting.title)).toContainText(`${name} arbejder ikke med Maler.`)
  await expect(row(full.title)).toContainText('Beklager, men du har nået grænsen for invitationer.')
  const invite = row(terrace.title).getByRole('button', {
    name: `Inviter ${name} til opgaven »${terrace.title}«`,
  })
  await expect(invite).toBeVisible()
  await expectAccessible(page, 'the open-job dialog')
  await screenshot(page, 'open-job-list', { ...bothWidths, fullPage: false })

  // Another tab fills the carport job meanwhile: the server refuses in the spec's words, the row follows.
  await inviteOthers(carport)
  await row(carport.title)
    .getByRole('button', { name: `Inviter ${name} til opgaven »${carport.title}«` })
    .click()
  await expect(dialog.getByRole('alert')).toHaveText('Beklager, men du har nået grænsen for invitationer.')
  await expect(row(carport.title)).toContainText('En opgave kan have 3 inviterede firmaer.')
  await expect(row(carport.title).getByRole('button')).toHaveCount(0)

  // From the keyboard: the company is invited, the job reads 'Inviteret' and focus is on its link.
  await invite.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText(`${name} er inviteret og får en e-mail om opgaven.`)
  await expect(row(terrace.title)).toContainText('Inviteret')
  const seeJob = row(terrace.title).getByRole('link', { name: `Se opgaven ${terrace.title}` })
  await expect(seeJob).toBeFocused()
  await expect(seeJob).toHaveAttribute('href', `/bruger/opgave/${terrace.id}`)
  await screenshot(page, 'open-job-invited', { fullPage: false })

  // The job page lists the company as invited.
  await seeJob.click()
  await expect(page.getByRole('heading', { name: terrace.title, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Inviterede firmaer (1)' })).toBeVisible()
  await expect(page.getByText(name).first()).toBeVisible()
})
