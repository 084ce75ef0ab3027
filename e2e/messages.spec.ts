import type { Locator } from '@playwright/test'
import { threadPollMs } from '../web/features/messages/queries'
import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { insertContact } from './fixtures-market'
import { openJobList, openOffer } from './steps'

/**
 * One message thread per offer, for both sides (issue 9): the customer writes in 'Tilbud fra
 * {company}', the company answers from its job list (another browser), the answer arrives in the open
 * thread and is read out; the customer declines with 'Tak, men nej tak.', the decline menu is then
 * disabled, and the company may answer the decline once. The customer's browser runs a fake clock
 * (real time, plus jumps): the test jumps to the thread's next poll instead of waiting up to 15 s.
 */
test('customer and company exchange messages; the customer declines and the control is disabled', async ({
  page,
  makeUser,
  myOpenJob,
  otherDevice,
}, info) => {
  test.slow()
  await page.clock.install()
  const { customer, job } = await myOpenJob('Nyt tag')
  const firm = await makeUser({
    role: 'company',
    company: { name: `Beskedtømreren ${info.project.name} ${Date.now()}` },
  })
  const companyPage = await otherDevice(firm)
  await insertContact({ job, customerId: customer.id, companySlug: firm.company.slug })

  // The customer opens the offer and writes; an empty message is refused in Danish.
  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  const modal = await openOffer(page, firm.company.name)
  await expect(modal.getByText('Der er ingen beskeder endnu.', { exact: false })).toBeVisible()
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal.getByText('Dette felt må ikke være tomt.').first()).toBeVisible()
  await expectAccessible(page, 'the offer and its messages with an error')
  await modal.getByRole('textbox', { name: 'Ny besked' }).fill('Hej! Kan I starte i uge 12?')
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  const customerThread = modal.getByRole('list', { name: 'Beskeder' })
  const sent = customerThread.getByRole('listitem').filter({ hasText: 'Hej! Kan I starte i uge 12?' })
  await expect(sent).toContainText('Dig')
  await expect(sent).toContainText(/i dag \d{2}\.\d{2}/)
  await expect(modal.getByRole('textbox', { name: 'Ny besked' })).toHaveValue('')
  // Focus stays on 'Send' (disabled while it sent, it dropped focus to <body>, out of the dialog), and a
  // screen reader hears that the message went, once.
  await expect(modal.getByRole('button', { name: 'Send', exact: true })).toBeFocused()
  await expect(modal.getByRole('status').filter({ hasText: 'Beskeden er sendt.' })).toHaveCount(1)

  // The company answers from its job list; it sees 'Kunden', never the customer's name.
  await openJobList(companyPage)
  const card = companyPage.getByRole('article', { name: job.title })
  await card.getByRole('button', { name: 'Beskeder' }).click()
  const companyModal = companyPage.getByRole('dialog', { name: `Beskeder om »${job.title}«` })
  const companyThread = companyModal.getByRole('list', { name: 'Beskeder' })
  await expect(companyThread.getByRole('listitem').first()).toContainText('Kunden')
  await expect(companyThread).toContainText('Hej! Kan I starte i uge 12?')
  await expect(companyModal).not.toContainText(customer.name)
  await companyModal.getByRole('textbox', { name: 'Ny besked' }).fill('Ja, vi kan starte mandag.')
  await companyModal.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(companyThread).toContainText('Ja, vi kan starte mandag.')

  // The answer arrives in the customer's open thread (it asks every 15 s) and is read out.
  await page.clock.fastForward(threadPollMs)
  await expect(customerThread).toContainText('Ja, vi kan starte mandag.')
  await expect(
    modal.getByText(`Ny besked fra ${firm.company.name}: Ja, vi kan starte mandag.`),
  ).toBeAttached()
  await expectNewestInView(customerThread)

  // 'Tak, men nej tak.': declined in one step; the control is then disabled.
  await modal.getByRole('button', { name: 'Sig nej tak' }).click()
  await page.getByRole('menuitem', { name: 'Tak, men nej tak.' }).click()
  await expect(page.getByText('Du har sagt nej tak til tilbuddet.')).toBeVisible()
  // The dialog stays open: its thread shows the decline and takes no more messages.
  await expect(modal.getByRole('button', { name: 'Du har sagt nej tak' })).toBeDisabled()
  await expect(modal.getByRole('button', { name: 'Sig nej tak' })).toHaveCount(0)
  await expect(customerThread.getByRole('listitem').last()).toContainText('Tak, men nej tak.')
  await expect(customerThread.getByRole('listitem').last()).toContainText('Afslag')
  await expect(modal.getByRole('textbox', { name: 'Ny besked' })).toHaveCount(0)
  await expect(modal.getByText('Du har sagt nej tak til dette tilbud', { exact: false })).toBeVisible()
  // Closed, the page shows the offer among those no longer current.
  await modal.getByRole('button', { name: 'Luk' }).first().click()
  await expect(
    page
      .getByRole('region', { name: /^Ikke længere aktuelle/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: firm.company.name }) }),
  ).toContainText('Afvist')

  // The company may answer the decline once; then its thread is closed too.
  await companyModal.getByRole('button', { name: 'Luk' }).first().click()
  await card.getByRole('button', { name: 'Beskeder' }).click()
  await expect(companyThread).toContainText('Tak, men nej tak.')
  await expect(companyModal.getByText('Du kan svare én gang.', { exact: false })).toBeVisible()
  await companyModal.getByRole('textbox', { name: 'Ny besked' }).fill('Tak for svaret, og held og lykke.')
  await companyModal.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(companyThread.getByRole('listitem').last()).toContainText('Svar på afslag')
  await expect(companyModal.getByRole('textbox', { name: 'Ny besked' })).toHaveCount(0)
})

/** The newest message is inside the thread's visible area (the list scrolled to the bottom). */
async function expectNewestInView(list: Locator) {
  await expect
    .poll(() =>
      list.evaluate((el) => {
        const last = el.lastElementChild?.getBoundingClientRect()
        const box = el.getBoundingClientRect()
        return last ? last.bottom <= box.bottom + 1 && last.top >= box.top - 1 : false
      }),
    )
    .toBe(true)
}

test('the customer declines with their own text: empty is refused in Danish, then the decline is sent', async ({
  page,
  myJobWithOffer,
}) => {
  const { job, company: firm } = await myJobWithOffer('Nyt køkken', 'Nejtakfirmaet')

  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  const offers = () =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: firm.company.name }) })
      .getByRole('button', { name: 'Se tilbud og beskeder' })
  await offers().click()
  const modal = page.getByRole('dialog', { name: `Tilbud fra ${firm.company.name}` })
  await modal.getByRole('button', { name: 'Sig nej tak' }).click()
  await page.getByRole('menuitem', { name: 'Skriv din egen besked' }).click()
  const own = page.getByRole('dialog', { name: 'Sig nej tak til tilbuddet' })
  await expect(own.getByRole('textbox', { name: 'Din besked' })).toBeFocused()
  await own.getByRole('button', { name: 'Send og sig nej tak' }).click()
  await expect(own.getByText('Dette felt må ikke være tomt.').first()).toBeVisible()
  await own.getByRole('textbox', { name: 'Din besked' }).fill('Vi har valgt at vente til foråret.')
  await own.getByRole('button', { name: 'Send og sig nej tak' }).click()
  await expect(page.getByText('Du har sagt nej tak til tilbuddet.')).toBeVisible()
  await expect(own).toBeHidden()

  await expect(modal.getByRole('button', { name: 'Du har sagt nej tak' })).toBeDisabled()
  const last = modal.getByRole('list', { name: 'Beskeder' }).getByRole('listitem').last()
  await expect(last).toContainText('Vi har valgt at vente til foråret.')
  await expect(last).toContainText('Afslag')
})
