import { createFileRoute, redirect } from '@tanstack/react-router'
import { inboxSearch } from '../../features/messages/search-params'

/** `/company/messages`: the English alias of `/firma/beskeder` (spec), with the same query. */
export const Route = createFileRoute('/company/messages')({
  validateSearch: inboxSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/firma/beskeder', search, replace: true })
  },
})
