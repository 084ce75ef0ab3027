import { createFileRoute, notFound } from '@tanstack/react-router'
import { OtherRolesPage } from '../../components/ui/OtherRolesPage'
import { ReceiptNotFound } from '../../features/transactions/components/ReceiptNotFound'
import { ReceiptPage } from '../../features/transactions/components/ReceiptPage'
import { receiptQuery } from '../../features/transactions/queries'
import { ApiFailure } from '../../lib/api'
import { loadRolePage, roleRoute } from '../-role-route'

/**
 * `/bruger/kvittering/{number}`: a printable receipt of one of the company's charges. A number that is
 * not one of the company's receipts (the server's 404) is not found: `ReceiptNotFound`, not a failed load.
 */
export const Route = createFileRoute('/bruger/kvittering/$invoiceNumber')({
  params: {
    parse: ({ invoiceNumber }) => {
      if (!/^\d{1,9}$/.test(invoiceNumber)) throw notFound()
      return { invoiceNumber: Number(invoiceNumber) }
    },
    stringify: ({ invoiceNumber }) => ({ invoiceNumber: String(invoiceNumber) }),
  },
  ...roleRoute(['company']),
  loader: ({ context, params }) =>
    loadRolePage(context, 'transactions', [receiptQuery(params.invoiceNumber)]).catch((error: unknown) => {
      if (error instanceof ApiFailure && error.status === 404) throw notFound()
      throw error
    }),
  component: Receipt,
  notFoundComponent: ReceiptNotFound,
})

function Receipt() {
  const { allowed } = Route.useRouteContext()
  const { invoiceNumber } = Route.useParams()
  if (!allowed) return <OtherRolesPage pageFor="company" />
  return <ReceiptPage invoiceNumber={invoiceNumber} />
}
