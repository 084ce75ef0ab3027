import { createFileRoute } from '@tanstack/react-router'
import { EmailConfirmPage } from '../../features/account/components/EmailConfirmPage'
import { profileOrLogin } from '../../features/account/guard'

/** The link mailed to a new e-mail. Only its own user can apply it: an anonymous visitor logs in first. */
export const Route = createFileRoute('/bruger/bekraeft-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  beforeLoad: async ({ context, location }) => ({
    profile: await profileOrLogin(context.queryClient, location.href),
  }),
  component: function EmailConfirmRoute() {
    return <EmailConfirmPage token={Route.useSearch().token} />
  },
})
