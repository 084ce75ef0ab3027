import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { InboxPage } from '../features/messages/components/InboxPage'

/**
 * A messages page (`/bruger/beskeder`, `/firma/beskeder`): the caller's threads with the one at
 * `?kontakt=` open, or `otherRole` for a role the page is not for.
 */
export function RoleInbox({
  path,
  otherRole,
}: {
  path: '/bruger/beskeder' | '/firma/beskeder'
  otherRole: ReactNode
}) {
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
