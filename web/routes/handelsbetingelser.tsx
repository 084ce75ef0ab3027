import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../features/legal/components/LegalPage'
import { legalHead } from '../features/legal/head'

export const Route = createFileRoute('/handelsbetingelser')({
  loader: ({ context }) => context.i18n.loadNamespaces('legal'),
  head: ({ match }) => legalHead(match.context.i18n, 'terms'),
  component: TermsPage,
})

function TermsPage() {
  return <LegalPage page="terms" />
}
