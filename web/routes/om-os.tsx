import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../features/legal/components/LegalPage'
import { legalRoute } from '../features/legal/head'

export const Route = createFileRoute('/om-os')({
  ...legalRoute('about'),
  component: () => <LegalPage page="about" />,
})
