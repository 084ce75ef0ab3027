import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { categories, jobs } from '../../db/schema'
import { database } from '../../lib/db'
import { call } from '../../test/client'
import { makeCompanyUser, makeUser } from '../account/account.fixtures'

async function openJob(categoryId: number, customerId: number, status: 'open' | 'closed' = 'open') {
  await database(env.DB).insert(jobs).values({
    customerId,
    categoryId,
    title: 'Ny terrasse',
    description: 'Ca. 20 m² terrasse i lærk.',
    zip: '8000',
    city: 'Aarhus C',
    region: 'Region Midtjylland',
    status,
    createdAt: 1_700_000_000,
  })
}

describe('GET /api/company/start', () => {
  it("counts the open jobs in the company's categories, subcategories included", async () => {
    const { cookie, company, category } = await makeCompanyUser('Start Tømrer ApS')
    const customer = await makeUser()
    const [sub] = await database(env.DB)
      .insert(categories)
      .values({
        parentId: category.id,
        slug: `start-sub-${category.id}`,
        nameDa: 'Terrasse',
        nameEn: 'Decking',
      })
      .returning()
    await openJob(category.id, customer.user.id)
    await openJob(sub?.id ?? 0, customer.user.id)
    await openJob(category.id, customer.user.id, 'closed')

    const res = await call('/api/company/start', { cookie })
    expect(res.status).toBe(200)
    expect(res.json.company).toEqual({ name: company.name })
    expect(res.json.categories).toEqual([
      { id: category.id, slug: category.slug, name: category.nameDa, openJobs: 2 },
    ])
    expect(res.json.openJobs).toBe(2)
  })

  it('answers in English with the lang cookie', async () => {
    const { cookie, category } = await makeCompanyUser()
    const res = await call('/api/company/start', { cookie: `${cookie}; lang=en` })
    expect(res.json.categories[0].name).toBe(category.nameEn)
  })

  it('is for companies only: 401 anonymous, 403 for a customer and an admin', async () => {
    expect((await call('/api/company/start')).status).toBe(401)
    expect((await call('/api/company/start', { cookie: (await makeUser()).cookie })).status).toBe(403)
    expect(
      (await call('/api/company/start', { cookie: (await makeUser({ role: 'admin' })).cookie })).status,
    ).toBe(403)
  })

  it('shows each company only its own categories', async () => {
    const a = await makeCompanyUser('Firma A')
    const b = await makeCompanyUser('Firma B')
    const res = await call('/api/company/start', { cookie: b.cookie })
    expect(res.json.company.name).toBe('Firma B')
    expect(res.json.categories.map((c: { id: number }) => c.id)).not.toContain(a.category.id)
  })
})
