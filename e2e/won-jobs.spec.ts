import type { Locator } from '@playwright/test'
import { eq } from 'drizzle-orm'
import * as schema from '../worker/db/schema'
import { waitForHydration } from './auth-fixtures'
import { expect, test } from './fixtures'
import { database } from './fixtures-db'
import { companyIdOf, insertHiredContact, insertJob } from './fixtures-market'
import { bothWidths, screenshot } from './screenshots'

/** The customer chose the company: the job is hired and the company's contact with it (optionally already awaiting admin). */
async function hire(job: { id: number }, customerId: number, companySlug: string, pending = false) {
  const contact = await insertHiredContact({
    job,
    customerId,
    companySlug,
    state: pending ? 'cancel_pending' : 'hired',
  })
  if (pending)
    await (await database()).insert(schema.contactClosings).values({
      contactId: contact.id,
      jobId: job.id,
      companyId: await companyIdOf(companySlug),
      kind: 'cancelled',
      optionSelect: 'customer_unreachable',
      optionNewOne: 'no',
      optionNewTwo: 'no',
      reason: 'Kunden svarer ikke.',
      createdAt: Math.floor(Date.now() / 1000),
    })
  return contact
}

/** The cancel form's answers: the reason, 'Ja' to being in contact, 'Nej' to work done, and the text. */
async function answerCancel(dialog: Locator, reason: string, text: string) {
  await dialog
    .getByRole('combobox', { name: /Hvorfor blev opgaven ikke udført/ })
    .selectOption({ label: reason })
  await dialog
    .getByRole('radiogroup', { name: /været i kontakt/ })
    .getByRole('radio', { name: 'Ja' })
    .check({ force: true })
  await dialog
    .getByRole('radiogroup', { name: /arbejdet udført/ })
    .getByRole('radio', { name: 'Nej' })
    .check({ force: true })
  await dialog.getByRole('textbox', { name: /Beskriv kort/ }).fill(text)
  for (const question of [/været i kontakt/, /arbejdet udført/]) await expectYesNoUnder(dialog, question)
}

/** A yes/no question reads as one: Ja and Nej side by side on one row, under the question, not beside it. */
async function expectYesNoUnder(dialog: Locator, question: RegExp) {
  const group = dialog.getByRole('radiogroup', { name: question })
  const [label, yes, no] = await Promise.all([
    group.getByText(question).boundingBox(),
    group.getByRole('radio', { name: 'Ja' }).locator('xpath=ancestor::label[1]').boundingBox(),
    group.getByRole('radio', { name: 'Nej' }).locator('xpath=ancestor::label[1]').boundingBox(),
  ])
  if (!label || !yes || !no) throw new Error(`${question}: not drawn`)
  expect(yes.y).toBeGreaterThanOrEqual(label.y + label.height - 1)
  expect(Math.abs(no.y - yes.y)).toBeLessThan(2)
}

const stateOf = async (contactId: number) =>
  (await (await database()).select().from(schema.contacts).where(eq(schema.contacts.id, contactId)))[0]?.state

test('the company closes won jobs (completed at 12.500,50 kr., cancelled, Fortryd) and the admin decides cancellations', async ({
  page,
  login,
  makeUser,
  otherDevice,
}) => {
  const customer = await makeUser()
  const company = await login({ role: 'company' })
  const slug = company.company?.slug ?? ''
  const stamp = Date.now()
  const done = await insertJob({ customerId: customer.id, title: `Ny terrasse ${stamp}` })
  const dropped = await insertJob({ customerId: customer.id, title: `Nyt køkken ${stamp}` })
  const waiting = await insertJob({ customerId: customer.id, title: `Nye vinduer ${stamp}` })
  const doneContact = await hire(done, customer.id, slug)
  const droppedContact = await hire(dropped, customer.id, slug)
  const waitingContact = await hire(waiting, customer.id, slug, true)

  await page.goto('/firma/opgaver#tab=vundne')
  await waitForHydration(page)
  const card = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) })

  // Completed: the first choice and the price are required, with the spec's texts.
  await card(done.title).getByRole('button', { name: 'Afslut opgave' }).click()
  const dialog = page.getByRole('dialog', { name: `Afslut opgave: ${done.title}` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Ok' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Udfyld venligst alle felter, før du sender.')
  await dialog.getByRole('radio', { name: 'Opgaven er udført' }).check({ force: true })
  await dialog.getByRole('button', { name: 'Ok' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Beskriv venligst, hvorfor opgaven blev annulleret.')
  await dialog.getByRole('textbox', { name: /Endelig pris/ }).fill('12.500,50')
  await screenshot(page, 'close-dialog', { ...bothWidths, fullPage: false })
  await dialog.getByRole('button', { name: 'Ok' }).click()
  await expect(dialog).toBeHidden()
  await expect(card(done.title).getByText('Opgave afsluttet · 12.500,50 kr.')).toBeVisible()
  // The closing took the button that opened the dialog: focus is on what replaced it, not on <body>.
  await expect(card(done.title).getByText('Opgave afsluttet · 12.500,50 kr.')).toBeFocused()
  // A closed job takes no offers: no count of them, which fell to 'Ingen tilbud endnu' once it was done.
  await expect(card(done.title)).toContainText('Opgaven tager ikke imod flere tilbud.')
  await expect(card(done.title)).not.toContainText('Ingen tilbud endnu')
  expect(await stateOf(doneContact.id)).toBe('completed')

  // Cancelled: every field, then 'annulleret (afventer admin)'; Fortryd returns the button.
  await card(dropped.title).getByRole('button', { name: 'Afslut opgave' }).click()
  const cancelDialog = page.getByRole('dialog', { name: `Afslut opgave: ${dropped.title}` })
  await cancelDialog.getByRole('radio', { name: /Opgaven er annulleret/ }).check({ force: true })
  await cancelDialog.getByRole('button', { name: 'Ok' }).click()
  await expect(cancelDialog.getByRole('alert')).toHaveText('Udfyld venligst alle felter, før du sender.')
  // The spec's alert once (the summary), not again under each field: each field says what it needs.
  await expect(cancelDialog.getByText('Udfyld venligst alle felter, før du sender.')).toHaveCount(1)
  await expect(cancelDialog.getByText('Vælg en årsag.')).toBeVisible()
  await expect(cancelDialog.getByText('Vælg ja eller nej.')).toHaveCount(2)
  await expect(cancelDialog.getByText('Skriv en begrundelse.')).toBeVisible()
  await screenshot(page, 'cancel-dialog-errors', { ...bothWidths, fullPage: false })
  await answerCancel(cancelDialog, 'Kunden aflyste opgaven', 'Kunden har selv fundet en løsning.')
  await cancelDialog.getByRole('button', { name: 'Ok' }).click()
  await expect(cancelDialog).toBeHidden()
  await expect(card(dropped.title).getByText('annulleret (afventer admin)', { exact: true })).toBeVisible()
  await expect(card(dropped.title).getByRole('button', { name: 'Fortryd' })).toBeFocused()
  await card(dropped.title).getByRole('button', { name: 'Fortryd' }).click()
  await expect(card(dropped.title).getByRole('button', { name: 'Afslut opgave' })).toBeFocused()
  expect(await stateOf(droppedContact.id)).toBe('hired')
  // …and cancelled again, for the administrator.
  await card(dropped.title).getByRole('button', { name: 'Afslut opgave' }).click()
  await cancelDialog.getByRole('radio', { name: /Opgaven er annulleret/ }).check({ force: true })
  await answerCancel(cancelDialog, 'Vi har afvist at udføre opgaven', 'Vi kan ikke nå det.')
  await cancelDialog.getByRole('button', { name: 'Ok' }).click()
  await expect(card(dropped.title).getByText('annulleret (afventer admin)', { exact: true })).toBeVisible()

  // The administrator: approves one, rejects the other with a reason.
  await (await database()).insert(schema.messages).values({
    contactId: waitingContact.id,
    sender: 'customer',
    body: 'Hvornår kommer I?',
    createdAt: Math.floor(Date.now() / 1000),
  })
  const admin = await makeUser({ role: 'admin' })
  const adminPage = await otherDevice(admin)
  await adminPage.goto('/admin')
  await waitForHydration(adminPage)
  const queue = adminPage.getByRole('region', { name: 'Annulleringer, der venter' })
  await expect(queue).toBeVisible()
  const item = (title: string) => queue.getByRole('article', { name: new RegExp(title) })
  await expect(item(dropped.title)).toContainText('Vi kan ikke nå det.')
  // The latest messages between the two, each with who wrote it and when.
  await item(waiting.title)
    .getByText(/^Seneste beskeder/)
    .click()
  await expect(
    item(waiting.title).getByRole('list', { name: 'Seneste beskeder' }).getByRole('listitem'),
  ).toHaveText(/^Kunden \d{2}\.\d{2}\.\d{4} \d{2}\.\d{2}\s*Hvornår kommer I\?$/)
  await screenshot(adminPage, 'queue', bothWidths)
  await item(dropped.title).getByRole('button', { name: 'Godkend' }).click()
  // Approving cannot be undone and tells both parties: asked first; 'Fortryd' leaves it waiting.
  const confirm = adminPage.getByRole('alertdialog', { name: `Godkend annulleringen af »${dropped.title}«?` })
  await expect(confirm).toContainText('kan ikke fortrydes')
  await confirm.getByRole('button', { name: 'Fortryd' }).click()
  await expect(confirm).toBeHidden()
  expect(await stateOf(droppedContact.id)).toBe('cancel_pending')
  await item(dropped.title).getByRole('button', { name: 'Godkend' }).click()
  await confirm.getByRole('button', { name: 'Ja, godkend annulleringen' }).click()
  await expect(item(dropped.title)).toBeHidden()
  await item(waiting.title).getByRole('button', { name: 'Afvis' }).click()
  const reject = adminPage.getByRole('dialog')
  await reject.getByRole('button', { name: 'Afvis annulleringen' }).click()
  await expect(reject.getByText('Skriv hvorfor annulleringen afvises.')).toBeVisible()
  await reject.getByRole('textbox', { name: /Begrundelse/ }).fill('Kunden venter stadig på jer.')
  await reject.getByRole('button', { name: 'Afvis annulleringen' }).click()
  await expect(item(waiting.title)).toBeHidden()
  expect(await stateOf(droppedContact.id)).toBe('cancelled')
  expect(await stateOf(waitingContact.id)).toBe('hired')
  // Both decisions are in the company's log, with who made them (it said 'Ingen logposter endnu.').
  await adminPage.goto(`/admin/companies/${await companyIdOf(slug)}`)
  const log = adminPage.getByRole('region', { name: 'Log – hvem og hvornår' })
  await expect(log.getByRole('listitem')).toHaveCount(2)
  await expect(log.getByRole('listitem').first()).toContainText('Annullering af en booking afvist')
  await expect(log.getByRole('listitem').first()).toContainText(admin.name)
  await expect(log.getByRole('listitem').last()).toContainText('Annullering af en booking godkendt')

  // The company sees both decisions.
  await page.reload()
  await waitForHydration(page)
  await expect(
    card(waiting.title).getByText(/afvist annulleringen: Kunden venter stadig på jer\./),
  ).toBeVisible()
  await expect(card(waiting.title).getByRole('button', { name: 'Afslut opgave' })).toBeVisible()
  // `?showmodal` with `?jobid=` opens that job's close dialog after a second.
  await page.goto(`/firma/opgaver?jobid=${waiting.id}&showmodal=1#tab=vundne`)
  await waitForHydration(page)
  const again = page.getByRole('dialog', { name: `Afslut opgave: ${waiting.title}` })
  await expect(again).toBeVisible()
  // A refusal from the server (the contact moved on meanwhile) shows its message and 'Ok' comes back.
  await (await database())
    .update(schema.contacts)
    .set({ state: 'cancel_pending' })
    .where(eq(schema.contacts.id, waitingContact.id))
  await again.getByRole('radio', { name: 'Opgaven er udført' }).check({ force: true })
  await again.getByRole('textbox', { name: /Endelig pris/ }).fill('900')
  await again.getByRole('button', { name: 'Ok' }).click()
  await expect(again.getByRole('alert')).toContainText('Opgaven kan ikke afsluttes nu')
  await expect(again.getByRole('button', { name: 'Ok' })).toBeEnabled()

  // The customer's page shows the completed job closed.
  const customerPage = await otherDevice(customer)
  await customerPage.goto(`/bruger/opgave/${done.id}`)
  await waitForHydration(customerPage)
  await expect(customerPage.getByText('Afsluttet', { exact: true }).first()).toBeVisible()
})
