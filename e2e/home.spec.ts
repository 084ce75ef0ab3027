import { expect, test } from '@playwright/test'

test('home page greets in Danish', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Få tilbud')
  await expect(page.locator('html')).toHaveAttribute('lang', 'da-DK')
})
