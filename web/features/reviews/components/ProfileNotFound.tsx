import { useTranslation } from 'react-i18next'
import { DeadEnd, deadEndAction } from '../../../components/ui/DeadEnd'

/** `/{slug}` with no company behind it: a Danish 404 that leads on to finding a company. */
export function ProfileNotFound() {
  const { t } = useTranslation('reviews')
  return (
    <DeadEnd title={t('profile::notFoundTitle')} body={t('profile::notFoundBody')}>
      <a href="/createjob" className={deadEndAction}>
        {t('profile::notFoundHome')}
      </a>
    </DeadEnd>
  )
}
