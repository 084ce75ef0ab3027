import { eq } from 'drizzle-orm'
import { threadPollMs } from '../web/features/messages/queries'
import * as schema from '../worker/db/schema'
import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { database } from './fixtures-db'
import { insertContact, moveCompany } from './fixtures-market'
import {
  choose,
  chooseSupplier,
  describeJob,
  itemHeaded,
  next,
  openJobList,
  openOffer,
  postJobAsNewCustomer,
  sendBid,
} from './steps'

/**
 * Issue 9's done-when as one journey, two browsers: a logged-out visitor posts a job in a category
 * with questions and lands in my jobs; invites three companies (the fourth is refused); a company finds
 * the job and bids; customer and company exchange messages; the customer declines another offer,
 * chooses the first company and closes the job. The customer's browser runs a fake clock (real time,
 * plus jumps): the test jumps to the thread's next poll instead of waiting up to 15 s for it.
 */

async function userIdOf(email: string) {
  const db = await database()
  const [user] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email))
  if (!user) throw new Error(`no user ${email}`)
  return user.id
}

test('post, invite, bid, talk, decline, hire, close', async ({ page, makeUser, otherDevice }, info) => {
  test.slow()
  await page.clock.install()
  const stamp = `${info.project.name} ${Date.now()}`
  // Five bricklayers in Esbjerg: four to invite, one that bids on its own.
  const firms = []
  for (const letter of ['A', 'B', 'C', 'D', 'E']) {
    const firm = await makeUser({
      role: 'company',
      company: { name: `${letter} Vestkyst Murer ${stamp}`, categories: ['murer'] },
    })
    if (!firm.company) throw new Error('company expected')
    await moveCompany(firm.company.slug, '6700', 'Esbjerg')
    firms.push(firm)
  }
  const [first, second, third, fourth, outsider] = firms as [
    (typeof firms)[0],
    (typeof firms)[0],
    (typeof firms)[0],
    (typeof firms)[0],
    (typeof firms)[0],
  ]
  const name = (firm: typeof first) => firm.company?.name ?? ''
  const title = `Nyt badeværelse ${stamp}`

  // 1. A logged-out visitor posts the job.
  await page.goto(`/createjob/badevaerelse?word=${encodeURIComponent(title)}`)
  await waitForHydration(page)
  await choose(page, /Boligtype$/, 'Villa/parcelhus')
  await page.getByLabel('Areal (m²)').fill('6')
  await next(page)
  await expect(page.getByRole('textbox', { name: 'Overskrift' })).toHaveValue(title)
  await describeJob(page, {
    description: 'Nye fliser på gulv og vægge, ny membran.',
    zip: '6700',
    when: 'Hurtigst muligt',
  })
  await expect(page.getByRole('textbox', { name: 'By' })).toHaveValue('Esbjerg')
  await next(page)
  const { email, jobId } = await postJobAsNewCustomer(page, 'Bente Bad', info.project.name)

  // 2. Invite three companies near the job; the fourth is refused.
  await page.goto(`/bruger/opgave/${jobId}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Inviter firmaer' }).click()
  const select = page.getByRole('dialog', { name: 'Vælg firma' })
  const row = (firm: typeof first) =>
    select
      .getByRole('list', { name: 'Firmaer nær opgaven' })
      .getByRole('listitem')
      .filter({ hasText: name(firm) })
  for (const firm of [first, second, third]) {
    await row(firm)
      .getByRole('button', { name: `Inviter ${name(firm)}` })
      .click()
    await expect(row(firm).getByRole('button', { name: 'Inviteret' })).toBeDisabled()
  }
  await row(fourth)
    .getByRole('button', { name: `Inviter ${name(fourth)}` })
    .click()
  await expect(page.getByText('Beklager, men du har nået grænsen for invitationer.')).toBeVisible()
  await select.getByRole('button', { name: 'Luk' }).click()
  await expect(page.getByRole('heading', { name: 'Inviterede firmaer (3)' })).toBeVisible()
  await expectAccessible(page, 'the customer’s job with three invited')

  // 3. The first company (another browser) finds the job it was invited to and bids.
  const companyPage = await otherDevice(first)
  await companyPage.goto(`/firma/opgaver?jobid=${jobId}`)
  await waitForHydration(companyPage)
  const description = companyPage.getByRole('dialog', { name: title })
  await expect(description).toContainText('Nye fliser på gulv og vægge, ny membran.')
  await sendBid(companyPage, title, {
    price: '48.500',
    text: 'Vi kan starte om to uger. Fliser efter jeres valg.',
  })
  await expect(companyPage.getByText('Dit tilbud er sendt til kunden.')).toBeVisible()

  // Another company bids on its own (made directly: its browser adds nothing new to the journey).
  if (!outsider.company) throw new Error('company expected')
  await insertContact({
    job: { id: jobId },
    customerId: await userIdOf(email.toLowerCase()),
    companySlug: outsider.company.slug,
    priceOre: 5_200_000,
  })

  // 4. The customer opens the first offer and writes; the company answers.
  await page.reload()
  await waitForHydration(page)
  await expect(itemHeaded(page, name(first)).getByText('48.500,00 kr.')).toBeVisible()
  const offerModal = await openOffer(page, name(first))
  await offerModal.getByRole('textbox', { name: 'Ny besked' }).fill('Kan I også sætte et nyt toilet op?')
  await offerModal.getByRole('button', { name: 'Send', exact: true }).click()
  const thread = offerModal.getByRole('list', { name: 'Beskeder' })
  await expect(thread).toContainText('Kan I også sætte et nyt toilet op?')

  await openJobList(companyPage)
  const card = companyPage.getByRole('article', { name: title })
  await card.getByRole('button', { name: 'Beskeder' }).click()
  const companyThread = companyPage.getByRole('dialog', { name: `Beskeder om »${title}«` })
  await expect(companyThread).toContainText('Kan I også sætte et nyt toilet op?')
  await companyThread.getByRole('textbox', { name: 'Ny besked' }).fill('Ja, det klarer vi samme uge.')
  await companyThread.getByRole('button', { name: 'Send', exact: true }).click()
  // Stored before the customer's next poll is brought forward (else that poll may come too early).
  await expect(companyThread.getByRole('list', { name: 'Beskeder' })).toContainText(
    'Ja, det klarer vi samme uge.',
  )
  await page.clock.fastForward(threadPollMs)
  await expect(thread).toContainText('Ja, det klarer vi samme uge.')
  await offerModal.getByRole('button', { name: 'Luk' }).first().click()

  // 5. Decline the other offer with 'Tak, men nej tak.'.
  const otherModal = await openOffer(page, name(outsider))
  await otherModal.getByRole('button', { name: 'Sig nej tak' }).click()
  await page.getByRole('menuitem', { name: 'Tak, men nej tak.' }).click()
  await expect(page.getByText('Du har sagt nej tak til tilbuddet.')).toBeVisible()
  // The dialog stays open after the decline; closing it refreshes the page.
  await otherModal.getByRole('button', { name: 'Luk' }).first().click()

  // 6. Choose the first company, then close the job as done.
  await chooseSupplier(page, name(first))
  await expect(page).toHaveURL(new RegExp(`/bruger/leverandorhyret/${jobId}\\?contact_id=\\d+$`))
  await expect(
    page.getByRole('heading', { name: `Tak! Du har valgt ${name(first)}`, level: 1 }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Se opgaven' }).click()
  await page.getByRole('link', { name: 'Afslut opgave' }).click()
  const close = page.getByRole('dialog', { name: `Afslut opgaven »${title}«` })
  await close.getByRole('button', { name: 'Afslut opgave' }).click()
  const block = itemHeaded(page, title)
  await expect(block.getByText('Afsluttet', { exact: true })).toBeVisible()

  // The hired company now sees who the customer is.
  await companyPage.goto(`/firma/opgaver?jobid=${jobId}`)
  await expect(companyPage.getByText('Bente Bad').first()).toBeVisible()
})
