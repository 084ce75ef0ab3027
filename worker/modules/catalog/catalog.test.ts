import { describe, expect, it } from 'vitest'
import { catalogApi } from '../../../domain/contract/catalog'
import { api, errorOf, expectError } from '../../test/client'
import { makeCategoryTree } from '../../test/factories'

describe('GET /api/categories/search', () => {
  it('suggests categories whose Danish name starts with the query, linking to create-job', async () => {
    // Other files' categories share this D1 (vitest.config.ts): 'Tømrer n' would crowd out 'tøm'.
    const { top } = await makeCategoryTree({ top: 'Tømrerarbejde' })
    const res = await api(catalogApi.search, { query: { q: 'tømrerarb' } })
    expect(res.status).toBe(200)
    const hit = res.json.suggestions.find((s: { slug: string }) => s.slug === top.slug)
    expect(hit).toMatchObject({
      name: 'Tømrerarbejde',
      parentName: null,
      link: `/createjob/${top.slug}?word=t%C3%B8mrerarb`,
    })
  })

  it('returns at most 10 suggestions', async () => {
    for (let i = 0; i < 7; i++) await makeCategoryTree({ top: `Maler ${i}`, sub: `Maling ${i}` })
    const res = await api(catalogApi.search, { query: { q: 'mal' } })
    expect(res.status).toBe(200)
    expect(res.json.suggestions).toHaveLength(10)
  })

  it('answers 422 with a Danish field issue when q is empty', async () => {
    const res = await api(catalogApi.search, { query: { q: '' } })
    expect(res.status).toBe(422)
    expectError(res, 'invalid_input')
    expect(errorOf(res).issues![0]).toEqual({ path: 'q', message: 'Feltet skal udfyldes.' })
  })

  it('answers in English with the lang cookie', async () => {
    const res = await api(catalogApi.search, { query: { q: '' }, cookie: 'lang=en' })
    expect(errorOf(res).message).toBe('Some fields are not filled in correctly.')
  })
})

describe('GET /api/categories/:slug', () => {
  it('returns the category with its own and its parent attributes', async () => {
    const { sub } = await makeCategoryTree()
    const res = await api(catalogApi.category, { params: { slug: sub.slug } })
    expect(res.status).toBe(200)
    expect(res.json.parent).not.toBeNull()
    expect(res.json.attributes[0]).toMatchObject({ kind: 'select', label: 'Materiale', required: true })
  })

  it('answers 404 for an unknown slug', async () => {
    const res = await api(catalogApi.category, { params: { slug: 'findes-ikke' } })
    expect(res.status).toBe(404)
    expect(errorOf(res).message).toBe('Vi kunne ikke finde det, du leder efter.')
  })
})
