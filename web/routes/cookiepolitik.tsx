import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../features/legal/components/LegalPage'
import { legalHead } from '../features/legal/head'

export const Route = createFileRoute('/cookiepolitik')({
  loader: ({ context }) => context.i18n.loadNamespaces('legal'),
  head: ({ match }) => legalHead(match.context.i18n, 'cookies'),
  component: CookiesPage,
})

function CookiesPage() {
  return <LegalPage page="cookies" />
}
