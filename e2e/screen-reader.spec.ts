import { waitForHydration } from './auth-fixtures'
import { expect, test } from './fixtures'
import { itemHeaded } from './steps'

/**
 * What a screen reader says that no axe rule checks: a control's name says which thing it acts on where
 * the same control repeats, and in Danish.
 */

test('my jobs: each job’s links name their job, so a list of links tells them apart', async ({
  page,
  myOpenJob,
}) => {
  const { job } = await myOpenJob('Nyt køkken')
  await page.goto('/bruger/opgaver')
  const block = itemHeaded(page, job.title)
  await expect(block.getByRole('link', { name: `Se opgaven: ${job.title}`, exact: true })).toBeVisible()
  await expect(block.getByRole('link', { name: `Afslut opgave: ${job.title}`, exact: true })).toBeVisible()
})

test('the calendar reads its week numbers in Danish and names the job each "Se opgaven" opens', async ({
  page,
  myWonJob,
}) => {
  const { job } = await myWonJob(`Nyt tag ${Date.now()}`)
  await page.goto('/firma/kalender')
  await waitForHydration(page)
  await expect(
    page
      .getByRole('region', { name: 'Opgaver du har fået' })
      .getByRole('link', { name: `Se opgaven: ${job.title}`, exact: true }),
  ).toBeVisible()
  // 'Uge 48', not FullCalendar's English 'Week 48'.
  const grid = page.getByRole('grid')
  await expect(grid.getByRole('gridcell', { name: /^Uge \d+ / }).first()).toBeVisible()
  await expect(grid.getByRole('gridcell', { name: /Week/ })).toHaveCount(0)
  await expect(grid.getByRole('row', { name: /Week/ })).toHaveCount(0)
})
