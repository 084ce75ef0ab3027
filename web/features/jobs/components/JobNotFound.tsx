import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DeadEnd, deadEndAction } from '../../../components/ui/DeadEnd'

/**
 * A job page whose job the customer does not have (deleted, another customer's, a wrong number): says
 * so and leads back to my jobs, instead of a failed load whose 'Prøv igen' could never succeed.
 */
export function JobNotFound() {
  const { t } = useTranslation('jobs')
  return (
    <DeadEnd title={t('job::notFoundTitle')} body={t('job::notFound')} announce>
      <Link to="/bruger/opgaver" className={deadEndAction}>
        {t('hired::toJobs')}
      </Link>
    </DeadEnd>
  )
}
