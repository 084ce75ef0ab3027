import type { Page } from '@playwright/test'

/** Steps through the web's forms that several specs take. */

/** Picks an option of a kit select (React Aria: a button that opens a list box). */
export async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The create-job form's next step. */
export const next = (page: Page) => page.getByRole('button', { name: 'Næste' }).click()
