import { eq } from 'drizzle-orm'
import * as schema from '../worker/db/schema'
import { waitForHydration } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { database } from './fixtures-db'
import { insertJob, moveCompany } from './fixtures-market'
import { screenshot } from './screenshots'

const moveToRønne = (slug: string) => moveCompany(slug, '3700', 'Rønne')

/** The company has a paid plan in the carpenters' category (the one the journey's jobs are in). */
async function subscribe(slug: string, plan: 'pro' | 'pro-plus') {
  const db = await database()
  const [company] = await db.select().from(schema.companies).where(eq(schema.companies.slug, slug))
  const [category] = await db.select().from(schema.categories).where(eq(schema.categories.slug, 'toemrer'))
  if (!company || !category) throw new Error('company and category expected')
  const now = Math.floor(Date.now() / 1000)
  await db.insert(schema.subscriptions).values({
    companyId: company.id,
    categoryId: category.id,
    plan,
    periodStart: now,
    periodEnd: now + 86_400,
    paidOre: 1,
    updatedAt: now,
  })
}

/**
 * Issue 9's done-when, inviting: on the job page the customer opens 'Inviter firmaer', sees the
 * carpenters with a paid plan first (with its badge), then those nearest the job with city and distance, invites three (each button then reads 'Inviteret'
 * and stays disabled) and the fourth is refused with the limit's message; its button comes back after
 * 3000 ms. The three are then on the job page as invited companies.
 */
test('a customer invites three companies near the job; the fourth is refused', async ({
  page,
  login,
  makeUser,
}, info) => {
  const customer = await login()
  const stamp = `${info.project.name} ${Date.now()}`
  const firms: string[] = []
  const slugs: string[] = []
  for (const letter of ['A', 'B', 'C', 'D']) {
    const firm = await makeUser({ role: 'company', company: { name: `${letter} Bornholm Tømrer ${stamp}` } })
    await moveToRønne(firm.company.slug)
    firms.push(firm.company.name)
    slugs.push(firm.company.slug)
  }
  // D has Pro Plus and B Pro: in the list D comes first, then B, then A and C (all four are 0 km away).
  await subscribe(slugs[3] ?? '', 'pro-plus')
  await subscribe(slugs[1] ?? '', 'pro')
  const job = await insertJob({
    customerId: customer.id,
    title: `Nyt tag ${stamp}`,
    zip: '3700',
    city: 'Rønne',
    region: 'Region Hovedstaden',
  })

  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Inviter firmaer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Vælg firma' })
  await expect(dialog).toBeVisible()
  const list = dialog.getByRole('list', { name: 'Firmaer nær opgaven' })
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name })
  // Rønne is a municipality of its own (Bornholm): its centre is the only place known, so a company
  // there is 'in the same municipality', never '0 km' away.
  await expect(row(firms[0] ?? '')).toContainText('Rønne · I samme kommune')
  // A word boundary: '160 km' to a firm in Copenhagen is a true distance, not '0 km'.
  await expect(list).not.toContainText(/\b0 km/)
  const mine = (await list.getByRole('listitem').allTextContents()).filter((text) => text.includes(stamp))
  expect(mine.map((text) => firms.findIndex((name) => text.includes(name)))).toEqual([3, 1, 0, 2])
  await expect(row(firms[3] ?? '')).toContainText('Pro Plus')
  await expect(row(firms[1] ?? '').getByText('Pro', { exact: true })).toBeVisible()
  await expectAccessible(page, 'the invite dialog')
  await expect(row(firms[0] ?? '')).not.toContainText('Pro')

  for (const [i, name] of firms.slice(0, 3).entries()) {
    await row(name)
      .getByRole('button', { name: `Inviter ${name}` })
      .click()
    await expect(page.getByText(`${name} er inviteret og får en e-mail om opgaven.`)).toBeVisible()
    const invited = row(name).getByRole('button', { name: 'Inviteret' })
    await expect(invited).toBeDisabled()
    await expect(dialog.getByText(`${i + 1} af 3 inviteret`)).toBeVisible()
  }

  const fourth = row(firms[3] ?? '').getByRole('button', { name: `Inviter ${firms[3]}` })
  await fourth.click()
  await expect(page.getByText('Beklager, men du har nået grænsen for invitationer.')).toBeVisible()
  await expect(fourth).toBeDisabled()
  // The spec's 3000 ms: the button comes back (and the server still refuses, the count stays 3).
  await expect(fourth).toBeEnabled({ timeout: 5000 })
  await expect(dialog.getByText('3 af 3 inviteret')).toBeVisible()

  await dialog.getByRole('button', { name: 'Luk' }).click()
  await expect(page.getByRole('heading', { name: 'Inviterede firmaer (3)' })).toBeVisible()
  for (const name of firms.slice(0, 3)) await expect(page.getByText(name).first()).toBeVisible()
})

test('a customer asks an invited company to call, and complains about it', async ({
  page,
  myJobWithOffer,
}) => {
  const { job, company: firm } = await myJobWithOffer('Nyt gulv', 'Ring Tømrer', { state: 'invited' })
  const name = firm.company.name

  await page.goto(`/bruger/opgave/${job.id}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible()
  // On a phone the company's name wraps the button's label onto two lines: the button grows with it
  // (it had a fixed height, and the two lines ran over its border).
  await page.setViewportSize({ width: 375, height: 740 })
  const callback = page.getByRole('button', { name: `Bed ${name} ringe til dig` })
  const { label, inside } = await callback.evaluate((button) => {
    const text = document.createRange()
    text.selectNodeContents(button)
    const style = getComputedStyle(button)
    const inner =
      button.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)
    return { label: text.getBoundingClientRect().height, inside: inner }
  })
  expect(label).toBeLessThanOrEqual(inside + 1)
  // Both of the company's small actions are 44 px targets on a phone (they were 40 px tall).
  for (const button of [callback, page.getByRole('button', { name: 'Klag over et firma' })])
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  await screenshot(page, 'callback-button', { fullPage: false })
  await page.setViewportSize({ width: 1280, height: 800 })
  await callback.click()
  await expect(
    page.getByText(`${name} kan nu se dit telefonnummer og er bedt om at ringe til dig.`),
  ).toBeVisible()
  await expect(page.getByText(`Du har bedt ${name} ringe til dig`)).toBeVisible()

  await page.getByRole('button', { name: 'Klag over et firma' }).click()
  const dialog = page.getByRole('dialog', { name: 'Klage' })
  await expect(dialog.getByRole('textbox', { name: 'Firmaets navn' })).toHaveValue(name)
  await dialog.getByRole('textbox', { name: 'Firmaets navn' }).fill('')
  await dialog.getByRole('textbox', { name: 'Dit fulde navn' }).fill('')
  await dialog.getByRole('button', { name: 'Send klage' }).click()
  await expect(dialog.getByText('Skriv firmaets navn.')).toBeVisible()
  await expect(dialog.getByText('Beskriv problemet.')).toBeVisible()
  await expect(dialog.getByText('Skriv dit fulde navn.')).toBeVisible()

  await dialog.getByRole('textbox', { name: 'Firmaets navn' }).fill(name)
  await dialog
    .getByRole('textbox', { name: 'Beskriv problemet' })
    .fill('Firmaet kom ikke til den aftalte tid.')
  await dialog.getByRole('textbox', { name: 'Dit fulde navn' }).fill('Karen Kunde')
  await dialog.getByRole('button', { name: 'Send klage' }).click()
  // Said as what it is, with what happens next (the spec's 'Message sent', in Danish).
  await expect(page.getByText('Din klage er sendt. Opgavetorvet svarer dig på e-mail.')).toBeVisible()
  await expect(dialog).toBeHidden()
})
