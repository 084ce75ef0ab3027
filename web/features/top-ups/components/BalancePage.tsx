import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../../components/ui/PageTitle'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { BalanceBox } from './BalanceBox'

/** `/firma/saldo`: the company's balance, 'Indsæt penge' and the way to every movement. */
export function BalancePage() {
  const { t } = useTranslation('topup')
  useDocumentTitle(t('page::title'))
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4">
      <PageTitle title={t('page::title')} lead={t('page::intro')} />
      <BalanceBox showTransactions />
    </div>
  )
}
