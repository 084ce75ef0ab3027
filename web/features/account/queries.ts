import { queryOptions } from '@tanstack/react-query'
import { accountApi } from './api'

/** Query keys of the account pages; log-out clears the whole cache, so no user id is needed here. */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
}

export const accountQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => accountApi.get(signal),
    staleTime: 10_000,
  })
