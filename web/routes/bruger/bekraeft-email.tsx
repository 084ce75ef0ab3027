import { createFileRoute } from '@tanstack/react-router'
import { EmailConfirmPage } from '../../features/account/components/EmailConfirmPage'
import { requireRole } from '../../lib/session'
import { linkTokenSearch } from '../-link-token'

/** The link mailed to a new e-mail. Only its own user can apply it: an anonymous visitor logs in first. */
export const Route = createFileRoute('/bruger/bekraeft-email')({
  validateSearch: linkTokenSearch,
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href),
  component: function EmailConfirmRoute() {
    return <EmailConfirmPage token={Route.useSearch().token} />
  },
})
