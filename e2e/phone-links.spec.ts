import { expect, test } from './fixtures'
import { itemHeaded } from './steps'

/**
 * A phone number is a link that calls it (`PhoneLink`); on a phone it is a line a thumb taps, so it is
 * 44 px tall like every other target there (the offer card's was 85×16 px).
 */
test('on a phone the company’s numbers on an offer are 44 px to tap @phone', async ({
  page,
  myJobWithOffer,
}) => {
  const { job, company } = await myJobWithOffer('Nye dørkarme')
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(`/bruger/opgave/${job.id}`)
  const offer = itemHeaded(page, company.company.name)
  const phones = offer.locator('a[href^="tel:"]')
  await expect(phones.first()).toBeVisible()
  for (const link of await phones.all()) {
    const box = await link.boundingBox()
    expect(box?.height ?? 0, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(44)
  }
  // Its term ('Telefon') stands on the number's line, not half a line above it at the row's top: the
  // texts themselves (a grid cell stretches to the row, so the boxes would agree either way).
  const textMiddle = (element: Element) => {
    const text = document.createRange()
    text.selectNodeContents(element)
    const box = text.getBoundingClientRect()
    return box.top + box.height / 2
  }
  const term = await offer
    .getByRole('term')
    .filter({ hasText: /^Telefon$/ })
    .evaluate(textMiddle)
  const number = await phones.first().evaluate(textMiddle)
  expect(Math.abs(term - number)).toBeLessThan(3)
})
