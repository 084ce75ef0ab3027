import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../features/legal/components/LegalPage'
import { legalHead } from '../features/legal/head'

export const Route = createFileRoute('/om-os')({
  loader: ({ context }) => context.i18n.loadNamespaces('legal'),
  head: ({ match }) => legalHead(match.context.i18n, 'about'),
  component: AboutPage,
})

function AboutPage() {
  return <LegalPage page="about" />
}
