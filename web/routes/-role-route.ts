import type { EnsureQueryDataOptions } from '@tanstack/react-query'
import type { Role } from '../../domain/schemas/auth'
import { AccountError, AccountPending } from '../features/account/components/RouteStates'
import { requireRole } from '../lib/session'
import type { RouterContext } from '../router'

/**
 * What every page behind a login shares: an anonymous visitor logs in and comes back; the route context
 * says whether the caller's role may see the page (`allowed`, every role when `roles` is left out), so the
 * page shows what another role sees instead; the account pages' loading and error states.
 */
export function roleRoute(roles?: readonly Role[]) {
  return {
    beforeLoad: ({ context, location }: { context: RouterContext; location: { href: string } }) =>
      requireRole(context.queryClient, location.href, roles),
    pendingComponent: AccountPending,
    errorComponent: AccountError,
  }
}

/**
 * A role page's loader: its texts (also for the role that sees why not), then, for a caller its role
 * allows, the queries its first screen reads, so the page renders with them.
 */
export async function loadRolePage(
  context: RouterContext & { allowed: boolean },
  namespaces: string | readonly string[],
  // biome-ignore lint/suspicious/noExplicitAny: any page's queries, whatever data each holds
  queries: readonly EnsureQueryDataOptions<any, any, any, any>[] = [],
): Promise<void> {
  await context.i18n.loadNamespaces(namespaces)
  if (context.allowed) await Promise.all(queries.map((query) => context.queryClient.ensureQueryData(query)))
}
