import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { InboxPage } from '../features/messages/components/InboxPage'
import { inboxQuery } from '../features/messages/queries'
import { inboxSearch } from '../features/messages/search-params'
import type { RouterContext } from '../router'
import { loadRolePage, roleRoute } from './-role-route'

/** The two messages pages: the customer's and the company's. */
type InboxPath = '/bruger/beskeder' | '/firma/beskeder'

/**
 * A messages page's route, the same for either role: `?kontakt=` opens a thread, the role's threads load
 * with the texts, and another role sees why not.
 */
export function inboxRoute(role: 'customer' | 'company') {
  return {
    validateSearch: inboxSearch,
    ...roleRoute([role]),
    loader: ({ context }: { context: RouterContext & { allowed: boolean } }) =>
      loadRolePage(context, 'messages', [inboxQuery()]),
  }
}

/** A messages page: the caller's threads with the one at `?kontakt=` open, or `otherRole` for another role. */
export function RoleInbox({ path, otherRole }: { path: InboxPath; otherRole: ReactNode }) {
  const route = getRouteApi(path)
  const { allowed } = route.useRouteContext()
  const { kontakt } = route.useSearch()
  const navigate = route.useNavigate()
  if (!allowed) return otherRole
  return (
    <InboxPage
      openContactId={kontakt}
      onOpen={(id) => void navigate({ search: id ? { kontakt: id } : {} })}
    />
  )
}
