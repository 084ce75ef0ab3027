import { queryOptions } from '@tanstack/react-query'
import { accountApi } from '../../../domain/contract/account'
import { call } from '../../lib/api'

/** Query keys of the account pages; log-out clears the whole cache, so no user id is needed here. */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
}

/** A plain GET: the browser downloads the file (Content-Disposition: attachment). */
export const accountExportHref = `/api${accountApi.export.path}`

export const accountQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => call(accountApi.profile, { signal }),
    staleTime: 10_000,
  })
