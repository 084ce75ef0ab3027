import { queryOptions } from '@tanstack/react-query'
import { priceListsApi } from '../../../domain/contract/company-profile'
import { call } from '../../lib/api'

export const priceListKeys = {
  mine: ['price-lists', 'mine'] as const,
  ofCompany: (companyId: number) => ['price-lists', 'company', companyId] as const,
}

export const myPriceListsQuery = () =>
  queryOptions({
    queryKey: priceListKeys.mine,
    queryFn: ({ signal }) => call(priceListsApi.mine, { signal }),
  })

/** A company's public price lists (the profile page and `/prisliste/{id}` show them). */
export const companyPriceListsQuery = (companyId: number) =>
  queryOptions({
    queryKey: priceListKeys.ofCompany(companyId),
    queryFn: ({ signal }) =>
      call(priceListsApi.ofCompany, { params: { companyId: String(companyId) }, signal }),
    staleTime: 60_000,
  })
