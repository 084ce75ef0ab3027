import type { Page } from '@playwright/test'
import { expectProfileTerms, waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { bothWidths, screenshot } from './screenshots'
import {
  categorySearchBox,
  choose,
  describeJob,
  holdBack,
  next,
  postJobAs,
  postJobAsNewCustomer,
} from './steps'

test('the create-job page shows the category, the word and its questions', async ({ page }) => {
  await page.goto('/createjob/toemrer?word=t%C3%B8m')
  await expect(page.getByRole('heading', { level: 1, name: 'Tømrer' })).toBeVisible()
  await expect(page.getByText('Du søgte efter »tøm«')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Det spørger vi dig om' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: /Materiale$/ })).toBeVisible()
  await expect(page.getByText('Trin 1 af 3')).toBeVisible()
  // The narrower categories, stacked one under the other, are 44 px targets (they were 36 px tall).
  const related = page.getByRole('region', { name: 'Gør opgaven mere præcis' }).getByRole('link')
  await expect(related.first()).toBeVisible()
  for (const link of await related.all())
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  // The carpenter's questions are all optional: no '*' on them, so no note about one either.
  await expect(page.getByText('Felter med * skal udfyldes.')).toHaveCount(0)
  await waitForHydration(page)
  await next(page)
  await expect(page.getByRole('heading', { name: 'Beskriv opgaven' })).toBeVisible()
  await expect(page.getByText('Felter med * skal udfyldes.')).toBeVisible()
})

test('zip 9990 gives Skagen; 12 clears the city and marks the zip invalid', async ({ page }) => {
  await page.goto('/createjob/toemrer')
  await waitForHydration(page)
  await next(page)
  const zip = page.getByRole('textbox', { name: 'Postnummer' })
  const city = page.getByRole('textbox', { name: 'By' })
  await zip.fill('9990')
  await expect(city).toHaveValue('Skagen')
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true')
  await zip.fill('1234')
  await expect(city).toHaveValue('')
  await expect(zip).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Ukendt postnummer')).toBeVisible()
  await zip.fill('8000')
  await expect(city).toHaveValue('Aarhus C')
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true')
  // The date picker loads when a given date is chosen (it is not part of the page's first load).
  await choose(page, /Hvornår skal opgaven udføres\?$/, 'På en bestemt dato')
  await expect(page.getByRole('group', { name: /^Dato/ })).toBeVisible()
})

test('a category with car models asks for make and model (from 2 characters) @phone', async ({ page }) => {
  await page.goto('/createjob/autoreparation')
  // Typing into the server-rendered field before React has taken it over shows no hint.
  await waitForHydration(page)
  const car = page.getByRole('combobox', { name: 'Bilmærke og model' })
  await car.fill('t')
  await expect(page.getByText('Skriv mindst 2 tegn.')).toBeVisible()
  await car.fill('toyota')
  await expect(page.getByRole('option').first()).toContainText(/Toyota/i)
  // The list is at most 18rem tall (not the whole screen above the field, over the page's heading),
  // beside the field without covering it.
  const field = await car.boundingBox()
  // The popover around the list box (it scrolls, the list box inside it does not).
  const list = await page.getByRole('listbox', { name: 'Bilmærke og model' }).locator('..').boundingBox()
  if (!field || !list) throw new Error('no field or list')
  expect(list.height).toBeLessThanOrEqual(18 * 16)
  expect(list.y >= field.y + field.height || list.y + list.height <= field.y).toBe(true)
})

/** The job step has come (its heading focused) and, back on the questions, 42 m² and `ticked` are still there. */
async function expectAnswersKept(page: Page, ticked: string) {
  await expect(page.getByRole('heading', { name: 'Beskriv opgaven' })).toBeFocused()
  await page.getByRole('button', { name: 'Tilbage' }).click()
  await expect(page.getByRole('textbox', { name: /^Areal/ })).toHaveValue('42')
  await expect(page.getByRole('checkbox', { name: ticked })).toBeChecked()
}

test('what is typed into the server-rendered questions before the app has loaded is kept', async ({
  page,
}) => {
  // The app's entry script is held back: until it runs, only the browser handles the fields.
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/)
  await page.goto('/createjob/badevaerelse', { waitUntil: 'commit' })
  const area = page.getByRole('textbox', { name: /^Areal/ })
  await area.fill('42')
  await page.getByText('Nedrivning af eksisterende').click()
  release()
  await waitForHydration(page)
  await expect(area).toHaveValue('42')
  // The form itself has the answers: they survive the next step and back.
  await choose(page, /Boligtype$/, 'Villa/parcelhus')
  await next(page)
  await expectAnswersKept(page, 'Nedrivning af eksisterende')
})

test('a press before the app has taken the page over is held, then pressed again', async ({ page }) => {
  // The page's own code is held back: the entry has run, but the page cannot hydrate yet.
  const release = await holdBack(page, /\/assets\/_slug-[^/]+\.js$/)
  await page.goto('/createjob/toemrer', { waitUntil: 'commit' })
  await page.waitForFunction(() => performance.getEntriesByName('app:entry').length > 0)
  await next(page)
  // Not sent by the browser itself (its fields would be in the address): still step 1, same address.
  await expect(page.getByText('Trin 1 af 3')).toBeVisible()
  release()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Beskriv opgaven' })).toBeFocused()
  expect(new URL(page.url()).search).toBe('')
})

test('answers typed and "next" pressed before the app has loaded: the next step comes with the answers', async ({
  page,
}) => {
  // The questions hydrate after the form and its buttons: the held press must wait for the typed answers.
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/)
  await page.goto('/createjob/toemrer', { waitUntil: 'commit' })
  await page.getByRole('textbox', { name: /^Areal/ }).fill('42')
  await page.getByText('Materialer skal leveres').click()
  await next(page)
  release()
  await waitForHydration(page)
  await expectAnswersKept(page, 'Materialer skal leveres')
})

test('a marked field is fixed while typing and one tap moves on; Back and Forward move between the steps @phone', async ({
  page,
}, info) => {
  const press = (target: ReturnType<Page['getByRole']>) =>
    info.project.name === 'mobile' ? target.tap() : target.click()
  await page.goto('/')
  await waitForHydration(page)
  await page.goto('/createjob/tagdaekker')
  await waitForHydration(page)
  const area = page.getByRole('textbox', { name: /^Tagareal/ })
  const pitch = page.getByRole('textbox', { name: /^Taghældning/ })
  const nextButton = page.getByRole('button', { name: 'Næste' })
  // Typing in a field that shows no error brings none.
  await pitch.pressSequentially('3')
  await expect(page.getByText('Besvar spørgsmålet.')).toHaveCount(0)

  await press(nextButton)
  await expect(page.getByText('Besvar spørgsmålet.')).toBeVisible()
  await expect(page.getByText('Tjek de markerede felter.')).toBeVisible()
  // Focus is on the field, and its label is clear of the sticky header.
  await expect(area).toBeFocused()
  const header = await page.getByRole('banner').boundingBox()
  const label = page.locator('label').filter({ hasText: /^Tagareal/ })
  await expect
    .poll(async () => (await label.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))

  // A Danish decimal comma is read: the question was answered, only not with a whole number.
  await area.fill('85,5')
  await press(nextButton)
  await expect(page.getByText('Skriv et helt tal.')).toBeVisible()
  await expect(page.getByText('Besvar spørgsmålet.')).toHaveCount(0)
  // Fixed while typing: the error and the summary go at once, so the button stays where the finger lands.
  await area.fill('')
  await area.pressSequentially('85')
  await expect(page.getByText('Skriv et helt tal.')).toHaveCount(0)
  await expect(page.getByText('Besvar spørgsmålet.')).toHaveCount(0)
  await expect(page.getByText('Tjek de markerede felter.')).toHaveCount(0)
  await press(nextButton)
  await expect(page.getByText('Trin 2 af 3')).toBeVisible()

  // The browser's Back goes to the step before (the answers kept), Forward again.
  await page.goBack()
  await expect(page.getByText('Trin 1 af 3')).toBeVisible()
  await expect(page).toHaveURL(/\/createjob\/tagdaekker$/)
  await expect(area).toHaveValue('85')
  await page.goForward()
  await expect(page.getByText('Trin 2 af 3')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Overskrift' })).toBeVisible()
})

test('an unknown category is a friendly not-found page', async ({ page }) => {
  await page.goto('/createjob/findes-ikke')
  await expect(page.getByRole('heading', { level: 1, name: 'Vi kender ikke den kategori' })).toBeVisible()
  await expect(categorySearchBox(page)).toBeVisible()
})

test('/createjob without a category offers the picker, keeping the word', async ({ page }) => {
  await page.goto('/createjob?word=hus')
  await expect(page.getByRole('heading', { level: 1, name: 'Hvad skal du have lavet?' })).toBeVisible()
  await page.getByRole('link', { name: /^Tømrer/ }).click()
  await expect(page).toHaveURL(/\/createjob\/toemrer\?word=hus$/)
})

test('/createjob?word= keeps the word in the box and ranks the categories as the home search does', async ({
  page,
}) => {
  await page.goto('/createjob?word=ut%C3%A6t%20tag')
  await waitForHydration(page)
  await expect(categorySearchBox(page)).toHaveValue('utæt tag')
  const best = page.getByRole('region', { name: 'Kategorier, der passer til »utæt tag«' })
  await expect(best.getByRole('link').first()).toHaveAccessibleName(/^Tagdækker/)
  await best.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/createjob\/tagdaekker\?word=ut%C3%A6t(%20|\+)tag$/)
})

test('/createjob keeps search and sendcompany on the way; the company is invited at once', async ({
  page,
}, info) => {
  await page.goto('/createjob?search=Carport&sendcompany=hansen-soen-toemrerfirma')
  // The company is named from the start, and its own categories come first.
  const sentTo = 'Opgaven sendes også direkte til Hansen & Søn Tømrerfirma ApS, som du kom fra.'
  await expect(page.getByText(sentTo)).toBeVisible()
  const theirs = page.getByRole('region', { name: 'Kategorier hos Hansen & Søn Tømrerfirma ApS' })
  await expect(theirs.getByRole('link')).toHaveCount(2)
  await expect(theirs.getByRole('link', { name: /^Snedker/ })).toBeVisible()
  await theirs.getByRole('link', { name: /^Tømrer/ }).click()
  await expect(page).toHaveURL(/\/createjob\/toemrer\?search=Carport&sendcompany=hansen-soen-toemrerfirma$/)
  await waitForHydration(page)
  await expect(page.getByText(sentTo)).toBeVisible()
  await next(page)
  await expect(page.getByRole('textbox', { name: 'Overskrift' })).toHaveValue('Carport')
  await describeJob(page, {
    description: 'Carport til én bil med fladt tag.',
    zip: '2610',
    when: 'Tidspunktet er fleksibelt',
  })
  await next(page)
  await expect(page.getByText(sentTo)).toBeVisible()
  await postJobAsNewCustomer(page, 'Carl Carport', info.project.name)
  await expect(page.getByText('Hansen & Søn Tømrerfirma ApS').first()).toBeVisible()
})

test('a stale sendcompany link (the company is gone) still posts the job, and says it was not sent there', async ({
  page,
}, info) => {
  await page.goto(`/createjob/toemrer?sendcompany=lukket-firma-${Date.now()}`)
  await waitForHydration(page)
  // No name to give: the general words.
  await expect(page.getByText('Opgaven sendes også direkte til det firma, du kom fra.')).toBeVisible()
  await next(page)
  await page.getByRole('textbox', { name: 'Overskrift' }).fill('Nyt gulv i gangen')
  await describeJob(page, { description: 'Plankegulv, ca. 8 m².', zip: '8000', when: 'Hurtigst muligt' })
  await next(page)
  // Once refused ('Vi fandt intet firma med den e-mailadresse.'), so the job was not posted at all: now it is.
  await postJobAsNewCustomer(page, 'Gitte Gulv', info.project.name)
  await expect(
    page.getByText(
      'Firmaet, du kom fra, findes ikke længere hos os, så opgaven er ikke sendt direkte til det',
    ),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nyt gulv i gangen' })).toBeVisible()
  await screenshot(page, 'stale-sendcompany-posted', { ...bothWidths, fullPage: false })
})

test('a logged-out visitor posts a job in a category with questions and lands in my jobs', async ({
  page,
}, info) => {
  await page.goto('/createjob/badevaerelse?word=Nyt%20badev%C3%A6relse')
  await waitForHydration(page)

  // Step 1: a required question is asked before the form moves on.
  await next(page)
  await expect(page.getByText('Vælg en af mulighederne.')).toBeVisible()
  await expectAccessible(page, 'create job, step 1 with an error')
  await choose(page, /Boligtype$/, 'Villa/parcelhus')
  await page.getByLabel('Areal (m²)').fill('6')
  await next(page)

  // Step 2: the search word is the title; each empty field says what is missing.
  await expect(page.getByRole('heading', { name: 'Beskriv opgaven' })).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Overskrift' })).toHaveValue('Nyt badeværelse')
  await next(page)
  await expect(page.getByText('Beskriv opgaven.', { exact: true })).toBeVisible()
  await expect(page.getByText('Vælg, hvornår opgaven skal udføres.')).toBeVisible()
  // One order under every field: the hint, then the error (Postnummer had its error above its hint).
  const below = async (upper: string, lower: string) => {
    const a = await page.getByText(upper, { exact: true }).boundingBox()
    const b = await page.getByText(lower, { exact: true }).boundingBox()
    expect(a && b && a.y < b.y, `${upper} above ${lower}`).toBe(true)
  }
  await below(
    'Hvad skal laves, og hvad er vigtigt for dig? Jo mere firmaerne ved, jo mere præcist bliver tilbuddet.',
    'Beskriv opgaven.',
  )
  await below('Hvor skal opgaven udføres?', 'Skriv dit postnummer.')
  await screenshot(page, 'step2-errors', bothWidths)
  // The timing is asked here only (no category asks it too).
  await expect(page.getByRole('combobox', { name: /Hvornår skal/ })).toHaveCount(1)
  await expectAccessible(page, 'create job, step 2 with errors')
  await describeJob(page, {
    description: 'Nye fliser på gulv og vægge, ny membran.',
    zip: '8000',
    when: 'Hurtigst muligt',
  })
  await expect(page.getByRole('textbox', { name: 'By' })).toHaveValue('Aarhus C')

  // A reload keeps the step and what was typed.
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('textbox', { name: 'Beskrivelse' })).toHaveValue(
    'Nye fliser på gulv og vægge, ny membran.',
  )
  await page.getByRole('button', { name: 'Tilbage' }).click()
  await expect(page.getByLabel('Areal (m²)')).toHaveValue('6')
  await next(page)
  await next(page)

  // Step 3: who posts it; a new e-mail becomes a new customer, logged in.
  await expect(page.getByRole('heading', { name: 'Dine kontaktoplysninger' })).toBeVisible()
  await expectAccessible(page, 'create job, step 3')
  // A profile is made for her: the terms it accepts are said and linked before she posts.
  await expectProfileTerms(page)
  await screenshot(page, 'step3-terms', bothWidths)
  const { email } = await postJobAsNewCustomer(page, 'Bente Bad', info.project.name)
  await expect(page.getByText('Nyt badeværelse').first()).toBeVisible()
  // Logged in for this visit only: my jobs says where the e-mail to choose a password went.
  const notice = page.getByRole('region', { name: 'Vælg en adgangskode til din nye profil' })
  await expect(notice).toBeInViewport()
  await expect(notice).toContainText(`Vi har sendt en e-mail til ${email}`)
  await screenshot(page, 'new-customer-landed', { ...bothWidths, fullPage: false })
})

test('an e-mail with a profile is confirmed with its password, then the job is posted as that customer', async ({
  page,
  makeUser,
}) => {
  const customer = await makeUser({ name: 'Kirsten Kunde' })
  await page.goto('/createjob/vinduespudsning?search=Pudsning%20af%20ruder')
  await waitForHydration(page)
  await page.getByLabel('Antal vinduer (stk.)').fill('12')
  await next(page)
  await expect(page.getByRole('textbox', { name: 'Overskrift' })).toHaveValue('Pudsning af ruder')
  await describeJob(page, {
    description: 'Vinduer i stueetagen, ude og inde.',
    zip: '2200',
    when: 'Tidspunktet er fleksibelt',
  })
  await next(page)
  await postJobAs(page, { name: 'Kirsten', email: customer.email, phone: customer.phone })

  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Bekræft din profil' })).toBeVisible()
  await dialog.getByLabel('Adgangskode', { exact: true }).fill(customer.password)
  await dialog.getByRole('button', { name: 'Bekræft og fortsæt' }).click()
  await expect(page).toHaveURL(/\/bruger\/opgaver\?job=\d+$/)
  await expect(page.getByText('Pudsning af ruder').first()).toBeVisible()
  // She has a password already: no e-mail to choose one.
  await expect(page.getByText('Vælg en adgangskode til din nye profil')).toHaveCount(0)
})

test('a logged-in customer is not asked who they are: two steps, then my jobs', async ({ page, login }) => {
  const me = await login({ name: 'Karen Kunde' })
  await page.goto('/createjob/terrasse')
  await waitForHydration(page)
  await expect(page.getByText('Trin 1 af 2')).toBeVisible()
  await next(page)
  await page.getByRole('textbox', { name: 'Overskrift' }).fill('Hævet terrasse med trappe')
  await describeJob(page, {
    description: 'Ca. 20 m² i lærk, 60 cm over terræn.',
    zip: '5000',
    when: 'Inden for en måned',
  })
  await expect(page.getByText(`Du opretter opgaven som Karen Kunde (${me.email}).`)).toBeVisible()
  await page.getByRole('button', { name: 'Opret opgave' }).click()
  await expect(page).toHaveURL(/\/bruger\/opgaver\?job=\d+$/)
  await expect(page.getByText('Hævet terrasse med trappe').first()).toBeVisible()
})

test('a company cannot post jobs: the form says so', async ({ page, login }) => {
  await login({ role: 'company' })
  await page.goto('/createjob/toemrer')
  await expect(page.getByText(/^Kun kunder kan oprette opgaver\./)).toBeVisible()
})
