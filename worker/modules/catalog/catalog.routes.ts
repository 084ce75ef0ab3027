import { Hono } from 'hono'
import { catalogApi } from '../../../domain/contract/catalog'
import type { AppBindings } from '../../env'
import { database } from '../../lib/db'
import { notFound } from '../../lib/errors'
import { route } from '../../lib/route'
import { categoryBySlug, categoryTree, searchCategories } from './catalog.service'

export const catalogRoutes = new Hono<AppBindings>()

route(catalogRoutes, catalogApi.tree, (c) => categoryTree(database(c.env.DB), c.get('locale')))

route(catalogRoutes, catalogApi.search, async (c, { query }) => ({
  suggestions: await searchCategories(database(c.env.DB), query.q, c.get('locale')),
}))

route(catalogRoutes, catalogApi.category, async (c, { params }) => {
  const category = await categoryBySlug(database(c.env.DB), params.slug, c.get('locale'))
  if (!category) throw notFound()
  return category
})
