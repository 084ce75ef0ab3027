import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Me } from '../../../domain/schemas/auth'
import { currentLocale } from '../../lib/i18n'
import { authApi } from './api'

/** Query keys of the accounts feature. `['me']` is shared by the whole app: invalidate it after log-in/out. */
export const authKeys = {
  me: ['me'] as const,
  categories: () => ['auth', 'categories', currentLocale()] as const,
}

/** The caller (or null when anonymous). Reuse it anywhere: `useQuery(meQuery())`. */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: async ({ signal }) => (await authApi.me(signal)).user,
    staleTime: 60_000,
  })

/** The caller, `null` when logged out, `undefined` while loading. */
export function useMe(): { me: Me | null | undefined; isLoading: boolean } {
  const { data, isLoading } = useQuery(meQuery())
  return { me: data, isLoading }
}

/** The category tree for the company category picker. */
export const signupCategoriesQuery = () =>
  queryOptions({
    queryKey: authKeys.categories(),
    queryFn: async ({ signal }) => (await authApi.categories(signal)).categories,
    staleTime: 5 * 60_000,
  })
