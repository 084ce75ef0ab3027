import { createFileRoute } from '@tanstack/react-router'
import { ContactDetails } from '../features/legal/components/ContactDetails'
import { LegalPage } from '../features/legal/components/LegalPage'
import { legalHead } from '../features/legal/head'

export const Route = createFileRoute('/kontakt')({
  loader: ({ context }) => context.i18n.loadNamespaces('legal'),
  head: ({ match }) => legalHead(match.context.i18n, 'contact'),
  component: ContactPage,
})

function ContactPage() {
  return (
    <LegalPage page="contact">
      <ContactDetails />
    </LegalPage>
  )
}
