import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../features/account/components/AccountLayout'
import { accountQuery } from '../../features/account/queries'
import { roleRoute } from '../-role-route'

/** `/bruger/profil` and `/bruger/account`: any logged-in user; anonymous visitors log in and come back. */
export const Route = createFileRoute('/bruger/_konto')({
  ...roleRoute(),
  // The pages read the profile with `useSuspenseQuery`: have it before they render.
  loader: ({ context }) => context.queryClient.ensureQueryData(accountQuery()),
  component: AccountLayout,
})
