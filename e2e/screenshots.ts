import { type Page, test } from '@playwright/test'

/**
 * The page as a person sees it, saved beside the test's other output (`test-results/…/<name>-<width>.png`)
 * for someone to look at. At the page's own width, or at each of `widths` (the viewport is put back after).
 * Full page unless `fullPage: false` (a dialog over the page: the window is what a person sees).
 */
export async function screenshot(
  page: Page,
  name: string,
  { widths, fullPage = true }: { widths?: number[]; fullPage?: boolean } = {},
) {
  const size = page.viewportSize()
  // Against the width the page has now: a phone run's [1280, 375] must come back to 375 for the second.
  let current = size?.width
  for (const width of widths ?? [size?.width ?? 1280]) {
    if (width !== current) await page.setViewportSize({ width, height: width < 980 ? 740 : 800 })
    current = width
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage })
  }
  if (size) await page.setViewportSize(size)
}

/** The desktop and the phone width the spec's layouts are drawn for. */
export const bothWidths = { widths: [1280, 375] }
