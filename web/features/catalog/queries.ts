import { queryOptions } from '@tanstack/react-query'
import type { CategoryDetail, CategorySearchResult, CategoryTree } from '../../../domain/schemas/catalog'
import type { CarModelList } from '../../../domain/schemas/places'
import { api } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

/** Query keys of the catalog; the locale is part of every key because names are translated. */
export const catalogKeys = {
  all: ['catalog', currentLocale()] as const,
  tree: () => [...catalogKeys.all, 'tree'] as const,
  search: (q: string) => [...catalogKeys.all, 'search', q] as const,
  detail: (slug: string) => [...catalogKeys.all, 'detail', slug] as const,
  carModels: (q: string) => [...catalogKeys.all, 'car-models', q] as const,
}

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: catalogKeys.tree(),
    queryFn: ({ signal }) => api<CategoryTree>('/categories', { signal }),
    staleTime: 5 * 60_000,
  })

export const categorySearchQuery = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.search(q),
    queryFn: ({ signal }) => api<CategorySearchResult>('/categories/search', { query: { q }, signal }),
    staleTime: 5 * 60_000,
  })

export const categoryDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(slug),
    queryFn: ({ signal }) => api<CategoryDetail>(`/categories/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 5 * 60_000,
  })

export const carModelsQuery = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.carModels(q),
    queryFn: ({ signal }) => api<CarModelList>('/car-models', { query: { q }, signal }),
    staleTime: 30 * 60_000,
  })
