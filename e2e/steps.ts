import type { Page } from '@playwright/test'

/** Steps through the web's forms that several specs take. */

/** Picks an option of a kit select (the browser's own select). */
export async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option })
}

/** The create-job form's next step. */
export const next = (page: Page) => page.getByRole('button', { name: 'Næste' }).click()

/**
 * The category search box (home, create-job picker): a plain text field until the visitor reaches for it
 * (or, on a desktop, until it takes focus), then React Aria's combobox with the same name.
 */
export const categorySearchBox = (page: Page) =>
  page
    .getByRole('combobox', { name: 'Hvad skal du have lavet?' })
    .or(page.getByRole('textbox', { name: 'Hvad skal du have lavet?' }))

/**
 * The company's job list has settled: hydrated and, on a desktop, with its filter fields, which join the
 * server's phone-first markup only then and move the cards down (a press aimed at a card before lands
 * beside it).
 */
export async function jobListSettled(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  if ((page.viewportSize()?.width ?? 0) >= 980)
    await page.getByRole('combobox', { name: 'Sortering' }).waitFor()
}
