import { queryOptions } from '@tanstack/react-query'
import { catalogApi } from '../../../domain/contract/catalog'
import { placesApi } from '../../../domain/contract/places'
import { profilesApi } from '../../../domain/contract/reviews'
import { ApiFailure, call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

/**
 * Query keys of the catalog; the locale is part of every key because names are translated (read per
 * call: the Worker renders pages in both languages in one isolate).
 */
export const catalogKeys = {
  all: () => ['catalog', currentLocale()] as const,
  tree: () => [...catalogKeys.all(), 'tree'] as const,
  search: (q: string) => [...catalogKeys.all(), 'search', q] as const,
  detail: (slug: string) => [...catalogKeys.all(), 'detail', slug] as const,
  carModels: (q: string) => [...catalogKeys.all(), 'car-models', q] as const,
  sendCompany: (slug: string) => [...catalogKeys.all(), 'send-company', slug] as const,
}

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: catalogKeys.tree(),
    queryFn: ({ signal }) => call(catalogApi.tree, { signal }),
    staleTime: 5 * 60_000,
  })

export const categorySearchQuery = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.search(q),
    queryFn: ({ signal }) => call(catalogApi.search, { query: { q }, signal }),
    staleTime: 5 * 60_000,
  })

export const categoryDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(slug),
    queryFn: ({ signal }) => call(catalogApi.category, { params: { slug }, signal }),
    staleTime: 5 * 60_000,
  })

export const carModelsQuery = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.carModels(q),
    queryFn: ({ signal }) => call(placesApi.carModels, { query: { q }, signal }),
    staleTime: 30 * 60_000,
  })

/**
 * The company a job is also sent to (`?sendcompany=`, from its profile's 'Få et tilbud'): its name and
 * categories from its public profile; null when there is no such company any more (a stale link).
 */
export const sendCompanyQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.sendCompany(slug),
    queryFn: async ({ signal }) => {
      try {
        const profile = await call(profilesApi.get, { params: { slug }, query: {}, signal })
        return { name: profile.name, categories: profile.categories }
      } catch (error) {
        if (error instanceof ApiFailure && (error.status === 404 || error.status === 422)) return null
        throw error
      }
    },
    staleTime: 5 * 60_000,
  })
