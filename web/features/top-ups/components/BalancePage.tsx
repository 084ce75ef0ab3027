import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { BalanceBox } from './BalanceBox'

/** `/firma/saldo`: the company's balance, 'Indsæt penge' and the way to every movement. */
export function BalancePage() {
  const { t } = useTranslation('topup')
  useDocumentTitle(t('page::title'))
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 tabIndex={-1} className="m-0 text-2xl font-bold">
          {t('page::title')}
        </h1>
        <p className="m-0 text-ink-700">{t('page::intro')}</p>
      </div>
      <BalanceBox showTransactions />
    </div>
  )
}
