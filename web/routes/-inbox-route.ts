import { inboxQuery } from '../features/messages/queries'
import { inboxSearch } from '../features/messages/search-params'
import type { RouterContext } from '../router'
import { loadRolePage, roleRoute } from './-role-route'

/**
 * A messages page's route, the same for either role: `?kontakt=` opens a thread, the role's threads load
 * with the texts, and another role sees why not. The page itself is `RoleInbox` (./-role-inbox), in a
 * module of its own so that only the split page code imports it, not the route tree.
 */
export function inboxRoute(role: 'customer' | 'company') {
  return {
    validateSearch: inboxSearch,
    ...roleRoute([role]),
    loader: ({ context }: { context: RouterContext & { allowed: boolean } }) =>
      loadRolePage(context, 'messages', [inboxQuery()]),
  }
}
