import {
  CategoryDetail,
  CategorySearchQuery,
  CategorySearchResult,
  CategorySlugParam,
  CategoryTree,
} from '../schemas/catalog'
import { endpoint } from './endpoint'

export const catalogApi = {
  tree: endpoint({
    method: 'GET',
    path: '/categories',
    tag: 'catalog',
    summary: 'The category tree',
    response: CategoryTree,
  }),
  search: endpoint({
    method: 'GET',
    path: '/categories/search',
    tag: 'catalog',
    summary: 'Category autocomplete (10 suggestions); replaces /ajax/bruger/search_category',
    query: CategorySearchQuery,
    response: CategorySearchResult,
    errors: [422],
  }),
  category: endpoint({
    method: 'GET',
    path: '/categories/:slug',
    tag: 'catalog',
    summary: 'One category with its attributes',
    params: CategorySlugParam,
    response: CategoryDetail,
    errors: [404],
  }),
}
