import { queryOptions } from '@tanstack/react-query'
import { catalogApi } from '../../../domain/contract/catalog'
import { call } from '../../lib/api'
import { currentLocale } from '../../lib/i18n'

/** Query keys of the accounts feature (the caller's own key, `meKey`, is the app's: `web/lib/session`). */
export const authKeys = {
  categories: () => ['auth', 'categories', currentLocale()] as const,
}

/** The category tree for the company category picker. */
export const signupCategoriesQuery = () =>
  queryOptions({
    queryKey: authKeys.categories(),
    queryFn: async ({ signal }) => (await call(catalogApi.tree, { signal })).categories,
    staleTime: 5 * 60_000,
  })
