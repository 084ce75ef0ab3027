import { CarModelList, CarModelQuery, Postcode, RegionList, ZipParam } from '../schemas/places'
import { endpoint } from './endpoint'

/** Postcodes, regions and car models: static reference data. */
export const placesApi = {
  postcode: endpoint({
    method: 'GET',
    path: '/postcodes/:zip',
    tag: 'places',
    summary: 'City and region of a Danish postcode; replaces /ajax/opgave2/getcitybyzip',
    params: ZipParam,
    response: Postcode,
    errors: [404, 422],
  }),
  regions: endpoint({
    method: 'GET',
    path: '/regions',
    tag: 'places',
    summary: 'The five regions with their postcodes (company job filter "regioner")',
    response: RegionList,
  }),
  carModels: endpoint({
    method: 'GET',
    path: '/car-models',
    tag: 'places',
    summary: 'Car make/model search for Autoreparation jobs (at least 2 characters, at most 20 answers)',
    query: CarModelQuery,
    response: CarModelList,
    errors: [422],
  }),
}
