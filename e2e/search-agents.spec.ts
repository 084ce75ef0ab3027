import type { APIRequestContext } from '@playwright/test'
import { waitForHydration, waitForMessage } from './auth-fixtures'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { bothWidths, screenshot } from './screenshots'

interface Attribute {
  id: number
  kind: 'checkbox' | 'select' | 'number' | 'text'
  label: string
  required: boolean
  options: { value: string; label: string }[]
}

/** A customer posts a Terrasse job through POST /api/jobs (createjob's call), answering every required question. */
async function postJob(request: APIRequestContext, baseURL: string, title: string) {
  const headers = { Origin: baseURL }
  const category = (await (await request.get('/api/categories/terrasse', { headers })).json()) as {
    id: number
    attributes: Attribute[]
  }
  const answers: Record<string, unknown> = {}
  for (const a of category.attributes) {
    if (a.label === 'Materiale') answers[`a${a.id}`] = 'trae'
    else if (!a.required) continue
    else if (a.kind === 'select') answers[`a${a.id}`] = a.options[0]?.value
    else if (a.kind === 'checkbox') answers[`a${a.id}`] = a.options.length ? [a.options[0]?.value] : true
    else if (a.kind === 'number') answers[`a${a.id}`] = 20
    else answers[`a${a.id}`] = 'Lærk'
  }
  const res = await request.post('/api/jobs', {
    headers,
    data: {
      categoryId: category.id,
      answers,
      title,
      description: 'Ca. 20 m² terrasse bag huset.',
      zip: '8000',
      timing: 'flexible',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { jobId: number }).jobId
}

test('a company saves a search agent, a matching job is posted and the e-mail link opens it', async ({
  page,
  baseURL,
  login,
  newBrowser,
}) => {
  const company = await login({ role: 'company', company: { categories: ['toemrer'] } })

  await page.goto('/firma/soegeagenter')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Søgeagenter' })).toBeVisible()
  await expect(page.getByText('Du har ingen søgeagenter endnu.')).toBeVisible()
  await expectAccessible(page, 'search agents, none yet')

  // Nothing chosen yet is not an error: the required category is not drawn red before a save (the
  // browser's :invalid of an empty required select did), and it is still said to be required.
  const category = page.getByRole('combobox', { name: /Kategori/ })
  await expect(category).toHaveAttribute('aria-required', 'true')
  await expect(category).not.toHaveAttribute('aria-invalid', 'true')
  await expect(category).toHaveCSS('border-top-color', 'rgb(209, 213, 219)')
  await screenshot(page, 'search-agent-form', bothWidths)
  // Category, then its questions (get_attributes_form_markup), a postcode, at once.
  await category.selectOption({ label: 'Terrasse' })
  const material = page.getByRole('group', { name: 'Materiale' })
  await material.getByText('Træ', { exact: true }).click()
  await expect(material.getByRole('checkbox', { name: 'Træ' })).toBeChecked()
  // A lone checkbox: its question once, its box 'Ja' (it said 'Materialer skal leveres' twice).
  const supplied = page.getByRole('group', { name: 'Materialer skal leveres' })
  await expect(supplied.getByRole('checkbox', { name: 'Ja' })).toBeVisible()
  await expect(page.getByText('Materialer skal leveres', { exact: true })).toHaveCount(1)
  // A wrong postcode is named: one the form refuses as typed, and one the postcode table lacks.
  const zips = page.getByRole('textbox', { name: 'Postnumre' })
  await zips.fill('8000, abc')
  await page.getByRole('button', { name: 'Gem søgeagent' }).click()
  await expect(page.getByText('Ukendt postnummer: abc.')).toBeVisible()
  await expect(zips).toBeFocused()
  await zips.fill('8000 9999')
  await page.getByRole('button', { name: 'Gem søgeagent' }).click()
  await expect(page.getByText('Ukendt postnummer: 9999.')).toBeVisible()
  await zips.fill('8000')
  await page.getByRole('button', { name: 'Gem søgeagent' }).click()
  await expect(page.getByText('Søgeagenten er gemt.')).toBeVisible()
  const saved = page.getByRole('listitem').filter({ hasText: 'Terrasse' })
  await expect(saved).toContainText('Materiale: Træ')
  await expect(saved).toContainText('Postnumre: 8000')
  await expect(saved).toContainText('E-mail med det samme')

  // A customer, in a browser of their own, posts a matching job.
  const customerContext = await newBrowser()
  await login({ role: 'customer', context: customerContext })
  const title = `Terrasse i lærk ${Date.now()}`
  const jobId = await postJob(customerContext.request, baseURL ?? '', title)
  await customerContext.close()

  // The company's e-mail from the dev outbox links to the job on its open jobs.
  const mail = await waitForMessage(
    page.request,
    company.email,
    (m) => m.template === 'agentMatch' && m.text.includes(title),
  )
  expect(mail.subject).toBe(`Ny opgave til dig: »${title}«`)
  const link = mail.links.find((l) => l.includes(`/firma/opgaver?jobid=${jobId}`))
  expect(link).toBeTruthy()
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search)
  await waitForHydration(page)
  await expect(page.getByRole('dialog', { name: title })).toBeVisible()

  // The notification waits in the list; the header's bell counts it (on a phone too).
  await expect(page.getByRole('link', { name: /^Notifikationer, \d+ ulæst/ })).toBeVisible()
  await page.goto('/firma/notifikationer')
  await waitForHydration(page)
  const note = page.getByRole('listitem').filter({ hasText: title })
  await expect(note).toContainText('Ny opgave fra din søgeagent')
  await note.getByRole('button', { name: 'Marker som læst' }).click()
  await expect(note.getByRole('button', { name: 'Marker som læst' })).toHaveCount(0)

  // Slet asks first (the agent's questions and postcodes go with it); keeping it changes nothing.
  await page.goto('/firma/soegeagenter')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Slet søgeagenten for Terrasse' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Slet søgeagenten for Terrasse?' })
  await expectAccessible(page, 'the delete confirmation')
  await confirm.getByRole('button', { name: 'Nej, behold den' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('listitem').filter({ hasText: 'Postnumre: 8000' })).toBeVisible()
  await page.getByRole('button', { name: 'Slet søgeagenten for Terrasse' }).click()
  await confirm.getByRole('button', { name: 'Ja, slet søgeagenten' }).click()
  await expect(page.getByText('Søgeagenten er slettet.')).toBeVisible()
  await expect(page.getByText('Du har ingen søgeagenter endnu.')).toBeVisible()
  // Its button went with it: focus is on the list's heading, not lost to <body>.
  await expect(page.getByRole('heading', { name: 'Dine søgeagenter' })).toBeFocused()
})
