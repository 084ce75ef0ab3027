import { expect, test } from '@playwright/test'
import { waitForHydration } from './auth-fixtures'

test('the create-job page shows the category, the word and its questions', async ({ page }) => {
  await page.goto('/createjob/toemrer?word=t%C3%B8m')
  await expect(page.getByRole('heading', { level: 1, name: 'Tømrer' })).toBeVisible()
  await expect(page.getByText('Du søgte efter »tøm«')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Det spørger vi dig om' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Postnummer' })).toBeVisible()
})

test('zip 9990 gives Skagen; 12 clears the city and marks the zip invalid', async ({ page }) => {
  await page.goto('/createjob/toemrer')
  const zip = page.getByRole('textbox', { name: 'Postnummer' })
  const city = page.getByRole('textbox', { name: 'By' })
  await zip.fill('9990')
  await expect(city).toHaveValue('Skagen')
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true')
  await zip.fill('12')
  await zip.press('Tab')
  await expect(city).toHaveValue('')
  await expect(zip).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Ukendt postnummer')).toBeVisible()
  await zip.fill('8000')
  await expect(city).toHaveValue('Aarhus C')
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true')
})

test('a category with car models asks for make and model (from 2 characters)', async ({ page }) => {
  await page.goto('/createjob/autoreparation')
  // Typing into the server-rendered field before React has taken it over shows no hint.
  await waitForHydration(page)
  const car = page.getByRole('combobox', { name: 'Bilmærke og model' })
  await car.fill('t')
  await expect(page.getByText('Skriv mindst 2 tegn.')).toBeVisible()
  await car.fill('toyota')
  await expect(page.getByRole('option').first()).toContainText(/Toyota/i)
})

test('an unknown category is a friendly not-found page', async ({ page }) => {
  await page.goto('/createjob/findes-ikke')
  await expect(page.getByRole('heading', { level: 1, name: 'Vi kender ikke den kategori' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Hvad skal du have lavet?' })).toBeVisible()
})

test('/createjob without a category offers the picker, keeping the word', async ({ page }) => {
  await page.goto('/createjob?word=hus')
  await expect(page.getByRole('heading', { level: 1, name: 'Hvad skal du have lavet?' })).toBeVisible()
  await page.getByRole('link', { name: /^Tømrer/ }).click()
  await expect(page).toHaveURL(/\/createjob\/toemrer\?word=hus$/)
})
