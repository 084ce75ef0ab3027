import { Hono } from 'hono'
import { placesApi } from '../../../domain/contract/places'
import type { AppBindings } from '../../env'
import { notFound } from '../../lib/errors'
import { route } from '../../lib/route'
import { carModels, postcode, regions } from './places.service'

/** Postcodes, regions and car models: static reference data, no database. */
export const placesRoutes = new Hono<AppBindings>()

route(placesRoutes, placesApi.postcode, (_c, { params }) => {
  const found = postcode(params.zip)
  if (!found) throw notFound('common:::errors::zipUnknown')
  return found
})

route(placesRoutes, placesApi.regions, () => regions())

route(placesRoutes, placesApi.carModels, (_c, { query }) => ({ models: carModels(query.q) }))
