import type { Page } from '@playwright/test'
import { and, eq } from 'drizzle-orm'
import * as schema from '../worker/db/schema'
import { copenhagenMonth } from '../worker/modules/subscriptions/copenhagen-month'
import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { database } from './fixtures-db'
import { screenshot } from './screenshots'
import { openJobList } from './steps'

/** Types a moment into the kit's date-time field, segment by segment as a person would (dd mm yyyy hh mm). */
async function typeMoment(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(digits)
}

const segments = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).getByRole('spinbutton').allTextContents()

test('a hired company sends the SMS with dates and finds the event in its calendar @phone', async ({
  page,
  myWonJob,
}) => {
  const { customer, job } = await myWonJob(`Nyt tag ${Date.now()}`)
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text().slice(0, 200))
  })

  await page.goto('/firma/kalender')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible()
  // The arrows are named for what they do (not '‹' and '›') and are large enough to tap on a phone.
  const title = page.locator('.fc-toolbar-title')
  const shownMonth = await title.textContent()
  const next = page.getByRole('button', { name: 'Næste måned' })
  for (const arrow of [page.getByRole('button', { name: 'Forrige måned' }), next]) {
    const box = await arrow.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(44)
    expect(box?.height).toBeGreaterThanOrEqual(44)
  }
  await screenshot(page, 'calendar-arrows', { fullPage: false })
  await next.click()
  await expect(title).not.toHaveText(shownMonth ?? '')
  // A month without events says so, what would be in it and how it gets there: the month it shows.
  const empty = page.getByRole('status').filter({ hasText: 'Ingen aftaler' })
  await expect(empty).toHaveText(
    `Ingen aftaler i ${await title.textContent()}. Her kommer de tidspunkter, du foreslår kunderne i dine tilbud, og de datoer, du sender en kunde på SMS, når du har fået opgaven. SMS’en sender du under »Opgaver du har fået« herunder.`,
  )
  await screenshot(page, 'calendar-empty-month')
  await page.getByRole('button', { name: 'I dag' }).click()
  await expect(title).toHaveText(shownMonth ?? '')
  await expect(empty).toContainText(`Ingen aftaler i ${shownMonth}.`)
  const form = page.getByRole('form', { name: `SMS med datoer for ${job.title}` })

  // Without dates: the spec's sentence, in Danish.
  await form.getByRole('button', { name: 'Send SMS til kunden' }).click()
  await expect(form.getByRole('alert')).toContainText(
    'Angiv venligst forventet start- og slutdato for opgaven',
  )
  // Said once: each empty field says only what it lacks.
  await expect(form.getByText('Angiv venligst forventet start- og slutdato for opgaven')).toHaveCount(1)
  await expect(form.getByText('Vælg dato og klokkeslæt.')).toHaveCount(2)
  await expectAccessible(page, 'the calendar with the SMS form’s errors')

  // The 15th of this month, 08:30; the end follows the start to the minute, then moves two days on.
  // The month the calendar shows is Copenhagen's (the browser's zone), not this process's: late on a
  // month's last day in UTC it is already the next month there.
  const [year, month] = copenhagenMonth(Date.now() / 1000).split('-')
  await typeMoment(page, 'Forventet start', `15${month}${year}0830`)
  await expect.poll(() => segments(page, 'Forventet slut')).toEqual(await segments(page, 'Forventet start'))
  // Sent as copied, the end equals the start ('fra 08.30 til 08.30'): refused on the end field, nothing sent.
  await form.getByRole('button', { name: 'Send SMS til kunden' }).click()
  const endAfterStart = 'Slut skal ligge efter start. Vælg et senere sluttidspunkt.'
  // Said once, on the end field (the start is fine); the summary, as every kit form's, asks to check it.
  await expect(form.getByRole('alert')).toHaveText('Tjek de markerede felter.')
  await expect(form.getByText(endAfterStart)).toHaveCount(1)
  await expect(form.locator('[data-field="endDate"]').getByText(endAfterStart)).toBeVisible()
  await expect(form.getByText('Vælg dato og klokkeslæt.')).toHaveCount(0)
  await typeMoment(page, 'Forventet slut', '17')
  await form.getByRole('button', { name: 'Send SMS til kunden' }).click()
  // Sent once: the form shows the dates and when they went, locked; 'Ændr datoerne' takes focus.
  // When, as a Dane says it: '27.11.2026 kl. 22.39', not the bare '27.11.2026 22.39'.
  await expect(form.getByRole('status')).toHaveText(
    /^SMS sendt til kunden \d\d\.\d\d\.\d{4} kl\. \d\d\.\d\d\.$/,
  )
  await expect(form.getByRole('button', { name: 'Send SMS til kunden' })).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Ændr datoerne' })).toBeFocused()
  const sentStart = await segments(page, 'Forventet start')

  // The SMS went through the outbox to the customer.
  const db = await database()
  const sms = await db
    .select()
    .from(schema.outbox)
    .where(and(eq(schema.outbox.to, customer.phone), eq(schema.outbox.template, 'jobDatesSms')))
  expect(sms).toHaveLength(1)
  // The SMS writes the clock as the page does: 08.30.
  expect(sms[0]?.payload).toMatchObject({ start: expect.stringMatching(/ 08\.30$/) })

  // After a reload the dates sent and the time sent are still there, and nothing goes out twice.
  await page.reload()
  await waitForHydration(page)
  await expect(form.getByRole('status')).toContainText('SMS sendt til kunden')
  await expect.poll(() => segments(page, 'Forventet start')).toEqual(sentStart)
  await expect(form.getByRole('button', { name: 'Send SMS til kunden' })).toHaveCount(0)

  // The calendar: Danish, ISO week numbers, the event on its job.
  await expect(page.getByText(/^Uge \d+$/).first()).toBeVisible()
  const event = page.getByRole('link', { name: new RegExp(`Planlagt \\(SMS\\): ${job.title}`) }).first()
  await expect(event).toBeVisible()
  await expect(empty).toHaveCount(0)
  await expect(event).toContainText('08.30')
  await expectAccessible(page, 'the calendar with an event')
  await page.getByRole('button', { name: 'Uge', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Næste uge' })).toBeVisible()
  // The week's hours in the same clock as the pages and the SMS.
  await expect(page.getByText('08.00', { exact: true }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Måned', exact: true }).click()
  await event.click()
  await expect(page).toHaveURL(new RegExp(`/firma/opgaver\\?jobid=${job.id}`))
  await expect(page.getByRole('dialog', { name: job.title })).toBeVisible()
  // FullCalendar's icon font is left out of the build; nothing on the page breaks the CSP.
  expect(refused).toEqual([])
})

test('a hidden job stays hidden on another device; undo and "Vis skjulte" bring it back', async ({
  page,
  jobInMyTrade,
  otherDevice,
}) => {
  const { job, company } = await jobInMyTrade(`Skur ${Date.now()}`)
  const card = (p: Page) => p.getByRole('article', { name: job.title })

  await openJobList(page)
  await expect(card(page).getByRole('button', { name: `Skjul ${job.title}` })).toBeVisible()
  // Hidden from the keyboard: the card goes, and focus goes on to the next job (not to the page's start).
  await page.getByRole('button', { name: `Skjul ${job.title}` }).focus()
  await page.keyboard.press('Enter')
  await expect(card(page)).toHaveCount(0)
  await expect(page.locator('article :focus')).toHaveText('Se opgaven')
  // The undo notice brings it back at once (its button large enough to tap); from the keyboard, focus
  // goes to the card that came back, where hiding put it on the next card, and the notice goes quietly
  // (nothing is said twice: no note left behind, no toggle focused on the way).
  const undo = page.getByRole('status').getByRole('button', { name: 'Fortryd' })
  expect((await undo.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  await undo.focus()
  await page.keyboard.press('Enter')
  await expect(card(page).getByRole('button', { name: 'Se opgaven' })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: job.title })).toHaveCount(0)
  await page.getByRole('button', { name: `Skjul ${job.title}` }).click()
  await expect(card(page)).toHaveCount(0)

  const elsewhere = await otherDevice(company)
  await openJobList(elsewhere)
  await expect(elsewhere.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(elsewhere.getByRole('switch', { name: 'Vis skjulte (1)' })).toBeVisible()
  await expect(card(elsewhere)).toHaveCount(0)
  await elsewhere.getByText('Vis skjulte (1)').click()
  await expect(card(elsewhere)).toBeVisible()
  // 'Vis skjulte' is remembered (the spec's showallwork, 365 days), on the server: a new visit, on this
  // device or the first one, opens with it on and the hidden job listed, already in the server's page.
  const switchOn = (p: Page) => p.getByRole('switch', { name: 'Vis skjulte (1)' })
  await expect(switchOn(elsewhere)).toBeChecked()
  await elsewhere.reload()
  await waitForHydration(elsewhere)
  await expect(switchOn(elsewhere)).toBeChecked()
  await expect(card(elsewhere)).toBeVisible()
  await openJobList(page)
  await expect(switchOn(page)).toBeChecked()
  await expect(card(page).getByRole('button', { name: `Vis igen: ${job.title}` })).toBeVisible()
  // The hidden card: 'Skjult' and its 'Vis igen' in the card itself, its text at full contrast.
  await expect(card(elsewhere).getByRole('button', { name: `Vis igen: ${job.title}` })).toBeVisible()
  await expectAccessible(elsewhere, 'open jobs with a hidden job shown')
  await elsewhere.getByRole('button', { name: `Vis igen: ${job.title}` }).click()
  // Switched off, it stays off on the next visit.
  const shown = elsewhere.getByRole('switch', { name: 'Vis skjulte (0)' })
  await elsewhere.getByText('Vis skjulte (0)').click()
  await expect(shown).not.toBeChecked()
  await elsewhere.reload()
  await waitForHydration(elsewhere)
  await expect(shown).not.toBeChecked()
  await elsewhere.context().close()

  await page.reload()
  await waitForHydration(page)
  await expect(card(page)).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Vis skjulte (0)' })).not.toBeChecked()
})

// 'Vis skjulte' pressed while the hidden-jobs refetch that hiding a job started is on its way: that
// answer, given before the press, put the switch back off while the server had it on.
test("'Vis skjulte' pressed while an older answer is on its way stays on", async ({ page, jobInMyTrade }) => {
  const { job } = await jobInMyTrade(`Skur bag huset ${Date.now()}`)
  await openJobList(page)
  // The server answers the list of hidden jobs at once; the answer reaches the page late (a slow line).
  let deliver = () => {}
  const late = new Promise<void>((resolve) => {
    deliver = resolve
  })
  let answered = () => {}
  const serverAnswered = new Promise<void>((resolve) => {
    answered = resolve
  })
  await page.route(/\/api\/company\/hidden-jobs$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    const response = await route.fetch()
    answered()
    await late
    await route.fulfill({ response })
  })
  await page.getByRole('button', { name: `Skjul ${job.title}` }).click()
  await serverAnswered
  const switched = page.waitForResponse((r) => r.url().endsWith('/hidden-jobs/shown'))
  await page.getByText('Vis skjulte (1)').click()
  expect((await switched).status()).toBe(204)
  await expect(page.getByRole('switch', { name: 'Vis skjulte (1)' })).toBeChecked()
  const delivered = page.waitForResponse(
    (r) => r.url().endsWith('/api/company/hidden-jobs') && r.request().method() === 'GET',
  )
  deliver()
  await delivered
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  // The server has it on (204 above); the page should say so too.
  expect(await page.getByRole('switch', { name: /^Vis skjulte/ }).isChecked()).toBe(true)
})
