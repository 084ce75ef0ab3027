import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { insertHiredContact, insertJob, insertReview } from './fixtures-market'
import { holdBack } from './steps'

/** The company finished the customer's job: contact completed, job closed (as 'Afslut opgave' leaves them). */
async function finishedJob(customerId: number, companySlug: string, title: string) {
  const job = await insertJob({ customerId, title })
  await insertHiredContact({ job, customerId, companySlug, state: 'completed', offerText: 'Fast pris.' })
  return job
}

test('a customer of a finished job reviews the company, the company replies and invites, the profile shows both @phone', async ({
  page,
  makeUser,
  logInAs,
  newBrowser,
  otherDevice,
}) => {
  const company = await makeUser({ role: 'company' })
  const slug = company.company?.slug ?? ''
  const companyName = company.company?.name ?? ''
  const customer = await makeUser({ name: 'Karen Kunde' })
  const stamp = Date.now()
  const job = await finishedJob(customer.id, slug, `Nyt gulv ${stamp}`)

  // The customer: from the job page to the review form.
  await logInAs(customer)
  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  // A finished job promises no offers and offers no invitations (it said 'Der er ingen tilbud endnu …').
  await expect(page.getByText('Opgaven modtager ikke flere tilbud.')).toBeVisible()
  await expect(page.getByText('Der er ingen tilbud endnu', { exact: false })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: /^Inviterede firmaer/ })).toHaveCount(0)
  // The finished job's main action is 44 px to tap on a phone (it was 40).
  const write = page.getByRole('link', { name: `Skriv anmeldelse af ${companyName}` })
  expect((await write.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  await write.click()
  await expect(page.getByRole('heading', { name: 'Skriv en anmeldelse' })).toBeVisible()
  // Each star is a 44 px target a thumb can hit (they were 36 px glyphs side by side).
  const stars = page.locator('label').filter({ has: page.getByRole('radio') })
  await expect(stars).toHaveCount(5)
  for (const star of await stars.all()) {
    const box = await star.boundingBox()
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44)
  }
  await page.getByRole('button', { name: 'Send anmeldelse' }).click()
  await expect(page.getByText('Vælg hvor mange stjerner du vil give (1-5).')).toBeVisible()
  await expect(page.getByText('Alle felter skal udfyldes').first()).toBeVisible()
  // Each error once, under its own field, the stars first; the summary only points to them (it said
  // 'Alle felter skal udfyldes.' above the rating's message, and hid the texts of the title and the text).
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send anmeldelse' }) })
  await expect(form.getByRole('alert')).toHaveText('Tjek de markerede felter.')
  await expect(form.getByText(/^(Vælg hvor mange stjerner|Alle felter skal udfyldes)/)).toHaveText([
    'Vælg hvor mange stjerner du vil give (1-5).',
    'Alle felter skal udfyldes.',
    'Alle felter skal udfyldes.',
  ])
  for (const name of ['Overskrift', 'Din anmeldelse'])
    await expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription(
      /Alle felter skal udfyldes\./,
    )
  await expect(form.getByText('Alle felter skal udfyldes.').first()).toBeVisible()
  await expect(form.getByText('Alle felter skal udfyldes.').last()).toBeVisible()
  // A tap on the fourth star, as a person gives it (its radio is hidden inside the star).
  const fourStars = page.getByRole('radio', { name: '4 stjerner: Meget tilfredsstillende' })
  await stars.filter({ has: fourStars }).click()
  await expect(fourStars).toBeChecked()
  await page.getByRole('textbox', { name: 'Overskrift' }).fill(`Flot gulv ${stamp}`)
  await page.getByRole('textbox', { name: 'Din anmeldelse' }).fill('Pænt arbejde, og de ryddede op.')
  await expectAccessible(page, 'review form')
  await page.getByRole('button', { name: 'Send anmeldelse' }).click()
  await expect(page.getByText('Tak for din anmeldelse!')).toBeVisible()
  // Named without a genitive s, which gave 'ApSs' and 'A/Ss'.
  await expect(page.getByRole('link', { name: `Se profilen for ${companyName}` })).toBeVisible()

  // The job page still links the reviewed company; with another job waiting for a review, the link
  // says it is reviewed, and does not open the other company's form in its place.
  const other = await makeUser({ role: 'company' })
  await finishedJob(customer.id, other.company?.slug ?? '', `Nyt tag ${stamp}`)
  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: `Skriv anmeldelse af ${companyName}` }).click()
  await expect(page.getByText('Du har allerede anmeldt firmaet for denne opgave.')).toBeVisible()
  await expect(page.getByText(`Du anmelder ${other.company?.name}`)).toHaveCount(0)
  await expect(page.getByRole('button', { name: `${other.company?.name} – Nyt tag ${stamp}` })).toBeVisible()

  // The company is told of the review, and its notification leads to where it replies.
  const firmPage = await otherDevice(company)
  await firmPage.goto('/firma/notifikationer')
  await waitForHydration(firmPage)
  const told = firmPage.getByRole('listitem').filter({ hasText: 'Du har fået en ny anmeldelse' })
  await expect(told).toContainText(job.title)
  await told.getByRole('link', { name: 'Se anmeldelserne' }).click()
  await expect(firmPage).toHaveURL(/\/firma\/anmeldelser$/)

  // The company replies, and invites three customers from pasted text.
  await waitForHydration(firmPage)
  const review = firmPage.getByRole('article', { name: `Flot gulv ${stamp}` })
  await review.getByRole('textbox', { name: 'Dit svar' }).fill(`Tak, Karen! ${stamp}`)
  await review.getByRole('button', { name: 'Send svar' }).click()
  await expect(review.getByText(`Tak, Karen! ${stamp}`)).toBeVisible()
  // Each swap of the reply's views hands focus to the new view's control, never to <body>.
  await expect(review.getByRole('button', { name: 'Ret svar' })).toBeFocused()
  await review.getByRole('button', { name: 'Ret svar' }).click()
  await expect(review.getByRole('textbox', { name: 'Dit svar' })).toBeFocused()
  await review.getByRole('textbox', { name: 'Dit svar' }).fill('Tak!')
  await review.getByRole('button', { name: 'Send svar' }).click()
  await review.getByRole('button', { name: 'Slet svar' }).click()
  // 'Svaret' is neuter: the way out keeps 'svaret', not 'den'.
  const deleteReply = firmPage.getByRole('dialog', { name: 'Slet dit svar?' })
  await deleteReply.getByRole('button', { name: 'Nej, behold svaret' }).click()
  await review.getByRole('button', { name: 'Slet svar' }).click()
  await deleteReply.getByRole('button', { name: 'Ja, slet svaret' }).click()
  await expect(review.getByRole('textbox', { name: 'Dit svar' })).toBeFocused()
  await review.getByRole('textbox', { name: 'Dit svar' }).fill(`Tak, Karen! ${stamp}`)
  await review.getByRole('button', { name: 'Send svar' }).click()
  await expect(review.getByText(`Tak, Karen! ${stamp}`)).toBeVisible()
  const invitations = firmPage.getByRole('textbox', { name: 'Tekst med e-mailadresser' })
  await invitations.fill(
    `Hej: a${stamp}@example.dk, B <b${stamp}@example.com>; c${stamp}@example.net og x@y.xyz`,
  )
  await expect(firmPage.getByText('3 adresser fundet')).toBeVisible()
  await firmPage.getByRole('button', { name: 'Send invitationer' }).click()
  await expect(firmPage.getByText('Mailen er sendt..')).toBeVisible()
  // The emptied text disables the button: the field takes focus for the next customers.
  await expect(invitations).toBeFocused()
  await expect(firmPage.getByText('Sendt denne måned: 3 af 200')).toBeVisible()

  // A company with no reviews yet is pointed to the invitations where they are: above its empty list.
  const newFirm = await newBrowser()
  await logInAs(other, newFirm)
  const newFirmPage = await newFirm.newPage()
  await newFirmPage.goto('/firma/anmeldelser')
  await expect(
    newFirmPage.getByText('Du har ingen anmeldelser endnu. Inviter dine kunder ovenfor.'),
  ).toBeVisible()

  // Anyone: the server-rendered profile has the review, the reply and the JSON-LD.
  const visitor = await newBrowser()
  const html = await (await visitor.request.get(`/${slug}`)).text()
  expect(html).toContain(`Flot gulv ${stamp}`)
  expect(html).toContain(`Tak, Karen! ${stamp}`)
  expect(html).toContain('"@type":"LocalBusiness"')
  expect(html).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4,"reviewCount":1')
  const profile = await visitor.newPage()
  await profile.goto(`/${slug}`)
  await waitForHydration(profile)
  await expect(profile.getByRole('heading', { level: 1, name: companyName })).toBeVisible()
  await expect(profile.getByText('4,0 ud af 5 (1 anmeldelse)')).toBeVisible()
  const shown = profile.getByRole('article', { name: `Flot gulv ${stamp}` })
  await expect(shown.getByText('Verificeret')).toBeVisible()
  await expect(shown.getByText(`Svar fra ${companyName}`)).toBeVisible()
  await expectAccessible(profile, 'company profile')

  // An unknown slug is a Danish 404.
  const missing = await profile.goto(`/ingen-firma-${stamp}`)
  expect(missing?.status()).toBe(404)
  await expect(profile.getByRole('heading', { name: 'Siden findes ikke' })).toBeVisible()

  // review-cancel: the customer withdraws the review after a confirmation; it leaves the profile.
  if (test.info().project.name === 'desktop') {
    // The user menu leads to the customer's reviews.
    await page.getByRole('button', { name: /^Brugermenu: / }).click()
    await page.getByRole('menuitem', { name: 'Mine anmeldelser' }).click()
    await expect(page).toHaveURL(/\/bruger\/anmeld$/)
  } else await page.goto('/bruger/anmeld')
  await waitForHydration(page)
  const mine = page.getByRole('region', { name: 'Dine anmeldelser' })
  await expect(mine.getByRole('article', { name: `Flot gulv ${stamp}` })).toBeVisible()
  await expectAccessible(page, 'my reviews')
  await mine.getByRole('button', { name: `Træk anmeldelsen af ${companyName} tilbage` }).click()
  const dialog = page.getByRole('dialog', { name: 'Træk anmeldelsen tilbage?' })
  await expect(
    dialog.getByText(`Din anmeldelse »Flot gulv ${stamp}« af ${companyName} fjernes`),
  ).toBeVisible()
  await expectAccessible(page, 'review-cancel dialog')
  await dialog.getByRole('button', { name: 'Ja, træk den tilbage' }).click()
  await expect(page.getByText('Din anmeldelse er trukket tilbage.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: 'Dine anmeldelser' })).toBeHidden()
  const after = await (await visitor.request.get(`/${slug}`)).text()
  expect(after).not.toContain(`Flot gulv ${stamp}`)
  expect(after).toContain('Ingen anmeldelser endnu')
})

test("a tap on Send invitationer that the reply's toast arrives under still sends them @phone", async ({
  makeUser,
  otherDevice,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's toasts appear at the foot of the screen, over the page")
  const company = await makeUser({ role: 'company' })
  const customer = await makeUser()
  const stamp = Date.now()
  const title = `Ny trappe ${stamp}`
  const job = await insertJob({ customerId: customer.id, title })
  await insertReview({ job, customerId: customer.id, companySlug: company.company.slug, title })
  const firmPage = await otherDevice(company)
  await firmPage.goto('/firma/anmeldelser')
  await waitForHydration(firmPage)
  // The reply is saved slowly: its toast comes when the company is already at the next button.
  const answer = await holdBack(firmPage, /\/api\/company\/reviews\/\d+\/comment$/)
  const review = firmPage.getByRole('article', { name: title })
  await review.getByRole('textbox', { name: 'Dit svar' }).fill('Tak for ordene!')
  await review.getByRole('button', { name: 'Send svar' }).click()
  await firmPage
    .getByRole('textbox', { name: 'Tekst med e-mailadresser' })
    .fill(`a${stamp}@example.dk, b${stamp}@example.com og c${stamp}@example.net`)
  await expect(firmPage.getByText('3 adresser fundet')).toBeVisible()
  // The button at the foot of the phone's screen, where the toasts appear.
  const send = firmPage.getByRole('button', { name: 'Send invitationer' })
  await send.evaluate((button) => button.scrollIntoView({ block: 'end' }))
  const box = await send.boundingBox()
  if (!box) throw new Error('no "Send invitationer" button')
  const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await firmPage.mouse.move(finger.x, finger.y)
  await firmPage.mouse.down()
  answer()
  const toast = firmPage.getByRole('alertdialog').filter({ hasText: 'Svaret er gemt' })
  await expect(toast).toBeVisible()
  // The toast came where the finger is (else this proves nothing), and the tap still sends.
  const covered = await toast.boundingBox()
  expect(covered && finger.y >= covered.y && finger.y <= covered.y + covered.height).toBe(true)
  await firmPage.mouse.up()
  await expect(firmPage.getByText('Mailen er sendt..')).toBeVisible()
  await expect(firmPage.getByText('Sendt denne måned: 3 af 200', { exact: false })).toBeVisible()
})
