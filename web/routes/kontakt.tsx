import { createFileRoute } from '@tanstack/react-router'
import { ContactDetails } from '../features/legal/components/ContactDetails'
import { LegalPage } from '../features/legal/components/LegalPage'
import { legalRoute } from '../features/legal/head'

export const Route = createFileRoute('/kontakt')({
  ...legalRoute('contact'),
  component: ContactPage,
})

function ContactPage() {
  return (
    <LegalPage page="contact">
      <ContactDetails />
    </LegalPage>
  )
}
