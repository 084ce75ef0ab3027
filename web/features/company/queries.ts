import { queryOptions } from '@tanstack/react-query'
import { companyApi } from '../../../domain/contract/company'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

/** Query keys of the company's own pages; category names are translated, so the locale is in the key. */
export const companyKeys = {
  start: () => ['company', 'start', currentLocale()] as const,
}

export const companyStartQuery = () =>
  queryOptions({
    queryKey: companyKeys.start(),
    queryFn: ({ signal }) => call(companyApi.start, { signal }),
    staleTime: 30_000,
  })
