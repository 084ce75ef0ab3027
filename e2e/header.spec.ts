import { waitForHydration } from './auth-fixtures'
import { expect, test } from './fixtures'

/**
 * The desktop header with a long name (issue 20): the account button shows the whole name where the
 * header has room, and where it has none the name ends in '…' without pushing the page sideways. The
 * phone shows the name in the menu sheet, not the header.
 */
test('a long name gets the room the header has, and never widens the page', async ({ page, login }) => {
  const name = 'Karl-Johan Christoffersen-Østergaard'
  await login({ name })
  const measure = async (width: number) => {
    await page.setViewportSize({ width, height: 800 })
    const button = page.getByRole('button', { name: `Brugermenu: ${name}` })
    await expect(button).toBeVisible()
    return button.evaluate((el) => {
      const text = el.querySelector('.truncate') as HTMLElement
      return {
        cut: text.scrollWidth > text.clientWidth,
        sideways: document.documentElement.scrollWidth - window.innerWidth,
      }
    })
  }
  await page.goto('/bruger/opgaver')
  await waitForHydration(page)
  // The header's messages menu comes in after hydration and takes its room: measured until it settles.
  await expect.poll(() => measure(1280)).toEqual({ cut: false, sideways: 0 })
  await expect.poll(() => measure(980)).toEqual({ cut: true, sideways: 0 })
})
