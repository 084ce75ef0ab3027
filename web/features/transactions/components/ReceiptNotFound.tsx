import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DeadEnd, deadEndAction } from '../../../components/ui/DeadEnd'

/**
 * A receipt number the company does not have (another company's, a typo, an old link): says so and leads
 * back to the transactions, where every receipt is linked, instead of a failed load whose 'Prøv igen'
 * could never succeed.
 */
export function ReceiptNotFound() {
  const { t } = useTranslation('transactions')
  return (
    <DeadEnd title={t('receipt::notFoundTitle')} body={t('receipt::notFound')} announce>
      <Link to="/bruger/account-transactions" className={deadEndAction}>
        {t('receipt::back')}
      </Link>
    </DeadEnd>
  )
}
