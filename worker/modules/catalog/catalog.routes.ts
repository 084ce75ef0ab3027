import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import {
  CategoryDetail,
  CategorySearchQuery,
  CategorySearchResult,
  CategorySlugParam,
  CategoryTree,
} from '../../../domain/schemas/catalog'
import type { AppBindings } from '../../env'
import { database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { jsonContent as json } from '../../lib/openapi'
import { input } from '../../lib/validate'
import { categoryBySlug, categoryTree, searchCategories } from './catalog.service'

export const catalogRoutes = new Hono<AppBindings>()
  .get(
    '/categories',
    describeRoute({
      tags: ['catalog'],
      summary: 'The category tree',
      responses: { 200: { description: 'OK', content: json(CategoryTree) } },
    }),
    async (c) => c.json(await categoryTree(database(c.env.DB), c.get('locale'))),
  )
  .get(
    '/categories/search',
    describeRoute({
      tags: ['catalog'],
      summary: 'Category autocomplete (10 suggestions); replaces /ajax/bruger/search_category',
      responses: { 200: { description: 'OK', content: json(CategorySearchResult) } },
    }),
    input('query', CategorySearchQuery),
    async (c) => {
      const { q } = c.req.valid('query')
      return c.json({ suggestions: await searchCategories(database(c.env.DB), q, c.get('locale')) })
    },
  )
  .get(
    '/categories/:slug',
    describeRoute({
      tags: ['catalog'],
      summary: 'One category with its attributes',
      responses: {
        200: { description: 'OK', content: json(CategoryDetail) },
        404: { description: 'Unknown category' },
      },
    }),
    input('param', CategorySlugParam),
    async (c) => {
      const category = await categoryBySlug(database(c.env.DB), c.req.valid('param').slug, c.get('locale'))
      if (!category) throw notFound()
      return c.json(category)
    },
  )
