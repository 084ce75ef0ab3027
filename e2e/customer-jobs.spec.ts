import type { Locator } from '@playwright/test'
import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { insertContact, insertHiredContact } from './fixtures-market'
import { bothWidths, screenshot } from './screenshots'
import { chooseSupplier, itemHeaded, openOffer, pageAlert } from './steps'

/** Each of `targets` is at least 44 px tall: a finger's tap, on the phone width the page is at now. */
async function expectTappable(targets: Locator[]) {
  for (const target of targets) expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
}

/**
 * The customer's side of a job with offers (issue 9): my jobs shows it with its offers, the job page
 * shows both offers and the invited company, the customer opens 'Tilbud fra {company}', confirms a
 * supplier, lands on the thank-you page with the company's phone, and closes the job through lukopgave.
 */
test('a customer with offers chooses a supplier and closes the job', async ({
  page,
  myOpenJob,
  makeCompany,
  otherDevice,
}) => {
  const { customer, job } = await myOpenJob('Ny terrasse')
  const hansen = await makeCompany('Hansen Tømrer')
  const jensen = await makeCompany('Jensen Byg')
  const nielsen = await makeCompany('Nielsen Snedker')
  const hansenOffer = await insertContact({
    job,
    customerId: customer.id,
    companySlug: hansen.company.slug,
    priceOre: 1_250_050,
    offerText: 'Vi bygger terrassen i lærk på fem dage.',
    // 1 March 2027 08.30 in Copenhagen.
    appointmentAt: Date.UTC(2027, 2, 1, 7, 30) / 1000,
  })
  await insertContact({ job, customerId: customer.id, companySlug: jensen.company.slug, priceOre: 990_000 })
  await insertContact({ job, customerId: customer.id, companySlug: nielsen.company.slug, state: 'invited' })

  // My jobs: the job with its status, offers and companies; ?job= opens it.
  await page.goto(`/bruger/opgaver?job=${job.id}`)
  await expect(page.getByRole('heading', { name: 'Mine opgaver', level: 1 })).toBeVisible()
  const block = itemHeaded(page, job.title)
  await expect(block.getByText('Åben for tilbud')).toBeVisible()
  await expect(block.getByText('2 tilbud')).toBeVisible()
  await expect(block.getByText(nielsen.company.name)).toBeVisible()
  await expectAccessible(page, 'my jobs')
  // On a phone the list's main actions are 44 px to tap (they were 40 and 42).
  await page.setViewportSize({ width: 375, height: 740 })
  await expectTappable([
    page.getByRole('link', { name: 'Opret ny opgave' }),
    block.getByRole('link', { name: `Se opgaven: ${job.title}` }),
    block.getByRole('link', { name: 'Afslut opgave' }),
  ])
  await screenshot(page, 'my-jobs-phone', { fullPage: false })
  await page.setViewportSize({ width: 1280, height: 800 })
  await block.getByRole('link', { name: `Se opgaven: ${job.title}` }).click()

  // One job: both offers with Danish prices, the invited company apart.
  await expect(page).toHaveURL(new RegExp(`/bruger/opgave/${job.id}$`))
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible()
  const offer = itemHeaded(page, hansen.company.name)
  await expect(offer.getByText('12.500,50 kr.')).toBeVisible()
  await expect(offer.getByText('Vi bygger terrassen i lærk på fem dage.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Inviterede firmaer (1)' })).toBeVisible()

  // 'Tilbud fra {company}': the offer and the company's phone.
  const modal = await openOffer(page, hansen.company.name)
  await expect(modal).toBeVisible()
  await expect(modal.getByText('12.500,50 kr.')).toBeVisible()
  // The day and the time the company proposed, as the company's own pages write them.
  await expect(modal.getByText('01.03.2027 08.30')).toBeVisible()
  await modal.getByRole('button', { name: 'Luk' }).click()
  await expect(modal).toBeHidden()

  // Choose the supplier, after a confirmation.
  await chooseSupplier(page, hansen.company.name)
  await expect(page).toHaveURL(
    new RegExp(`/bruger/leverandorhyret/${job.id}\\?contact_id=${hansenOffer.id}$`),
  )
  await expect(
    page.getByRole('heading', { name: `Tak! Du har valgt ${hansen.company.name}`, level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /^\d{2} \d{2} \d{2} \d{2}$/ }).first()).toBeVisible()
  await page.setViewportSize({ width: 375, height: 740 })
  await expectTappable([
    page.getByRole('link', { name: 'Se opgaven' }),
    page.getByRole('link', { name: 'Til mine opgaver' }),
  ])
  await page.setViewportSize({ width: 1280, height: 800 })

  // The job page now shows the hire and the others' offers as ended; then close it (lukopgave).
  await page.getByRole('link', { name: 'Se opgaven' }).click()
  await expect(page.getByText('Firma valgt')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Vælg dette firma' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Afslut opgave' }).click()
  await expect(page).toHaveURL(new RegExp(`/bruger/lukopgave/${job.id}\\?contact_id=${hansenOffer.id}$`))
  const close = page.getByRole('dialog', { name: `Afslut opgaven »${job.title}«` })
  // A hired job has one way to be closed (the company did the work): stated, not asked as a question
  // with one answer to tick.
  await expect(close.getByText('Opgaven er udført af det firma, jeg valgte')).toBeVisible()
  await expect(close.getByText(`${hansen.company.name} har udført opgaven.`)).toBeVisible()
  await expect(close.getByRole('radio')).toHaveCount(0)
  await expect(close.getByText('Hvorfor afslutter du opgaven?')).toHaveCount(0)
  await expect(close.getByText(/ikke længere brug/)).toHaveCount(0)
  await close.getByRole('button', { name: 'Afslut opgave' }).click()

  await expect(page).toHaveURL(new RegExp(`/bruger/opgaver\\?job=${job.id}$`))
  await expect(page.getByText(`Du kan nu skrive en anmeldelse af ${hansen.company.name}`)).toBeVisible()
  const closed = itemHeaded(page, job.title)
  await expect(closed.getByText('Afsluttet', { exact: true })).toBeVisible()
  await expect(closed.getByRole('link', { name: 'Afslut opgave' })).toHaveCount(0)
  // Where she lands after closing, her job leads on to reviewing the company that did the work.
  const review = closed.getByRole('link', { name: `Skriv anmeldelse af ${hansen.company.name}` })
  await expect(review).toHaveAttribute('href', `/bruger/anmeld?kontakt=${hansenOffer.id}`)
  await page.setViewportSize({ width: 375, height: 740 })
  await expectTappable([review])
  await page.setViewportSize({ width: 1280, height: 800 })
  // The thank-you page's link (in her mail) opened after the close says the job is done, not that the
  // company was never chosen.
  await page.goto(`/bruger/leverandorhyret/${job.id}?contact_id=${hansenOffer.id}`)
  await expect(page.getByText(`Opgaven er afsluttet: ${hansen.company.name} har udført den.`)).toBeVisible()
  await expect(page.getByText('Firmaet er ikke valgt til denne opgave.')).toHaveCount(0)

  // The job page after the close: the chosen company stays with the offers, marked done, and may still
  // be complained about and now reviewed; only the company not chosen is no longer relevant.
  await page.goto(`/bruger/opgave/${job.id}`)
  await expect(page.getByText('Opgaven modtager ikke flere tilbud.')).toBeVisible()
  const done = itemHeaded(page, hansen.company.name)
  await expect(done.getByText('Udført', { exact: true })).toBeVisible()
  await expect(done.getByRole('button', { name: 'Klag over et firma' })).toBeVisible()
  await expect(done.getByRole('link', { name: `Skriv anmeldelse af ${hansen.company.name}` })).toBeVisible()
  const ended = page.getByRole('region', { name: /Ikke længere aktuelle/ })
  await expect(ended.getByText(jensen.company.name)).toBeVisible()
  await expect(ended.getByText(hansen.company.name)).toHaveCount(0)
  await screenshot(page, 'job-closed-by-customer', bothWidths)

  // The chosen company's booking is finished with the job: told so, and nothing left to send, cancel or close.
  const firm = await otherDevice(hansen)
  await firm.goto(`/firma/bookings/${hansenOffer.id}`)
  await expect(firm.getByRole('heading', { name: job.title, level: 1 })).toBeVisible()
  await expect(firm.getByText('Kunden har afsluttet opgaven')).toBeVisible()
  await expect(firm.getByRole('button', { name: 'Afslut opgave' })).toHaveCount(0)
  await expect(firm.getByRole('button', { name: 'Send SMS til kunden' })).toHaveCount(0)
  await expect(firm.getByText('Booket', { exact: true })).toHaveCount(0)
  await firm.goto('/firma/notifikationer')
  await expect(firm.getByText('Kunden har afsluttet opgaven').first()).toBeVisible()
})

test('a job whose company asked to cancel is not closed until the administrator decides', async ({
  page,
  jobInMyTrade,
  logInAs,
}) => {
  const { customer, company, job } = await jobInMyTrade(`Nyt køkken ${Date.now()}`)
  const contact = await insertHiredContact({
    job,
    customerId: customer.id,
    companySlug: company.company.slug,
    state: 'cancel_pending',
  })
  await logInAs(customer)
  await page.goto(`/bruger/lukopgave/${job.id}?contact_id=${contact.id}`)
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible()
  await expect(page.getByText('en administrator tager stilling til det', { exact: false })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Opgaven er udført af det firma, jeg valgte/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Afslut opgave' })).toHaveCount(0)
})

test('an open job is closed as no longer needed via activcompany; another customer sees nothing', async ({
  page,
  makeUser,
  myJobWithOffer,
  otherDevice,
}) => {
  const { job } = await myJobWithOffer('Maling af stue')

  await page.goto(`/bruger/opgaver?activcompany=${job.id}`)
  await waitForHydration(page)
  await expect(page).toHaveURL(new RegExp(`/bruger/lukopgave/${job.id}$`))
  const close = page.getByRole('dialog', { name: `Afslut opgaven »${job.title}«` })
  // An open job is closed as no longer needed: the one reason is stated, nothing to tick.
  await expect(close.getByText('Jeg har ikke længere brug for opgaven')).toBeVisible()
  await expect(close.getByRole('radio')).toHaveCount(0)
  await close.getByRole('button', { name: 'Afslut opgave' }).click()
  const block = itemHeaded(page, job.title)
  await expect(block.getByText('Lukket', { exact: true })).toBeVisible()
  await expect(block.getByText('Afvist')).toBeVisible()
  // Nobody did the work: nothing to review.
  await expect(block.getByRole('link', { name: /Skriv anmeldelse/ })).toHaveCount(0)

  // Another customer: the job's address shows nothing of it.
  const otherPage = await otherDevice(await makeUser())
  await otherPage.goto(`/bruger/opgave/${job.id}`)
  await expect(otherPage.getByRole('alert')).toBeVisible()
  await expect(otherPage.getByText(job.title)).toHaveCount(0)
  // It is not there for them (a dead end back to their own jobs), not a failed load: 'Prøv igen'
  // could never bring it. The same on the job's other pages.
  await expect(otherPage.getByRole('heading', { name: 'Opgaven findes ikke', level: 1 })).toBeVisible()
  await expect(otherPage.getByRole('alert')).toHaveText(/Vi fandt ikke opgaven/)
  await expect(otherPage.getByRole('button', { name: 'Prøv igen' })).toHaveCount(0)
  await expect(otherPage).toHaveTitle('Opgaven findes ikke – Opgavetorvet')
  await expectAccessible(otherPage, 'another customer’s job')
  await screenshot(otherPage, 'job-not-found', bothWidths)
  for (const path of [`/bruger/lukopgave/${job.id}`, `/bruger/leverandorhyret/${job.id}`]) {
    await otherPage.goto(path)
    await expect(otherPage.getByRole('heading', { name: 'Opgaven findes ikke', level: 1 })).toBeVisible()
  }
  await otherPage.getByRole('link', { name: 'Til mine opgaver' }).click()
  await expect(otherPage.getByRole('heading', { name: 'Mine opgaver', level: 1 })).toBeVisible()
})

test('a supplier choice that fails lands back on the job with the reason', async ({
  page,
  myJobWithOffer,
  makeCompany,
  baseURL,
}) => {
  const { customer, job, company: one } = await myJobWithOffer('Nyt tag')
  const two = await makeCompany()
  const other = await insertContact({ job, customerId: customer.id, companySlug: two.company.slug })

  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  const offer = itemHeaded(page, one.company.name)
  await expect(offer.getByRole('button', { name: 'Vælg dette firma' })).toBeVisible()
  // Meanwhile (another tab) the customer chose the other company.
  const res = await page.request.post(`/api/customer/jobs/${job.id}/supplier`, {
    headers: { Origin: baseURL ?? '' },
    data: { contactId: other.id },
  })
  expect(res.status()).toBe(200)

  await chooseSupplier(page, one.company.name)
  await expect(page).toHaveURL(new RegExp(`/bruger/opgave/${job.id}$`))
  // The reason stays on the page (and comes as a notification too).
  await expect(pageAlert(page, 'Du har allerede valgt et firma til denne opgave.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Vælg dette firma' })).toHaveCount(0)
})
