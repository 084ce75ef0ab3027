import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../features/account/components/ProfilePage'

export const Route = createFileRoute('/bruger/_konto/profil')({ component: ProfilePage })
