import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../features/legal/components/LegalPage'
import { legalRoute } from '../features/legal/head'

export const Route = createFileRoute('/handelsbetingelser')({
  ...legalRoute('terms'),
  component: () => <LegalPage page="terms" />,
})
