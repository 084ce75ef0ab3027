import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage } from '../../../features/account/components/AccountSettingsPage'
import { linkedLoginsQuery } from '../../../features/account/linked-logins'

export const Route = createFileRoute('/bruger/_konto/account')({
  loader: ({ context }) => context.queryClient.ensureQueryData(linkedLoginsQuery()),
  component: AccountSettingsPage,
})
