import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { authApi } from '../../domain/contract/auth'
import type { Me, Role } from '../../domain/schemas/auth'
import { call } from './api'
import { loginHref, startPathFor } from './session-paths'

/** The one cache key of the caller: set it after a log-in, set it to null at log-out. */
export const meKey = ['me'] as const

/** The caller (or null when anonymous). Reuse it anywhere: `useQuery(meQuery())`. */
export const meQuery = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: async ({ signal }) => (await call(authApi.me, { signal })).user,
    staleTime: 60_000,
  })

/** The caller, `null` when logged out, `undefined` while loading. */
export function useMe(): { me: Me | null | undefined; isLoading: boolean } {
  const { data, isLoading } = useQuery(meQuery())
  return { me: data, isLoading }
}

/** A guard asks again when the cached caller is older than this (a session may have ended meanwhile). */
const guardFreshMs = 10_000

const currentMe = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...meQuery(), staleTime: guardFreshMs })

/**
 * For a route's `beforeLoad`: the caller, or a redirect to the log-in page that comes back to `here`
 * (the location's href). `allowed` says whether the caller has one of `roles` (any role when omitted);
 * a wrong role is the page's own business (a 403 view keeps the address), not a redirect. The server
 * checks every call again; this only routes people.
 */
export async function requireRole(
  queryClient: QueryClient,
  here: string,
  roles?: readonly Role[],
): Promise<{ me: Me; allowed: boolean }> {
  const me = await currentMe(queryClient)
  if (!me) throw redirect({ href: loginHref(here) })
  return { me, allowed: !roles || roles.includes(me.role) }
}

/**
 * For the `beforeLoad` of the log-in and sign-up pages: a logged-in caller has nothing to do there and
 * goes on to `target` (a checked redirect) or to their own start page.
 */
export async function leaveIfLoggedIn(queryClient: QueryClient, target?: string): Promise<void> {
  const me = await currentMe(queryClient)
  if (me) throw redirect({ href: target ?? startPathFor(me.role), replace: true })
}

/**
 * The caller has logged out or deleted the account: forget everything cached about them. `['me']` is set
 * to nobody (not removed) so the mounted header and menus update at once; the rest is removed.
 */
export function forgetCaller(queryClient: QueryClient): void {
  queryClient.setQueryData(meKey, null)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] })
}
