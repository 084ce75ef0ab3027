import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage } from '../../../features/account/components/AccountSettingsPage'

export const Route = createFileRoute('/bruger/_konto/account')({ component: AccountSettingsPage })
