import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../features/account/components/AccountLayout'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { profileOrLogin } from '../../features/account/guard'

/** `/bruger/profil` and `/bruger/account`: any logged-in user; anonymous visitors go to the log-in modal. */
export const Route = createFileRoute('/bruger/_konto')({
  beforeLoad: async ({ context }) => ({ profile: await profileOrLogin(context.queryClient) }),
  component: AccountLayout,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})
