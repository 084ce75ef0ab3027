import { createFileRoute, notFound } from '@tanstack/react-router'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { RoleAlert } from '../../components/ui/RoleAlert'
import { AccountError, AccountPending } from '../../features/account/components/RouteStates'
import { ReceiptPage } from '../../features/transactions/components/ReceiptPage'
import { receiptQuery } from '../../features/transactions/queries'
import { requireRole } from '../../lib/session'

/** `/bruger/kvittering/{number}`: a printable receipt of one of the company's charges. */
export const Route = createFileRoute('/bruger/kvittering/$invoiceNumber')({
  params: {
    parse: ({ invoiceNumber }) => {
      if (!/^\d{1,9}$/.test(invoiceNumber)) throw notFound()
      return { invoiceNumber: Number(invoiceNumber) }
    },
    stringify: ({ invoiceNumber }) => ({ invoiceNumber: String(invoiceNumber) }),
  },
  beforeLoad: ({ context, location }) => requireRole(context.queryClient, location.href, ['company']),
  loader: async ({ context, params }) => {
    await i18next.loadNamespaces(['transactions'])
    if (context.allowed) await context.queryClient.ensureQueryData(receiptQuery(params.invoiceNumber))
  },
  component: Receipt,
  pendingComponent: AccountPending,
  errorComponent: AccountError,
})

function Receipt() {
  const { allowed } = Route.useRouteContext()
  const { invoiceNumber } = Route.useParams()
  const { t } = useTranslation('transactions')
  if (!allowed) return <RoleAlert>{t('companyOnly')}</RoleAlert>
  return <ReceiptPage invoiceNumber={invoiceNumber} />
}
