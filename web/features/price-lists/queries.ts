import { queryOptions } from '@tanstack/react-query'
import { priceListsApi } from './api'

export const priceListKeys = {
  mine: ['price-lists', 'mine'] as const,
  ofCompany: (companyId: number) => ['price-lists', 'company', companyId] as const,
}

export const myPriceListsQuery = () =>
  queryOptions({
    queryKey: priceListKeys.mine,
    queryFn: ({ signal }) => priceListsApi.mine(signal),
  })

/** A company's public price lists (the profile page and `/prisliste/{id}` show them). */
export const companyPriceListsQuery = (companyId: number) =>
  queryOptions({
    queryKey: priceListKeys.ofCompany(companyId),
    queryFn: ({ signal }) => priceListsApi.ofCompany(companyId, signal),
    staleTime: 60_000,
  })
