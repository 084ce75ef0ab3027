import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../features/legal/components/LegalPage'
import { legalHead } from '../features/legal/head'

export const Route = createFileRoute('/privatlivspolitik')({
  loader: ({ context }) => context.i18n.loadNamespaces('legal'),
  head: ({ match }) => legalHead(match.context.i18n, 'privacy'),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <LegalPage page="privacy" />
}
