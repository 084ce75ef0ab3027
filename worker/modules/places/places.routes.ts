import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { CarModelList, CarModelQuery, Postcode, RegionList, ZipParam } from '../../../domain/schemas/places'
import type { AppBindings } from '../../env'
import { notFound } from '../../lib/errors'
import { errorResponses, jsonContent as json } from '../../lib/openapi'
import { input } from '../../lib/validate'
import { carModels, postcode, regions } from './places.service'

/** Postcodes, regions and car models: static reference data, no database. */
export const placesRoutes = new Hono<AppBindings>()
  .get(
    '/postcodes/:zip',
    describeRoute({
      tags: ['places'],
      summary: 'City and region of a Danish postcode; replaces /ajax/opgave2/getcitybyzip',
      responses: {
        200: { description: 'OK', content: json(Postcode) },
        404: { description: 'Unknown postcode' },
        422: { description: 'Not exactly 4 digits' },
      },
    }),
    input('param', ZipParam),
    (c) => {
      const found = postcode(c.req.valid('param').zip)
      if (!found) throw notFound('common:::errors::zipUnknown')
      return c.json(found)
    },
  )
  .get(
    '/regions',
    describeRoute({
      tags: ['places'],
      summary: 'The five regions with their postcodes (company job filter "regioner")',
      responses: { 200: { description: 'OK', content: json(RegionList) } },
    }),
    (c) => c.json(regions()),
  )
  .get(
    '/car-models',
    describeRoute({
      tags: ['places'],
      summary: 'Car make/model search for Autoreparation jobs (at least 2 characters, at most 20 answers)',
      responses: {
        200: { description: 'OK', content: json(CarModelList) },
        422: errorResponses[422],
      },
    }),
    input('query', CarModelQuery),
    (c) => c.json({ models: carModels(c.req.valid('query').q) }),
  )
