import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../features/account/components/AccountLayout'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { accountQuery } from '../../features/account/queries'
import { requireRole } from '../../lib/session'

/** `/bruger/profil` and `/bruger/account`: any logged-in user; anonymous visitors log in and come back. */
export const Route = createFileRoute('/bruger/_konto')({
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href),
  // The pages read the profile with `useSuspenseQuery`: have it before they render.
  loader: ({ context }) => context.queryClient.ensureQueryData(accountQuery()),
  component: AccountLayout,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})
