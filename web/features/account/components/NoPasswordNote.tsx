import { useTranslation } from 'react-i18next'

/**
 * Said where an action needs the current password and the account has none yet (it was made by a
 * Facebook log-in): how to choose one.
 */
export function NoPasswordNote() {
  const { t } = useTranslation('account')
  return <p className="m-0 rounded-lg bg-gray-50 px-3 py-2 text-ink-700">{t('profile::noPassword')}</p>
}
