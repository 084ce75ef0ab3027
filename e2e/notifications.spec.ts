import type { Page } from '@playwright/test'
import { notificationPollMs } from '../domain/schemas/notifications'
import * as schema from '../worker/db/schema'
import { isMobile } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { database } from './fixtures-db'
import { companyIdOf } from './fixtures-market'
import { openJobList } from './steps'

async function notifyCompany(
  companyId: number,
  jobId: number,
  type: 'invited' | 'new_message',
  note: string,
) {
  const db = await database()
  await db
    .insert(schema.notifications)
    .values({ companyId, jobId, type, note, createdAt: Math.floor(Date.now() / 1000) })
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifikationer/ })

test('the bell sits in the header at every width: unread count, new ones as toasts, opens the list @phone', async ({
  page,
  jobInMyTrade,
}) => {
  const { job, company } = await jobInMyTrade(`Carport ${Date.now()}`)
  const companyId = await companyIdOf(company.company.slug)
  await notifyCompany(companyId, job.id, 'invited', job.title)

  await page.clock.install()
  await openJobList(page)
  await expect(bell(page)).toHaveAccessibleName('Notifikationer, 1 ulæst')
  await expect(bell(page)).toBeInViewport()
  // Beside the messages entry, and the bar still fits a phone: nothing pushed out sideways.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Beskeder/ })).toBeInViewport()
  const overflow = () =>
    page.getByRole('banner').evaluate((header) => header.scrollWidth - header.clientWidth)
  expect(await overflow()).toBe(0)
  if (isMobile(page)) {
    // The smallest phones in use (320 px) keep the bar in one row: the logo shows its mark only.
    await page.setViewportSize({ width: 320, height: 640 })
    expect(await overflow()).toBe(0)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Opgavetorvet' })).toBeInViewport()
    await expect(bell(page)).toBeInViewport()
  }

  // The next poll brings what arrived since as a toast, and the count follows.
  await notifyCompany(companyId, job.id, 'new_message', 'Hvornår kan I starte?')
  await page.clock.fastForward(notificationPollMs + 1_000)
  await expect(page.getByText('Ny besked fra en kunde: Hvornår kan I starte?')).toBeVisible()
  await expect(bell(page)).toHaveAccessibleName('Notifikationer, 2 ulæste')

  await bell(page).click()
  await expect(page).toHaveURL(/\/firma\/notifikationer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikationer' })).toBeVisible()
  await expectAccessible(page, 'notifications')
  await page.getByRole('button', { name: 'Marker alle som læst' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notifikationer')
})
